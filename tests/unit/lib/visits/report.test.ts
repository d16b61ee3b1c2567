// The browser's visit report: what goes over the wire as the page goes (navigator.sendBeacon).
import { EventEmitter } from 'node:events';

const routerEvents = new EventEmitter();
jest.mock('next/router', () => ({ __esModule: true, default: { events: { on: (e: string, f: (...a: unknown[]) => void) => routerEvents.on(e, f) } } }));
// The web-vitals chunk comes when the browser is idle; these tests are about the views.
jest.mock('../../../../lib/perf/idle', () => ({ whenIdle: () => () => undefined }));

const sent: { url: string; body: Record<string, unknown> }[] = [];
beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => { sent.push({ url, body: JSON.parse(body) }); return true; },
  });
  window.history.replaceState(null, '', '/best-vlsi-training-institute?utm_campaign=spring&utm_source=newsletter');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('../../../../lib/leads/attribution').captureAttribution();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('../../../../lib/visits/report').reportVisits();
});

const leave = () => window.dispatchEvent(new Event('pagehide'));

it('reports the landing once as the page goes, with its touch and its vitals; a tab switched in the page is no new view', () => {
  // CourseTabs switches a tab by a shallow replace of the query: the same page, still one view.
  routerEvents.emit('routeChangeComplete', '/best-vlsi-training-institute?tab=part_time', { shallow: true });
  leave();
  expect(sent).toHaveLength(1);
  expect(sent[0].url).toBe('/api/visits');
  expect(sent[0].body).toMatchObject({ views: ['/best-vlsi-training-institute'], device: 'desktop', vitals: {} });
  expect(sent[0].body.touch).toMatchObject({ utm_campaign: 'spring', utm_source: 'newsletter', landing_page: '/best-vlsi-training-institute' });
  // Gone again with nothing new: nothing more is sent.
  leave();
  expect(sent).toHaveLength(1);
});

it('a page reached in the page is a view of its own, sent the next time the page goes, without the landing\'s vitals', () => {
  routerEvents.emit('routeChangeComplete', '/about-us?x=1#team', { shallow: false });
  leave();
  expect(sent).toHaveLength(2);
  expect(sent[1].body).toMatchObject({ views: ['/about-us'] });
  expect(sent[1].body).not.toHaveProperty('vitals');
});
