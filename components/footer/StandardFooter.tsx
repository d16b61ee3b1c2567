import type { Chrome } from '../../lib/cms/types';
import Logo from '../common/Logo';
import SmartLink from '../common/SmartLink';
import { useOpenPopup } from '../leads/DemoPopupContext';
import FooterBottom from './FooterBottom';
import LinkList from './LinkList';
import styles from './footer.module.scss';

export default function StandardFooter({ chrome, socialLinksDisabled }: { chrome: Chrome; socialLinksDisabled: boolean }) {
  const f = chrome.footer;
  const openPopup = useOpenPopup();
  return (
    <footer className={styles.footer}>
      <section className={styles.cta} aria-label="Start your career">
        <p>{f.cta.description}</p>
        {f.cta.reserveText && <p className={styles.reserve}>{f.cta.reserveText}</p>}
        <div className={styles.ctaButtons}>
          <SmartLink href={f.cta.buttonLink} className={styles.ctaButton}>{f.cta.buttonName}</SmartLink>
          {/* The spec's refer-and-earn popup; a link when a marketer gives the button one (e.g. a referral page). */}
          {chrome.referAndEarn.buttonLink
            ? <SmartLink href={chrome.referAndEarn.buttonLink} className={styles.ctaButton}>{chrome.referAndEarn.buttonName}</SmartLink>
            : <button type="button" className={styles.ctaButton} onClick={() => openPopup('referAndEarn')}>{chrome.referAndEarn.buttonName}</button>}
        </div>
      </section>
      <div className={styles.grid}>
        <div className={styles.column}>
          <Logo light />
          <address className={styles.address}>{f.address}</address>
          <LinkList title="Company" links={f.companyLinks} />
          <div className={styles.apps} aria-label="Get the app">
            <a href={f.playStoreLink} target="_blank" rel="noopener noreferrer">Get it on Google Play</a>
            <a href={f.appStoreLink} target="_blank" rel="noopener noreferrer">Download on the App Store</a>
          </div>
        </div>
        <LinkList title="Courses" links={f.courseLinks} />
        <LinkList title="Online courses" links={f.onlineCourseLinks} />
        <LinkList title="Skill tests" links={f.skillTests} />
        <LinkList title="Blog" links={f.blogLinks} />
      </div>
      <FooterBottom socialLinks={f.socialLinks} socialLinksDisabled={socialLinksDisabled} />
    </footer>
  );
}
