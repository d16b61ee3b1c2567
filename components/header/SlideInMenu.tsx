import { useRouter } from 'next/router';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useScrollLock } from '../../lib/hooks/useScrollLock';
import styles from './header.module.scss';

/**
 * The phone headers' menu: a toggle and a drawer that slides in. While it is open the page
 * under it does not scroll; Escape, a route change or a chosen entry closes it. It traps
 * nothing: Tab goes from the toggle into the drawer and on out of it, and when it is closed
 * its entries leave the tab order. Escape gives focus back to the toggle.
 */
export default function SlideInMenu({ label, children }: { label: string; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLElement>(null);
  const router = useRouter();
  const close = useCallback(() => setOpen(false), []);
  useScrollLock(open);

  useEffect(() => {
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events, close]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      if (drawer.current?.contains(document.activeElement)) toggle.current?.focus();
      close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  return (
    <>
      <button ref={toggle} type="button" className={styles.menuToggle} aria-expanded={open} aria-controls={id} aria-label={open ? 'Close menu' : 'Open menu'} onClick={() => setOpen((o) => !o)}>
        <span aria-hidden="true" />
      </button>
      <nav ref={drawer} id={id} aria-label={label} className={[styles.drawer, open && styles.drawerOpen].filter(Boolean).join(' ')} hidden={!open}>
        <ul>{children(close)}</ul>
      </nav>
    </>
  );
}
