import { useEffect } from 'react';

// Several things may lock at once (mobile menu, route loader, a dialog): count them,
// so one closing does not unlock the page under another.
let locks = 0;

export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    locks += 1;
    document.documentElement.style.overflow = 'hidden';
    document.body.style.overflow = 'hidden';
    return () => {
      locks -= 1;
      if (locks === 0) {
        document.documentElement.style.overflow = '';
        document.body.style.overflow = '';
      }
    };
  }, [active]);
}
