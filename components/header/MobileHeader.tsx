import type { LayoutContent, MenuItem } from '../../lib/cms/types';
import type { NavScroll } from '../../lib/scroll';
import Logo from '../common/Logo';
import SmartLink from '../common/SmartLink';
import { DemoPopupOpener } from '../leads/DemoPopupContext';
import SlideInMenu from './SlideInMenu';
import styles from './header.module.scss';
import { useSiteTexts } from '../common/SiteTexts';

/** A disclosure of the menu's entries, the browser's own: it opens before any script has come. */
function Section({ label, items, onNavigate }: { label: string; items: MenuItem[]; onNavigate: () => void }) {
  return (
    <li>
      <details>
        <summary>{label}<span className={styles.caret} aria-hidden="true">▾</span></summary>
        <ul className={styles.mobileSub}>
          {items.map((i) => (
            <li key={i.id}><SmartLink href={i.subMenuLink} target={i.target} onClick={onNavigate}>{i.subMenuName}</SmartLink></li>
          ))}
        </ul>
      </details>
    </li>
  );
}

export default function MobileHeader({ layoutContent, scroll }: { layoutContent: LayoutContent; scroll: NavScroll }) {
  const nav = layoutContent.navigation;
  const texts = useSiteTexts();
  return (
    <header className={[styles.mobile, scroll.solid && styles.solid].filter(Boolean).join(' ')} data-testid="mobile-header" data-solid={scroll.solid}>
      <Logo className={styles.logo} />
      <SlideInMenu label="Mobile menu">
        {(close) => (
          <>
            {nav.topLinks.map((l) => (
              <li key={l.id}><SmartLink href={l.subMenuLink} target={l.target} onClick={close}>{l.subMenuName}</SmartLink></li>
            ))}
            <li><SmartLink href="/about-us" onClick={close}>{texts.menuAboutUs}</SmartLink></li>
            <li><SmartLink href={nav.blogLink} onClick={close}>{texts.menuBlog}</SmartLink></li>
            <Section label={texts.menuCourses} items={nav.coursesMenu} onNavigate={close} />
            <Section label={texts.menuFreeResources} items={nav.freeResourcesMenu} onNavigate={close} />
            <Section label={texts.menuForOrganizations} items={nav.organizationsMenu} onNavigate={close} />
            <li><SmartLink href="/online-vlsi-design-verification-course" onClick={close}>{texts.menuMavenGlobal}</SmartLink></li>
            <li><SmartLink href={nav.freeOnlineCoursesButton.buttonLink}>{nav.freeOnlineCoursesButton.buttonName}</SmartLink></li>
            <li>
              <DemoPopupOpener kind="header" className={styles.primaryButton} onClick={close}>{layoutContent.headerButton.buttonName}</DemoPopupOpener>
            </li>
          </>
        )}
      </SlideInMenu>
    </header>
  );
}
