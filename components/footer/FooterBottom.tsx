import type { SocialLink } from '../../lib/cms/types';
import SmartLink from '../common/SmartLink';
import SocialLinks from './SocialLinks';
import styles from './footer.module.scss';
import { fillText, useSiteTexts } from '../common/SiteTexts';
import { DATA_RIGHTS_PATH } from '../../lib/constants';

/** Social links, the copyright line with the current year, privacy, terms and the data rights page (spec §1). */
export default function FooterBottom({ socialLinks, socialLinksDisabled }: { socialLinks: SocialLink[]; socialLinksDisabled: boolean }) {
  const year = new Date().getFullYear();
  const texts = useSiteTexts();
  return (
    <div className={styles.bottom}>
      <SocialLinks links={socialLinks} disabled={socialLinksDisabled} />
      <p suppressHydrationWarning>{fillText(texts.footerCopyright, { year })}</p>
      <ul className={styles.legal}>
        <li><SmartLink href="/privacy-policy">{texts.footerPrivacyPolicy}</SmartLink></li>
        <li><SmartLink href="/terms-and-conditions">{texts.footerTerms}</SmartLink></li>
        <li><SmartLink href={DATA_RIGHTS_PATH}>{texts.footerDataRights}</SmartLink></li>
      </ul>
    </div>
  );
}
