// Hydrate the page inside a transition, so React renders it in ~5 ms slices instead of one
// long task. Next's pages router calls `hydrateRoot` plainly, which React runs as a single
// blocking render: on a course page that one task was the longest on the main thread
// (Lighthouse: 110–180 ms at mobile CPU throttling) and most of Total Blocking Time.
// A transition lets the browser paint and answer input between slices; a click on a part
// not yet hydrated makes React hydrate that part first and replay the click.
//
// Next reads `hydrateRoot` off the react-dom/client module object when it first renders, after
// _app's module has run, so wrapping it here is in time. Nothing else calls it.
import { startTransition } from 'react';
import EARLY from './earlyInput.json';
import type { hydrateRoot as HydrateRoot } from 'react-dom/client';

/** User-timing mark set when Next's hydrateRoot call goes through the wrapper (tests/e2e/performance/perf.spec.ts). */
export const HYDRATION_MARK = 'hydrate-in-transition';

type ClientModule = { hydrateRoot: typeof HydrateRoot; __transitionHydration?: true };

/**
 * A tap before the page's code has come: the inline script of lib/perf/afterPaint.js marks the
 * last button tapped with HELD_CLICK_ATTRIBUTE (and keeps a form from being sent) until <html> carries
 * LISTENING_ATTRIBUTE, set here when React starts to listen (from then on React itself hydrates
 * the part tapped and replays the tap). The names come from the file that script reads too.
 */
export const HELD_CLICK_ATTRIBUTE = EARLY.heldClickAttribute;
export const LISTENING_ATTRIBUTE = EARLY.listeningAttribute;

/**
 * Catches up with the visitor once the hydration has committed (pages/_app.tsx): a field focused
 * before React listened is told again that it has the focus (a form fetches its captcha's code on
 * its first focus: components/leads/useLazyCaptcha.tsx), and the held tap is given to its button.
 */
export function replayEarlyInput(): void {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused.closest('form')) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  const held = document.querySelector<HTMLElement>(`[${HELD_CLICK_ATTRIBUTE}]`);
  held?.removeAttribute(HELD_CLICK_ATTRIBUTE);
  held?.click();
}

export function hydrateInTransition(client: ClientModule): void {
  if (client.__transitionHydration) return;
  const hydrate = client.hydrateRoot;
  client.hydrateRoot = (...args: Parameters<typeof HydrateRoot>) => {
    let root!: ReturnType<typeof HydrateRoot>;
    performance.mark?.(HYDRATION_MARK);
    document.documentElement.setAttribute(LISTENING_ATTRIBUTE, '');
    startTransition(() => { root = hydrate(...args); });
    return root;
  };
  client.__transitionHydration = true;
}
