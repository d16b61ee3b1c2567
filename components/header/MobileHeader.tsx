import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import type { Chrome, MenuItem } from '../../lib/cms/types';
import { useScrollLock } from '../../lib/hooks/useScrollLock';
import type { NavScroll } from '../../lib/scroll';
import Logo from '../common/Logo';
import SmartLink from '../common/SmartLink';
import { useOpenPopup } from '../leads/DemoPopupContext';
import styles from './header.module.scss';

function Section({ label, items, onNavigate }: { label: string; items: MenuItem[]; onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <li>
      <button type="button" className={styles.navButton} aria-expanded={open} onClick={() => setOpen((o) => !o)}>{label}<span className={styles.caret} aria-hidden="true">▾</span></button>
      {open && (
        <ul className={styles.mobileSub}>
          {items.map((i) => <li key={i.id}><SmartLink href={i.subMenuLink} target={i.target} onClick={onNavigate}>{i.subMenuName}</SmartLink></li>)}
        </ul>
      )}
    </li>
  );
}

export default function MobileHeader({ chrome, scroll }: { chrome: Chrome; scroll: NavScroll }) {
  const [open, setOpen] = useState(false);
  const openPopup = useOpenPopup();
  const router = useRouter();
  useScrollLock(open);
  useEffect(() => {
    const close = () => setOpen(false);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') setOpen(false); };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const nav = chrome.navigation;
  const close = () => setOpen(false);
  return (
    <header className={[styles.mobile, scroll.solid && styles.solid].filter(Boolean).join(' ')} data-testid="mobile-header" data-solid={scroll.solid}>
      <Logo priority className={styles.logo} />
      <button type="button" className={styles.menuToggle} aria-expanded={open} aria-controls="mobile-menu" aria-label={open ? 'Close menu' : 'Open menu'} onClick={() => setOpen((o) => !o)}>
        <span aria-hidden="true" />
      </button>
      <nav id="mobile-menu" aria-label="Mobile menu" className={[styles.drawer, open && styles.drawerOpen].filter(Boolean).join(' ')} hidden={!open}>
        <ul>
          {nav.topLinks.map((l) => <li key={l.id}><SmartLink href={l.subMenuLink} target={l.target} onClick={close}>{l.subMenuName}</SmartLink></li>)}
          <li><SmartLink href="/about-us" onClick={close}>About us</SmartLink></li>
          <li><SmartLink href={nav.blogLink} onClick={close}>Blog</SmartLink></li>
          <Section label="Courses" items={nav.coursesMenu} onNavigate={close} />
          <Section label="Free Resources" items={nav.freeResourcesMenu} onNavigate={close} />
          <Section label="For Organizations" items={nav.organizationsMenu} onNavigate={close} />
          <li><SmartLink href="/online-vlsi-design-verification-course" onClick={close}>Maven Global</SmartLink></li>
          <li><SmartLink href={nav.freeOnlineCoursesButton.buttonLink}>{nav.freeOnlineCoursesButton.buttonName}</SmartLink></li>
          <li>
            <button type="button" className={styles.primaryButton} onClick={() => { close(); openPopup('header'); }}>{chrome.headerButton.buttonName}</button>
          </li>
        </ul>
      </nav>
    </header>
  );
}
