import PageHead from '../components/common/PageHead';
import HomeTemplate from '../components/home/HomeTemplate';
import { combine, contentStaticProps, withCourseCards, withTestimonials, type ContentPageProps } from '../lib/cms/staticProps';
import type { CourseCard, Testimonial } from '../lib/cms/types';
import { fillText, useSiteTexts } from '../components/common/SiteTexts';

export const getStaticProps = contentStaticProps('/', combine(withCourseCards, withTestimonials));

type Props = ContentPageProps & { courses: CourseCard[]; testimonials: Testimonial[] };

export default function Home({ content, courses, testimonials }: Props) {
  const texts = useSiteTexts();
  if (content.kind !== 'page') return null;
  const page = content.page;
  return (
    <>
      <PageHead
        title={page.seo.metaTitle || fillText(texts.homePageTitle, { title: page.title })}
        description={page.seo.metaDescription || page.intro || texts.defaultDescription}
        path="/" ogImage={page.seo.ogImage} />
      <HomeTemplate page={page} courses={courses} testimonials={testimonials} />
    </>
  );
}
