import type { LayoutContent } from '../../lib/cms/types';
import type { NavScroll } from '../../lib/scroll';
import DesktopHeader from './DesktopHeader';
import MobileHeader from './MobileHeader';
import { ServerHtml } from '../common/deferHydration';
import { MOBILE_BREAKPOINT_PX } from '../../lib/constants';

// Both rendered, CSS shows one (nothing jumps); the hidden one stays server HTML until the window crosses the breakpoint.
export default function StandardHeader({ layoutContent, scroll }: { layoutContent: LayoutContent; scroll: NavScroll }) {
  return (
    <>
      <ServerHtml until={`(min-width: ${MOBILE_BREAKPOINT_PX}px)`}><DesktopHeader layoutContent={layoutContent} scroll={scroll} /></ServerHtml>
      <ServerHtml until={`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`}><MobileHeader layoutContent={layoutContent} scroll={scroll} /></ServerHtml>
    </>
  );
}
