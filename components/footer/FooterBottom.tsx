import type { SocialLink } from '../../lib/cms/types';
import SmartLink from '../common/SmartLink';
import SocialLinks from './SocialLinks';
import styles from './footer.module.scss';
import { useSiteTexts } from '../common/SiteTexts';

/** Social links, the copyright line with the current year, privacy and terms (spec §1). */
export default function FooterBottom({ socialLinks, socialLinksDisabled }: { socialLinks: SocialLink[]; socialLinksDisabled: boolean }) {
  const year = new Date().getFullYear();
  const texts = useSiteTexts();
  return (
    <div className={styles.bottom}>
      <SocialLinks links={socialLinks} disabled={socialLinksDisabled} />
      <p suppressHydrationWarning>© {year} Maven Silicon. All rights reserved.</p>
      <ul className={styles.legal}>
        <li><SmartLink href="/privacy-policy">{texts.footerPrivacyPolicy}</SmartLink></li>
        <li><SmartLink href="/terms-and-conditions">{texts.footerTerms}</SmartLink></li>
      </ul>
    </div>
  );
}
