import type { Course } from '../../lib/cms/types';
import { TEXTS } from '../../lib/constants';
import RichText from '../content/RichText';
import content from '../content/content.module.scss';
import styles from './course.module.scss';
import { fillText, useSiteTexts } from '../common/SiteTexts';

// Section ids are the M.Tech header's anchors (spec §2: #programhighlights, #ourcurriculam);
// every course uses the same ids so any marketing header can link to them.
const [CURRICULUM, HIGHLIGHTS] = TEXTS.mtechAnchors;
const anchorId = (href: string) => href.slice(1);

export function Highlights({ items }: { items: Course['highlights'] }) {
  const texts = useSiteTexts();
  if (!items.length) return null;
  return (
    <section id={anchorId(HIGHLIGHTS.href)} className={`container ${content.section}`} aria-labelledby="highlights-title">
      <h2 id="highlights-title">{texts.courseHighlightsHeading}</h2>
      <ul className={styles.cards}>
        {items.map((h) => <li key={h.title}><h3>{h.title}</h3>{h.description && <p>{h.description}</p>}</li>)}
      </ul>
    </section>
  );
}

export function Curriculum({ modules }: { modules: Course['curriculum'] }) {
  const texts = useSiteTexts();
  if (!modules.length) return null;
  return (
    <section id={anchorId(CURRICULUM.href)} className={`container ${content.section}`} aria-labelledby="curriculum-title">
      <h2 id="curriculum-title">{texts.courseCurriculumHeading}</h2>
      <ol className={styles.modules}>
        {modules.map((m, i) => (
          <li key={m.title}>
            <details open={i === 0}>
              <summary>{fillText(texts.courseModuleLabel, { n: i + 1 })} {m.title}</summary>
              <ul>{m.topics.map((t) => <li key={t}>{t}</li>)}</ul>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function Tools({ tools }: { tools: string[] }) {
  const texts = useSiteTexts();
  if (!tools.length) return null;
  return (
    <section className={`container ${content.section}`} aria-labelledby="tools-title">
      <h2 id="tools-title">{texts.courseToolsHeading}</h2>
      <ul className={styles.chips}>{tools.map((t) => <li key={t}>{t}</li>)}</ul>
    </section>
  );
}

export function Eligibility({ html }: { html: string }) {
  const texts = useSiteTexts();
  if (!html) return null;
  return (
    <section className={`container ${content.section}`} aria-labelledby="eligibility-title">
      <h2 id="eligibility-title">{texts.courseEligibilityHeading}</h2>
      <RichText html={html} />
    </section>
  );
}

export function Outcomes({ outcomes }: { outcomes: Course['outcomes'] }) {
  const texts = useSiteTexts();
  if (!outcomes.length) return null;
  return (
    <section className={styles.outcomes} aria-labelledby="outcomes-title">
      <div className="container">
        <h2 id="outcomes-title">{texts.courseOutcomesHeading}</h2>
        <dl>
          {outcomes.map((o) => <div key={o.label}><dd>{o.value}</dd><dt>{o.label}</dt></div>)}
        </dl>
      </div>
    </section>
  );
}

/** "₹1,20,000": the fee as Indian readers group it, in its own currency, no paise. */
export const formatFee = (fee: NonNullable<Course['fee']>) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: fee.currency, maximumFractionDigits: 0 }).format(fee.amount);
/** "12 January 2027", the same on the server and in any browser's time zone. */
const formatDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

/** What a prospective student asks first: what it costs, how to pay, and when the next batches start. */
export function FeesAndBatches({ fee, note, batches }: { fee: Course['fee']; note: string; batches: Course['batches'] }) {
  const texts = useSiteTexts();
  if (!fee && !batches.length) return null;
  return (
    <section id="fees-and-batches" className={`container ${content.section}`} aria-labelledby="batches-title">
      <h2 id="batches-title">{texts.courseBatchesHeading}</h2>
      {fee && (
        <p className={styles.fee}>
          <strong>{texts.courseFactFee}: {formatFee(fee)}</strong>
          {note && <> {note}</>}
        </p>
      )}
      {batches.length > 0 && (
        <table className={styles.batches}>
          <thead>
            <tr><th scope="col">{texts.courseBatchStarts}</th><th scope="col">{texts.courseFactMode}</th><th scope="col">{texts.courseBatchSeats}</th></tr>
          </thead>
          <tbody>
            {batches.map((b) => (
              <tr key={`${b.startDate} ${b.mode}`}>
                <td><time dateTime={b.startDate}>{formatDate(b.startDate)}</time></td>
                <td>{b.mode}</td>
                <td>{b.seatsLeft ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
