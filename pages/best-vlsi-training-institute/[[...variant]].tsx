import type { GetStaticPaths, GetStaticProps } from 'next';
import ContentPage from '../../components/content/ContentPage';
import CourseTabs from '../../components/course/CourseTabs';
import { contentStaticProps, withCourseCards, type ContentPageProps } from '../../lib/cms/staticProps';
import type { CourseCard } from '../../lib/cms/types';
import { COURSE_TABS, DEFAULT_COURSE_TAB, type CourseTabKey } from '../../lib/constants';

// One static page per tab, so `?tab=` shows its tab in the first paint: `/best-vlsi-training-institute`
// is the first tab's, and proxy.ts serves `?tab=<another>` from `/best-vlsi-training-institute/<another>`.
const OTHER_TABS = COURSE_TABS.map((t) => t.key).filter((k) => k !== DEFAULT_COURSE_TAB);

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: [{ params: { variant: [] } }, ...OTHER_TABS.map((k) => ({ params: { variant: [k] } }))],
  fallback: false,
});

const content = contentStaticProps('/best-vlsi-training-institute', withCourseCards);
export const getStaticProps: GetStaticProps = async (ctx) => {
  const result = await content(ctx);
  const tab = (ctx.params?.variant as string[] | undefined)?.[0] ?? DEFAULT_COURSE_TAB;
  return 'props' in result ? { ...result, props: { ...(await result.props), tab } } : result;
};

type Props = ContentPageProps & { courses: CourseCard[]; tab: CourseTabKey };

export default function BestVlsiTrainingInstitute({ content: entry, courses, tab }: Props) {
  return <ContentPage content={entry} afterHero={<CourseTabs courses={courses} initial={tab} />} />;
}
