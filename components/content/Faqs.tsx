import type { Faq } from '../../lib/cms/types';
import RichText from './RichText';
import styles from './content.module.scss';

/** Native <details>: opens and closes without JavaScript, announced as a disclosure. */
export default function Faqs({ faqs, heading = 'Frequently asked questions', id = 'faqs' }: { faqs: Faq[]; heading?: string; id?: string }) {
  if (!faqs.length) return null;
  return (
    <section className={`container ${styles.section}`} aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`}>{heading}</h2>
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
