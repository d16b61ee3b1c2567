// Every course and content page of spec §2 that has no file of its own: the CMS entry at
// the path decides the template. Unknown path → 404 (notFound), never a 500.
import { useRouter } from 'next/router';
import ContentPage from '../components/content/ContentPage';
import CourseSkeleton from '../components/course/CourseSkeleton';
import Testimonials from '../components/home/Testimonials';
import { contentStaticPaths, contentStaticProps, noExtra, withTestimonials, type ContentPageProps } from '../lib/cms/staticProps';
import type { Testimonial } from '../lib/cms/types';
import { TESTIMONIAL_PATHS } from '../lib/specRoutes';

const testimonialsWhereShown = async (path: string) => (TESTIMONIAL_PATHS.includes(path) ? withTestimonials() : noExtra());

export const getStaticPaths = contentStaticPaths;
export const getStaticProps = contentStaticProps(undefined, testimonialsWhereShown);

export default function CmsRoute({ content, testimonials }: ContentPageProps & { testimonials?: Testimonial[] }) {
  const router = useRouter();
  if (router.isFallback || !content) return <CourseSkeleton />;
  return (
    <ContentPage content={content}>
      {testimonials && <Testimonials items={testimonials} id="alumni" />}
    </ContentPage>
  );
}
