import type { SocialLink } from '../../lib/cms/types';
import SmartLink from '../common/SmartLink';
import SocialLinks from './SocialLinks';
import styles from './footer.module.scss';

/** Social links, the copyright line with the current year, privacy and terms (spec §1). */
export default function FooterBottom({ socialLinks, socialLinksDisabled }: { socialLinks: SocialLink[]; socialLinksDisabled: boolean }) {
  const year = new Date().getFullYear();
  return (
    <div className={styles.bottom}>
      <SocialLinks links={socialLinks} disabled={socialLinksDisabled} />
      <p suppressHydrationWarning>© {year} Maven Silicon. All rights reserved.</p>
      <ul className={styles.legal}>
        <li><SmartLink href="/privacy-policy">Privacy Policy</SmartLink></li>
        <li><SmartLink href="/terms-and-conditions">Terms and Conditions</SmartLink></li>
      </ul>
    </div>
  );
}
