import { DEFAULT_ENTERPRISE_MENU } from '../../lib/cms/defaults';
import type { Chrome } from '../../lib/cms/types';
import Logo from '../common/Logo';
import SmartLink from '../common/SmartLink';
import FooterBottom from './FooterBottom';
import styles from './footer.module.scss';
import { useSiteTexts } from '../common/SiteTexts';

export default function EnterpriseFooter({ chrome }: { chrome: Chrome }) {
  const texts = useSiteTexts();
  return (
    <footer className={styles.footer} data-testid="enterprise-footer">
      <div className={styles.grid}>
        <div className={styles.column}>
          <Logo href="/enterprise" light />
          <address className={styles.address}>{chrome.footer.address}</address>
        </div>
        <nav aria-label="Enterprise" className={styles.column}>
          <h2 className={styles.heading}>{texts.enterpriseFooterHeading}</h2>
          <ul>{(chrome.enterpriseMenu ?? DEFAULT_ENTERPRISE_MENU).map((l) => <li key={l.id}><SmartLink href={l.subMenuLink} target={l.target}>{l.subMenuName}</SmartLink></li>)}</ul>
        </nav>
      </div>
      <FooterBottom socialLinks={chrome.footer.socialLinks} socialLinksDisabled={false} />
    </footer>
  );
}
