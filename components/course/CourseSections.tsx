import type { Course } from '../../lib/cms/types';
import { TEXTS } from '../../lib/constants';
import RichText from '../content/RichText';
import content from '../content/content.module.scss';
import styles from './course.module.scss';
import { useSiteTexts } from '../common/SiteTexts';

// Section ids are the M.Tech header's anchors (spec §2: #programhighlights, #ourcurriculam);
// every course uses the same ids so any marketing header can link to them.
const [CURRICULUM, HIGHLIGHTS] = TEXTS.mtechAnchors;
const anchorId = (href: string) => href.slice(1);

export function Highlights({ items }: { items: Course['highlights'] }) {
  if (!items.length) return null;
  return (
    <section id={anchorId(HIGHLIGHTS.href)} className={`container ${content.section}`} aria-labelledby="highlights-title">
      <h2 id="highlights-title">{HIGHLIGHTS.name}</h2>
      <ul className={styles.cards}>
        {items.map((h) => <li key={h.title}><h3>{h.title}</h3>{h.description && <p>{h.description}</p>}</li>)}
      </ul>
    </section>
  );
}

export function Curriculum({ modules }: { modules: Course['curriculum'] }) {
  if (!modules.length) return null;
  return (
    <section id={anchorId(CURRICULUM.href)} className={`container ${content.section}`} aria-labelledby="curriculum-title">
      <h2 id="curriculum-title">{CURRICULUM.name}</h2>
      <ol className={styles.modules}>
        {modules.map((m, i) => (
          <li key={m.title}>
            <details open={i === 0}>
              <summary>Module {i + 1}: {m.title}</summary>
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
