import { useEffect, useState } from 'react';
import { nextNavScroll, TOP_OF_PAGE, type NavScroll } from '../scroll';

export function useNavScroll(): NavScroll {
  const [state, setState] = useState<NavScroll>(TOP_OF_PAGE);
  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      setState((prev) => {
        const next = nextNavScroll(lastY, y, prev);
        lastY = y;
        return next.solid === prev.solid && next.hidden === prev.hidden && next.showScrollTop === prev.showScrollTop ? prev : next;
      });
    };
    const onScroll = () => { if (!frame) frame = requestAnimationFrame(update); };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => { window.removeEventListener('scroll', onScroll); if (frame) cancelAnimationFrame(frame); };
  }, []);
  return state;
}
