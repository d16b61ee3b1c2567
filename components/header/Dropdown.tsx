import { useEffect, useId, useRef, useState } from 'react';
import type { MenuItem } from '../../lib/cms/types';
import SmartLink from '../common/SmartLink';
import styles from './header.module.scss';

/**
 * A mouse opens the menu by hovering, so the click that follows keeps it open: a toggle would
 * shut what the hover has just opened. Keyboard (Enter, Space) and touch have no hover, and
 * their click toggles. Escape and a press outside close it; Escape hands focus back to the button.
 */
export default function Dropdown({ label, items }: { label: string; items: MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const pressedWith = useRef('');

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => { if (!ref.current?.contains(e.target as Node)) setOpen(false); };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      if (ref.current?.contains(document.activeElement)) button.current?.focus();
      setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => { document.removeEventListener('pointerdown', onDown); document.removeEventListener('keydown', onKey); };
  }, [open]);

  return (
    <li
      ref={ref}
      className={styles.dropdown}
      onPointerEnter={(e) => { if (e.pointerType === 'mouse') setOpen(true); }}
      onPointerLeave={(e) => { if (e.pointerType === 'mouse') setOpen(false); }}
    >
      <button
        ref={button}
        type="button"
        className={styles.navButton}
        title={label}
        aria-expanded={open}
        aria-controls={id}
        onPointerDown={(e) => { pressedWith.current = e.pointerType; }}
        // detail 0: a click made from the keyboard, whatever pointer was pressed before.
        onClick={(e) => { const byMouse = e.detail > 0 && pressedWith.current === 'mouse'; setOpen((o) => byMouse || !o); }}
      >
        {label}<span className={styles.caret} aria-hidden="true">▾</span>
      </button>
      <ul id={id} className={styles.dropdownMenu} hidden={!open}>
        {items.map((item) => (
          <li key={item.id}>
            <SmartLink href={item.subMenuLink} target={item.target} onClick={() => setOpen(false)}>{item.subMenuName}</SmartLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
