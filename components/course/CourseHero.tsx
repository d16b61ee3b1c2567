import type { Course } from '../../lib/cms/types';
import { FIRST_SCREEN_ID } from '../../lib/constants';
import CmsImage from '../common/CmsImage';
import VectorImage from '../common/VectorImage';
import PopupButton from '../content/PopupButton';
import { formatFee } from './CourseSections';
import content from '../content/content.module.scss';
import styles from './course.module.scss';
import { useSiteTexts } from '../common/SiteTexts';
// Inline (lib/perf/inlineSvg.js): a course without its own hero image paints this one with the HTML.
import fallbackHero from '../../public/images/course-hero.svg?inline';

const FALLBACK_IMAGE = { url: fallbackHero, alt: 'Illustration of a chip layout with a waveform', width: 560, height: 420 };

/** Above the fold: title (the one h1), tagline, key facts, the two actions, an eager image. */
export default function CourseHero({ course, downloadAnchor }: { course: Course; downloadAnchor?: string }) {
  const image = course.heroImage && course.heroImage.width ? course.heroImage : FALLBACK_IMAGE;
  const texts = useSiteTexts();
  const facts = [
    [texts.courseFactDuration, course.duration], [texts.courseFactMode, course.mode], [texts.courseFactNextBatch, course.nextBatch],
    [texts.courseFactFee, course.fee ? formatFee(course.fee) : ''],
  ].filter(([, v]) => v);
  return (
    <section className={styles.hero} id={FIRST_SCREEN_ID}>
      <div className={`container ${styles.heroGrid}`}>
        <div>
          <h1>{course.title}</h1>
          {course.tagline && <p className={styles.tagline}>{course.tagline}</p>}
          {facts.length > 0 && (
            <dl className={styles.facts}>
              {facts.map(([k, v]) => <div key={k}><dt>{k}</dt><dd>{v}</dd></div>)}
            </dl>
          )}
          <div className={styles.actions}>
            <PopupButton className={content.button} leadSource={course.leadSource}>{course.enquireButton}</PopupButton>
            {downloadAnchor && <a href={`#${downloadAnchor}`} className={`${content.button} ${content.secondary}`}>{course.downloadButton}</a>}
          </div>
        </div>
        {image === FALLBACK_IMAGE
          ? <VectorImage src={image.url} alt={image.alt} width={image.width} height={image.height} priority className={styles.heroImage} />
          : <CmsImage src={image.url} alt={image.alt} width={image.width} height={image.height} priority className={styles.heroImage} sizes="(max-width: 992px) 100vw, 560px" />}
      </div>
    </section>
  );
}
