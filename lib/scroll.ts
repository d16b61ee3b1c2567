// Navigation behaviour of spec §4 as pure functions of the scroll position.
import { NAVBAR_HIDE_PX, NAVBAR_SOLID_PX, SCROLL_TO_TOP_PX } from './constants';

export interface NavScroll { solid: boolean; hidden: boolean; showScrollTop: boolean }

export const TOP_OF_PAGE: NavScroll = { solid: false, hidden: false, showScrollTop: false };

/** Solid from 80px; hidden while scrolling down past 100px, shown again on any scroll up. */
export function nextNavScroll(prevY: number, y: number, prev: NavScroll): NavScroll {
  let hidden = prev.hidden;
  if (y <= NAVBAR_HIDE_PX) hidden = false;
  else if (y > prevY) hidden = true;
  else if (y < prevY) hidden = false;
  return { solid: y >= NAVBAR_SOLID_PX, hidden, showScrollTop: y > SCROLL_TO_TOP_PX };
}
