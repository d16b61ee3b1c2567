import { TEXTS } from '../../lib/constants';
import type { LayoutContent, MenuItem } from '../../lib/cms/types';
import type { NavScroll } from '../../lib/scroll';
import Logo from '../common/Logo';
import SmartLink from '../common/SmartLink';
import { DemoPopupOpener } from '../leads/DemoPopupContext';
import SlideInMenu from './SlideInMenu';
import styles from './header.module.scss';

const links = (menu: MenuItem[], onNavigate?: () => void) =>
  menu.map((l) => (
    <li key={l.id}>
      <SmartLink href={l.subMenuLink} target={l.target} onClick={onNavigate} title={l.subMenuName}>{l.subMenuName}</SmartLink>
    </li>
  ));

/**
 * Enterprise pages: the menu in one row on a desktop (texts cut with an ellipsis only when
 * nothing else fits, full text in `title`), in the slide-in menu under 992px (as the
 * standard header). The menu is the page's layout content (the seed's while the CMS cannot answer,
 * decided on the server: lib/cms/index.ts).
 */
export default function EnterpriseHeader({ scroll, layoutContent }: { scroll: NavScroll; layoutContent: LayoutContent }) {
  const menu = layoutContent.enterpriseMenu ?? [];
  const demoButton = layoutContent.enterpriseDemoButton ?? TEXTS.enterpriseDemoButton;
  const cls = [styles.enterprise, scroll.solid && styles.solid, scroll.hidden && styles.hidden].filter(Boolean).join(' ');
  return (
    <header className={cls} data-testid="enterprise-header" data-solid={scroll.solid}>
      <Logo href="/enterprise" className={styles.logo} />
      <nav aria-label="Enterprise menu" className={styles.desktopOnly}>
        <ul className={styles.menu}>{links(menu)}</ul>
      </nav>
      <DemoPopupOpener kind="enterpriseDemo" className={`${styles.primaryButton} ${styles.desktopOnly}`} title={demoButton}>
        {demoButton}
      </DemoPopupOpener>
      <div className={styles.phoneOnly}>
        <SlideInMenu label="Enterprise mobile menu">
          {(close) => (
            <>
              {links(menu, close)}
              <li><DemoPopupOpener kind="enterpriseDemo" className={styles.primaryButton} onClick={close}>{demoButton}</DemoPopupOpener></li>
            </>
          )}
        </SlideInMenu>
      </div>
    </header>
  );
}
