import type { LayoutContent } from '../../lib/cms/types';
import type { NavScroll } from '../../lib/scroll';
import DesktopHeader from './DesktopHeader';
import MobileHeader from './MobileHeader';

// Both are rendered; CSS shows one by the 992px breakpoint, so the server's HTML is
// right for every screen and nothing jumps on hydration.
export default function StandardHeader({ layoutContent, scroll }: { layoutContent: LayoutContent; scroll: NavScroll }) {
  return (
    <>
      <DesktopHeader layoutContent={layoutContent} scroll={scroll} />
      <MobileHeader layoutContent={layoutContent} scroll={scroll} />
    </>
  );
}
