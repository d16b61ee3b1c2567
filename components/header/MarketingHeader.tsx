import { TEXTS } from '../../lib/constants';
import type { LayoutContent, ContactData } from '../../lib/cms/types';
import type { HeaderKind } from '../../lib/layout';
import type { NavScroll } from '../../lib/scroll';
import Logo from '../common/Logo';
import { DemoPopupOpener } from '../leads/DemoPopupContext';
import { useSiteTexts } from '../common/SiteTexts';
import ContactLinks from './ContactLinks';
import SlideInMenu from './SlideInMenu';
import styles from './header.module.scss';

/**
 * Landing-page header (b2c, b2b, M.Tech): logo, contacts (WhatsApp as the layout says), and for
 * M.Tech the page anchors. On a desktop one row; under 992px the logo and a slide-in menu with
 * the same entries, as the standard header. Both are in the HTML, CSS shows one.
 * `contacts`: the page's one contact set, with SiteLayout's one fallback already applied.
 */
export default function MarketingHeader({ kind, layoutContent, contacts, showWhatsApp, scroll }: {
  kind: HeaderKind; layoutContent: LayoutContent; contacts: ContactData; showWhatsApp: boolean; scroll: NavScroll;
}) {
  const texts = useSiteTexts();
  const mtech = kind === 'mtech';
  const cls = [styles.marketing, scroll.solid && styles.solid, scroll.hidden && styles.hidden].filter(Boolean).join(' ');
  const buttonName = layoutContent.headerButton.buttonName;
  const desktopButton = `${styles.primaryButton} ${styles.desktopOnly}`;
  return (
    <header className={cls} data-testid={`${kind}-header`} data-solid={scroll.solid}>
      <Logo className={styles.logo} />
      {mtech && (
        <nav aria-label="Program sections" className={styles.desktopOnly}>
          <ul className={styles.menu}>
            {TEXTS.mtechAnchors.map((a) => <li key={a.href}><a href={a.href} title={texts[a.text]}>{texts[a.text]}</a></li>)}
          </ul>
        </nav>
      )}
      <div className={`${styles.contactsRow} ${styles.desktopOnly}`}><ContactLinks contacts={contacts} whatsapp={showWhatsApp} /></div>
      {!mtech && (
        <DemoPopupOpener kind="header" className={desktopButton} title={buttonName}>
          {buttonName}
        </DemoPopupOpener>
      )}
      <div className={styles.phoneOnly}>
        <SlideInMenu label={mtech ? 'Program menu' : 'Contact menu'}>
          {(close) => (
            <>
              {mtech && TEXTS.mtechAnchors.map((a) => <li key={a.href}><a href={a.href} onClick={close}>{texts[a.text]}</a></li>)}
              <li><ContactLinks contacts={contacts} whatsapp={showWhatsApp} /></li>
              {!mtech && (
                <li>
                  <DemoPopupOpener kind="header" className={styles.primaryButton} onClick={close}>
                    {buttonName}
                  </DemoPopupOpener>
                </li>
              )}
            </>
          )}
        </SlideInMenu>
      </div>
    </header>
  );
}
