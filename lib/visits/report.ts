// Browser-only. Each page view is reported once, first-party and cookieless, as the page is hidden:
// its path, the device class, where the visit came from (the touch lib/leads/attribution keeps) and,
// with the document's first view, the Core Web Vitals the `web-vitals` library measured. The library
// is fetched when the browser is idle, off the first load: its observers are buffered, so the paint
// and shift entries of the load are read all the same.
import Router from 'next/router';
import { MOBILE_BREAKPOINT_PX, VISITS_API, type VitalName } from '../constants';
import { readAttribution } from '../leads/attribution';
import { whenIdle } from '../perf/idle';

const LOAD_LIBRARY_WITHIN_MS = 5_000;

export function reportVisits(): void {
  const views = [location.pathname];
  const vitals: Partial<Record<VitalName, number>> = {};
  let sent = 0;
  let first = true;
  // A shallow change (a tab's ?tab=) stays on the page: no new view.
  Router.events.on('routeChangeComplete', (url: string, { shallow }: { shallow: boolean }) => { if (!shallow) views.push(url.replace(/[?#].*$/, '')); });
  const send = (event: Event) => {
    // A page prerendered and never shown is no visit.
    if ((event.type === 'visibilitychange' && document.visibilityState !== 'hidden') || (document as { prerendering?: boolean }).prerendering) return;
    if (!first && sent === views.length) return;
    // The touch a lead would be credited to: the last, else the first.
    const { first: firstTouch, last } = readAttribution();
    const touch = last ?? firstTouch;
    const body = { views: views.slice(sent), device: innerWidth < MOBILE_BREAKPOINT_PX ? 'phone' : 'desktop', ...(touch ? { touch } : {}), ...(first ? { vitals } : {}) };
    if (navigator.sendBeacon(VISITS_API, JSON.stringify(body))) [sent, first] = [views.length, false];
  };
  // A tab put away or closed is hidden; a navigation away may only fire pagehide (Chromium without
  // the back-forward cache, Safari). Every change of a vital is kept, so either moment has the latest.
  addEventListener('visibilitychange', send);
  addEventListener('pagehide', send);
  whenIdle(() => {
    void import(/* webpackChunkName: "web-vitals" */ 'web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      // Each in an idle moment of its own: together, on a slow phone, they made one task past 10 ms.
      const keep = (m: { name: VitalName; value: number }) => { vitals[m.name] = m.value; };
      for (const on of [onTTFB, onFCP, onLCP, onCLS, onINP]) whenIdle(() => on(keep, { reportAllChanges: true }), LOAD_LIBRARY_WITHIN_MS);
    });
  }, LOAD_LIBRARY_WITHIN_MS);
}
