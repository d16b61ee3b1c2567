import { TEXTS } from '../../lib/constants';
import type { Chrome, ContactData } from '../../lib/cms/types';
import type { HeaderKind } from '../../layouts/selectLayout';
import type { NavScroll } from '../../lib/scroll';
import Logo from '../common/Logo';
import { useOpenPopup } from '../leads/DemoPopupContext';
import ContactLinks from './ContactLinks';
import styles from './header.module.scss';

/**
 * Landing-page header (b2c, b2b, M.Tech): logo, contacts (WhatsApp as the layout says), and for
 * M.Tech the page anchors.
 * `contacts`: the page's one contact set, with SiteLayout's one fallback already applied.
 */
export default function MarketingHeader({ kind, chrome, contacts, showWhatsApp, scroll }: {
  kind: HeaderKind; chrome: Chrome; contacts: ContactData; showWhatsApp: boolean; scroll: NavScroll;
}) {
  const openPopup = useOpenPopup();
  const mtech = kind === 'mtech';
  const cls = [styles.marketing, scroll.solid && styles.solid, scroll.hidden && styles.hidden].filter(Boolean).join(' ');
  return (
    <header className={cls} data-testid={`${kind}-header`} data-solid={scroll.solid}>
      <Logo priority className={styles.logo} />
      {mtech && (
        <nav aria-label="Program sections">
          <ul className={styles.menu}>
            {TEXTS.mtechAnchors.map((a) => <li key={a.href}><a href={a.href}>{a.name}</a></li>)}
          </ul>
        </nav>
      )}
      <ContactLinks contacts={contacts} whatsapp={showWhatsApp} />
      {!mtech && (
        <button type="button" className={styles.primaryButton} onClick={() => openPopup('header')}>{chrome.headerButton.buttonName}</button>
      )}
    </header>
  );
}
