import type { Chrome } from '../../lib/cms/types';
import Logo from '../common/Logo';
import SmartLink from '../common/SmartLink';
import { ENTERPRISE_LINKS } from '../header/enterpriseLinks';
import FooterBottom from './FooterBottom';
import styles from './footer.module.scss';

export default function EnterpriseFooter({ chrome }: { chrome: Chrome }) {
  return (
    <footer className={styles.footer} data-testid="enterprise-footer">
      <div className={styles.grid}>
        <div className={styles.column}>
          <Logo href="/enterprise" light />
          <address className={styles.address}>{chrome.footer.address}</address>
        </div>
        <nav aria-label="Enterprise" className={styles.column}>
          <h2 className={styles.heading}>Maven for enterprises</h2>
          <ul>{ENTERPRISE_LINKS.map((l) => <li key={l.href}><SmartLink href={l.href}>{l.name}</SmartLink></li>)}</ul>
        </nav>
      </div>
      <FooterBottom socialLinks={chrome.footer.socialLinks} socialLinksDisabled={false} />
    </footer>
  );
}
