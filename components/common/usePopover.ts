import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';

/**
 * A menu that is the browser's own popover (`popover` on the menu, `popovertarget` on its button):
 * it opens, closes on Escape or a press outside and hands focus back before any script has come.
 * The script adds `aria-expanded` (undefined until then: the browser states it for the button)
 * and the calls a link or a hover needs.
 */
export function usePopover<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [open, setOpen] = useState<boolean | undefined>(undefined);
  // Opened before the code came, or not: the state is the browser's.
  useEffect(() => { setOpen(ref.current?.matches(':popover-open') ?? false); }, []);
  const onToggle = useCallback((e: SyntheticEvent) => { setOpen((e.nativeEvent as ToggleEvent).newState === 'open'); }, []);
  const show = useCallback(() => { if (ref.current && !ref.current.matches(':popover-open')) ref.current.showPopover(); }, []);
  const close = useCallback(() => { if (ref.current?.matches(':popover-open')) ref.current.hidePopover(); }, []);
  return { ref, open, onToggle, show, close };
}
