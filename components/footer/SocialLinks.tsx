import VectorImage from '../common/VectorImage';
import type { SocialLink } from '../../lib/cms/types';
import styles from './footer.module.scss';

/** Icons open the network in a new tab; on the one certification page they are shown but inert (spec §1). */
export default function SocialLinks({ links, disabled }: { links: SocialLink[]; disabled: boolean }) {
  if (!links.length) return null;
  return (
    <ul className={styles.social} aria-label="Follow us">
      {links.map((s) => {
        const icon = s.image
          // Small CMS icons, as they are (no image optimizer).
          ? <VectorImage src={s.image.url} alt="" width={24} height={24} />
          : <span aria-hidden="true">{s.name.charAt(0)}</span>;
        return (
          <li key={s.id}>
            {disabled
              ? <span className={styles.disabled} aria-label={s.name} aria-disabled="true" role="link">{icon}</span>
              : <a href={s.link} target="_blank" rel="noopener noreferrer" aria-label={s.name}>{icon}</a>}
          </li>
        );
      })}
    </ul>
  );
}
