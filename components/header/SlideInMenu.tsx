import { useRouter } from 'next/router';
import { useEffect, useId, type ReactNode } from 'react';
import styles from './header.module.scss';
import { usePopover } from '../common/usePopover';

/**
 * The phone headers' menu: a toggle and a drawer that slides in, the browser's own popover, so
 * a tap opens it as soon as it is painted. While it is open the page under it does not scroll
 * (the stylesheet's `:has()`); Escape or a press outside closes it and Escape gives focus back to
 * the toggle (the browser's), as do a route change and a chosen entry (the script's). It traps
 * nothing: Tab goes from the toggle into the drawer and on out of it, and a closed drawer's
 * entries are out of the tab order. The toggle's name follows the drawer by CSS alone.
 */
export default function SlideInMenu({ label, children }: { label: string; children: (close: () => void) => ReactNode }) {
  const id = useId();
  const router = useRouter();
  const { ref, open, onToggle, close } = usePopover<HTMLElement>();

  useEffect(() => {
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events, close]);

  return (
    <>
      <button type="button" className={styles.menuToggle} popoverTarget={id} aria-controls={id} aria-expanded={open}>
        <span className={styles.whenClosed}>Open menu</span>
        <span className={styles.whenOpen}>Close menu</span>
        <span className={styles.bars} aria-hidden="true" />
      </button>
      <nav ref={ref} id={id} popover="auto" aria-label={label} className={styles.drawer} onToggle={onToggle}>
        <ul>{children(close)}</ul>
      </nav>
    </>
  );
}
