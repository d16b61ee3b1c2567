import ContentPage from '../components/content/ContentPage';
import CourseTabs from '../components/course/CourseTabs';
import { contentStaticProps, withCourseCards, type ContentPageProps } from '../lib/cms/contentStaticProps';
import type { CourseCard } from '../lib/cms/contentTypes';
import { withLayout } from '../layouts/withLayout';

// ?tab=part_time|job_oriented is read in the browser (CourseTabs): one static page serves both.
export const getStaticProps = withLayout(contentStaticProps('/best-vlsi-training-institute', withCourseCards));

export default function BestVlsiTrainingInstitute({ content, courses }: ContentPageProps & { courses: CourseCard[] }) {
  return <ContentPage content={content} afterHero={<CourseTabs courses={courses} />} />;
}
