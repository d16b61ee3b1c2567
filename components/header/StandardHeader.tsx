import type { Chrome } from '../../lib/cms/types';
import type { NavScroll } from '../../lib/scroll';
import DesktopHeader from './DesktopHeader';
import MobileHeader from './MobileHeader';

// Both are rendered; CSS shows one by the 992px breakpoint, so the server's HTML is
// right for every screen and nothing jumps on hydration.
export default function StandardHeader({ chrome, scroll }: { chrome: Chrome; scroll: NavScroll }) {
  return (
    <>
      <DesktopHeader chrome={chrome} scroll={scroll} />
      <MobileHeader chrome={chrome} scroll={scroll} />
    </>
  );
}
