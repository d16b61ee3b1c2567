import type { LayoutContent } from '../../lib/cms/types';
import Logo from '../common/Logo';
import SmartLink from '../common/SmartLink';
import { DemoPopupOpener } from '../leads/DemoPopupContext';
import FooterBottom from './FooterBottom';
import LinkList from './LinkList';
import styles from './footer.module.scss';
import { useSiteTexts } from '../common/SiteTexts';

interface Props { layoutContent: LayoutContent; socialLinksDisabled: boolean }

export default function StandardFooter({ layoutContent, socialLinksDisabled }: Props) {
  const f = layoutContent.footer;
  const refer = layoutContent.referAndEarn;
  const texts = useSiteTexts();
  return (
    <footer className={styles.footer}>
      <section className={styles.cta} aria-label="Start your career">
        <p>{f.cta.description}</p>
        {f.cta.reserveText && <p className={styles.reserve}>{f.cta.reserveText}</p>}
        <div className={styles.ctaButtons}>
          <SmartLink href={f.cta.buttonLink} className={styles.ctaButton}>{f.cta.buttonName}</SmartLink>
          {/* The spec's refer-and-earn popup; a link when a marketer gives the button one (e.g. a referral page). */}
          {refer.buttonLink
            ? <SmartLink href={refer.buttonLink} className={styles.ctaButton}>{refer.buttonName}</SmartLink>
            : <DemoPopupOpener kind="referAndEarn" className={styles.ctaButton}>{refer.buttonName}</DemoPopupOpener>}
        </div>
      </section>
      <div className={styles.grid}>
        <div className={styles.column}>
          <Logo light />
          <address className={styles.address}>{f.address}</address>
          <LinkList title={texts.footerCompany} links={f.companyLinks} />
          <div className={styles.apps} aria-label="Get the app">
            <a href={f.playStoreLink} target="_blank" rel="noopener noreferrer">{texts.footerGooglePlay}</a>
            <a href={f.appStoreLink} target="_blank" rel="noopener noreferrer">{texts.footerAppStore}</a>
          </div>
        </div>
        <LinkList title={texts.footerCourses} links={f.courseLinks} />
        <LinkList title={texts.footerOnlineCourses} links={f.onlineCourseLinks} />
        <LinkList title={texts.footerSkillTests} links={f.skillTests} />
        <LinkList title={texts.footerBlog} links={f.blogLinks} />
      </div>
      <FooterBottom socialLinks={f.socialLinks} socialLinksDisabled={socialLinksDisabled} />
    </footer>
  );
}
