import { useEffect, useId, useRef, useState } from 'react';
import type { MenuItem } from '../../lib/cms/types';
import SmartLink from '../common/SmartLink';
import styles from './header.module.scss';

/** Opens on hover (pointer) or click/Enter (touch, keyboard); Escape and outside clicks close it. */
export default function Dropdown({ label, items }: { label: string; items: MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => { if (!ref.current?.contains(e.target as Node)) setOpen(false); };
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') setOpen(false); };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => { document.removeEventListener('pointerdown', onDown); document.removeEventListener('keydown', onKey); };
  }, [open]);

  return (
    <li ref={ref} className={styles.dropdown} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button type="button" className={styles.navButton} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
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
