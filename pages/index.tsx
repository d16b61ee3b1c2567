import PageHead from '../components/common/PageHead';
import HomeTemplate from '../components/home/HomeTemplate';
import { combine, contentStaticProps, withCourseCards, withTestimonials, type ContentPageProps } from '../lib/cms/staticProps';
import type { CourseCard, Testimonial } from '../lib/cms/types';
import type { LayoutContent } from '../lib/cms/types';
import { faqJsonLd, organizationJsonLd } from '../lib/seo/jsonLd';
import { DEFAULT_DESCRIPTION, SITE_NAME } from '../lib/seo/site';

export const getStaticProps = contentStaticProps('/', combine(withCourseCards, withTestimonials));

type Props = ContentPageProps & { courses: CourseCard[]; testimonials: Testimonial[]; layoutContent: LayoutContent };

export default function Home({ content, courses, testimonials, layoutContent }: Props) {
  if (content.kind !== 'page') return null;
  const page = content.page;
  return (
    <>
      <PageHead title={page.seo.metaTitle || `${SITE_NAME} | ${page.title}`} description={page.seo.metaDescription || page.intro || DEFAULT_DESCRIPTION} path="/" ogImage={page.seo.ogImage}
        jsonLd={[
          organizationJsonLd({ address: layoutContent?.footer?.address, email: layoutContent?.headerButton?.admissionemailForHeader }),
          faqJsonLd(page.faqs),
        ]} />
      <HomeTemplate page={page} courses={courses} testimonials={testimonials} />
    </>
  );
}
