import { useMemo } from 'react';
import type { Course } from '../../lib/cms/types';
import { deferHydration, ServerHtml } from '../common/deferHydration';
import CtaBlock from '../content/CtaBlock';
import Faqs from '../content/Faqs';
// The download form's styles come with the first paint; its code does not (below).
import '../leads/downloadGate.module.scss';
import '../leads/consentNotice.module.scss';
import CourseHero from './CourseHero';
import { Curriculum, Eligibility, FeesAndBatches, Highlights, Outcomes, Tools } from './CourseSections';
import styles from './course.module.scss';
import { fillText, useSiteTexts } from '../common/SiteTexts';

const DOWNLOAD_ANCHOR = 'download-curriculum';
// Below the fold: the curriculum's download form hydrates when it nears the viewport or the visitor
// reaches for it (components/common/deferHydration.tsx), out of the course pages' first-load JavaScript.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's copy, dropped from the browser's build
const DownloadGate = deferHydration(() => import('../leads/DownloadGate'), 'visible', typeof window === 'undefined' ? require('../leads/DownloadGate').default : undefined);

/** The one template of every course page (spec §2 course routes, IIT certification, M.Tech). */
export default function CourseTemplate({ course }: { course: Course }) {
  const texts = useSiteTexts();
  // The same object while the page is the same: the deferred form keeps its server HTML until its code comes.
  const download = useMemo(() => (course.curriculumDownloadId
    ? { type: 'curriculam' as const, id: course.curriculumDownloadId, title: fillText(texts.curriculumDownloadTitle, { course: course.title }), description: fillText(texts.curriculumDownloadDescription, { course: course.title }) }
    : null), [course, texts]);
  return (
    <>
      <CourseHero course={course} downloadAnchor={download ? DOWNLOAD_ANCHOR : undefined} />
      <ServerHtml>
        <Highlights items={course.highlights} />
        <FeesAndBatches fee={course.fee} note={course.feeNote} batches={course.batches} />
        <Curriculum modules={course.curriculum} />
      </ServerHtml>
      {download && (
        <section id={DOWNLOAD_ANCHOR} className={`container ${styles.download}`} aria-label={course.downloadButton}>
          <DownloadGate resource={download} file={course.curriculumDocument} />
        </section>
      )}
      <ServerHtml>
        <Tools tools={course.tools} />
        <Eligibility html={course.eligibilityHtml} />
        <Outcomes outcomes={course.outcomes} />
        <Faqs faqs={course.faqs} />
      </ServerHtml>
      <CtaBlock cta={course.cta} leadSource={course.leadSource} />
    </>
  );
}
