import type { NavScroll } from '../../lib/scroll';
import Logo from '../common/Logo';
import SmartLink from '../common/SmartLink';
import { useOpenPopup } from '../leads/DemoPopupContext';
import { ENTERPRISE_LINKS } from './enterpriseLinks';
import styles from './header.module.scss';

export default function EnterpriseHeader({ scroll }: { scroll: NavScroll }) {
  const openPopup = useOpenPopup();
  const cls = [styles.enterprise, scroll.solid && styles.solid, scroll.hidden && styles.hidden].filter(Boolean).join(' ');
  return (
    <header className={cls} data-testid="enterprise-header" data-solid={scroll.solid}>
      <Logo href="/enterprise" priority className={styles.logo} />
      <nav aria-label="Enterprise menu">
        <ul className={styles.menu}>
          {ENTERPRISE_LINKS.map((l) => <li key={l.href}><SmartLink href={l.href}>{l.name}</SmartLink></li>)}
        </ul>
      </nav>
      <button type="button" className={styles.primaryButton} onClick={() => openPopup('enterprise')}>Request a demo</button>
    </header>
  );
}
