import type { Faq } from '../../lib/cms/types';
import RichText from './RichText';
import { useSiteTexts } from '../common/SiteTexts';
import styles from './content.module.scss';

/** Native <details>: opens and closes without JavaScript, announced as a disclosure. */
export default function Faqs({ faqs, heading, id = 'faqs' }: { faqs: Faq[]; heading?: string; id?: string }) {
  const texts = useSiteTexts();
  if (!faqs.length) return null;
  return (
    <section className={`container ${styles.section}`} aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`}>{heading ?? texts.faqHeading}</h2>
      <div className={styles.faqs}>
        {faqs.map((f) => (
          <details key={f.question} className={styles.faq}>
            <summary>{f.question}</summary>
            <RichText html={f.answerHtml} />
          </details>
        ))}
      </div>
    </section>
  );
}
