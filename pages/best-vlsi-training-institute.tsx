import ContentPage from '../components/content/ContentPage';
import CourseTabs from '../components/course/CourseTabs';
import { contentStaticProps, withCourseCards, type ContentPageProps } from '../lib/cms/staticProps';
import type { CourseCard } from '../lib/cms/types';

// ?tab=part_time|job_oriented is read in the browser (CourseTabs): one static page serves both.
export const getStaticProps = contentStaticProps('/best-vlsi-training-institute', withCourseCards);

export default function BestVlsiTrainingInstitute({ content, courses }: ContentPageProps & { courses: CourseCard[] }) {
  return <ContentPage content={content} afterHero={<CourseTabs courses={courses} />} />;
}
