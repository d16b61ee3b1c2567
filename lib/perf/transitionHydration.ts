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
import type { hydrateRoot as HydrateRoot } from 'react-dom/client';

/** User-timing mark set when Next's hydrateRoot call goes through the wrapper (tests/e2e/performance/perf.spec.ts). */
export const HYDRATION_MARK = 'hydrate-in-transition';

type ClientModule = { hydrateRoot: typeof HydrateRoot; __transitionHydration?: true };

export function hydrateInTransition(client: ClientModule): void {
  if (client.__transitionHydration) return;
  const hydrate = client.hydrateRoot;
  client.hydrateRoot = (...args: Parameters<typeof HydrateRoot>) => {
    let root!: ReturnType<typeof HydrateRoot>;
    performance.mark?.(HYDRATION_MARK);
    startTransition(() => { root = hydrate(...args); });
    return root;
  };
  client.__transitionHydration = true;
}
