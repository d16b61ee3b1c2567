import type { LayoutContent } from '../../lib/cms/types';
import type { NavScroll } from '../../lib/scroll';
import Logo from '../common/Logo';
import SmartLink from '../common/SmartLink';
import { DemoPopupOpener } from '../leads/DemoPopupContext';
import Dropdown from './Dropdown';
import styles from './header.module.scss';
import { useSiteTexts } from '../common/SiteTexts';

export default function DesktopHeader({ layoutContent, scroll }: { layoutContent: LayoutContent; scroll: NavScroll }) {
  const nav = layoutContent.navigation;
  const free = nav.freeOnlineCoursesButton;
  const demo = layoutContent.headerButton.buttonName;
  const texts = useSiteTexts();
  const cls = [styles.desktop, scroll.solid && styles.solid, scroll.hidden && styles.hidden].filter(Boolean).join(' ');
  return (
    <header className={cls} data-testid="desktop-header" data-solid={scroll.solid}>
      <nav aria-label="Top links" className={styles.topBar}>
        <ul>
          {nav.topLinks.map((l) => (
            <li key={l.id}><SmartLink href={l.subMenuLink} target={l.target} title={l.subMenuName}>{l.subMenuName}</SmartLink></li>
          ))}
        </ul>
      </nav>
      <div className={styles.mainBar}>
        <Logo className={styles.logo} />
        <nav aria-label="Main menu">
          <ul className={styles.menu}>
            <li><SmartLink href="/about-us" title={texts.menuAboutUs}>{texts.menuAboutUs}</SmartLink></li>
            <li><SmartLink href={nav.blogLink} title={texts.menuBlog}>{texts.menuBlog}</SmartLink></li>
            <Dropdown label={texts.menuCourses} items={nav.coursesMenu} />
            <Dropdown label={texts.menuFreeResources} items={nav.freeResourcesMenu} />
            <Dropdown label={texts.menuForOrganizations} items={nav.organizationsMenu} />
            <li><SmartLink href="/online-vlsi-design-verification-course" title={texts.menuMavenGlobal}>{texts.menuMavenGlobal}</SmartLink></li>
          </ul>
        </nav>
        <div className={styles.actions}>
          <SmartLink href={free.buttonLink} className={styles.outlineButton} title={free.buttonName}>{free.buttonName}</SmartLink>
          <DemoPopupOpener kind="header" className={styles.primaryButton} title={demo}>{demo}</DemoPopupOpener>
        </div>
      </div>
    </header>
  );
}
