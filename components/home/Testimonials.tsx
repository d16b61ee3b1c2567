import type { Testimonial } from '../../lib/cms/types';
import styles from './home.module.scss';
import { useSiteTexts } from '../common/SiteTexts';

export default function Testimonials({ items, id = 'testimonials' }: { items: Testimonial[]; id?: string }) {
  const texts = useSiteTexts();
  if (!items.length) return null;
  return (
    <section className={`container ${styles.section}`} aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`}>{texts.testimonialsHeading}</h2>
      <ul className={styles.quotes}>
        {items.map((t) => (
          <li key={t.id}>
            <figure>
              <blockquote><p>{t.quote}</p></blockquote>
              <figcaption><strong>{t.name}</strong>{(t.role || t.company) && <span>{[t.role, t.company].filter(Boolean).join(', ')}</span>}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
