import type { Course } from '../../lib/cms/types';
import CtaBlock from '../content/CtaBlock';
import Faqs from '../content/Faqs';
import DownloadGate from '../leads/DownloadGate';
import CourseHero from './CourseHero';
import { Curriculum, Eligibility, FeesAndBatches, Highlights, Outcomes, Tools } from './CourseSections';
import styles from './course.module.scss';
import { fillText, useSiteTexts } from '../common/SiteTexts';

const DOWNLOAD_ANCHOR = 'download-curriculum';

/** The one template of every course page (spec §2 course routes, IIT certification, M.Tech). */
export default function CourseTemplate({ course }: { course: Course }) {
  const texts = useSiteTexts();
  const download = course.curriculumDownloadId
    ? { type: 'curriculam' as const, id: course.curriculumDownloadId, title: fillText(texts.curriculumDownloadTitle, { course: course.title }), description: fillText(texts.curriculumDownloadDescription, { course: course.title }) }
    : null;
  return (
    <>
      <CourseHero course={course} downloadAnchor={download ? DOWNLOAD_ANCHOR : undefined} />
      <Highlights items={course.highlights} />
      <FeesAndBatches fee={course.fee} batches={course.batches} />
      <Curriculum modules={course.curriculum} />
      {download && (
        <section id={DOWNLOAD_ANCHOR} className={`container ${styles.download}`} aria-label={course.downloadButton}>
          <DownloadGate resource={download} file={course.curriculumDocument} />
        </section>
      )}
      <Tools tools={course.tools} />
      <Eligibility html={course.eligibilityHtml} />
      <Outcomes outcomes={course.outcomes} />
      <Faqs faqs={course.faqs} />
      <CtaBlock cta={course.cta} leadSource={course.leadSource} />
    </>
  );
}
