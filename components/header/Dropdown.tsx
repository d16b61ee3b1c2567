import { useId, useRef } from 'react';
import type { MenuItem } from '../../lib/cms/types';
import SmartLink from '../common/SmartLink';
import styles from './header.module.scss';
import { usePopover } from '../common/usePopover';

/**
 * A menu of the desktop bar, the browser's own popover: a click, Enter or Space opens it and
 * Escape or a press outside closes it (Escape hands focus back to the button) before any script
 * has come. The script adds the mouse's hover: a hover opens it, so the click that follows keeps
 * it open (a toggle would shut what the hover has just opened), and leaving closes it.
 */
export default function Dropdown({ label, items }: { label: string; items: MenuItem[] }) {
  const id = useId();
  const { ref, open, onToggle, show, close } = usePopover<HTMLUListElement>();
  const pressedWith = useRef('');

  return (
    <li
      className={styles.dropdown}
      onPointerEnter={(e) => { if (e.pointerType === 'mouse') show(); }}
      onPointerLeave={(e) => { if (e.pointerType === 'mouse') close(); }}
    >
      <button
        type="button"
        className={styles.navButton}
        title={label}
        popoverTarget={id}
        aria-controls={id}
        aria-expanded={open}
        onPointerDown={(e) => { pressedWith.current = e.pointerType; }}
        // detail 0: a click made from the keyboard, whatever pointer was pressed before. A mouse's
        // click on the menu its hover opened does not toggle it shut (the browser's toggle is cancelled).
        onClick={(e) => { if (e.detail > 0 && pressedWith.current === 'mouse' && ref.current?.matches(':popover-open')) e.preventDefault(); }}
      >
        {label}<span className={styles.caret} aria-hidden="true">▾</span>
      </button>
      <ul ref={ref} id={id} popover="auto" className={styles.dropdownMenu} onToggle={onToggle}>
        {items.map((item) => (
          <li key={item.id}>
            <SmartLink href={item.subMenuLink} target={item.target} onClick={close}>{item.subMenuName}</SmartLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
