import type { FooterLink } from '../../lib/cms/types';
import SmartLink from '../common/SmartLink';
import styles from './footer.module.scss';

export default function LinkList({ title, links }: { title: string; links: FooterLink[] }) {
  if (!links.length) return null;
  return (
    <nav aria-label={title} className={styles.column}>
      <h2 className={styles.heading}>{title}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.id} className={l.additionalClass}>
            <SmartLink href={l.link} target={l.target}>{l.name}</SmartLink>
            {l.tag && <span className={styles.tag}>{l.tag}</span>}
          </li>
        ))}
      </ul>
    </nav>
  );
}
