import type { LayoutContent } from '../../lib/cms/types';
import Logo from '../common/Logo';
import SmartLink from '../common/SmartLink';
import FooterBottom from './FooterBottom';
import styles from './footer.module.scss';
import { useSiteTexts } from '../common/SiteTexts';

export default function EnterpriseFooter({ layoutContent }: { layoutContent: LayoutContent }) {
  const texts = useSiteTexts();
  return (
    <footer className={styles.footer} data-testid="enterprise-footer">
      <div className={styles.grid}>
        <div className={styles.column}>
          <Logo href="/enterprise" light />
          <address className={styles.address}>{layoutContent.footer.address}</address>
        </div>
        <nav aria-label="Enterprise" className={styles.column}>
          <h2 className={styles.heading}>{texts.enterpriseFooterHeading}</h2>
          <ul>
            {(layoutContent.enterpriseMenu ?? []).map((l) => (
              <li key={l.id}><SmartLink href={l.subMenuLink} target={l.target}>{l.subMenuName}</SmartLink></li>
            ))}
          </ul>
        </nav>
      </div>
      <FooterBottom socialLinks={layoutContent.footer.socialLinks} socialLinksDisabled={false} />
    </footer>
  );
}
