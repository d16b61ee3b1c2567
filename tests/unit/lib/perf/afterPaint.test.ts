import { createHash } from 'node:crypto';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { AFTER_PAINT_ATTRIBUTE, AFTER_PAINT_SCRIPT, AFTER_PAINT_SOURCE } = require('../../../../lib/perf/afterPaint');
import { LANDINGS_KEY } from '../../../../lib/leads/attribution';
import { HELD_CLICK_ATTRIBUTE, LISTENING_ATTRIBUTE, replayEarlyInput } from '../../../../lib/perf/transitionHydration';

// The inline script of lib/perf/afterPaint.js, run in jsdom against a page's chunk lists as
// pages/_document.tsx writes them. jsdom has no paint timing and runs no script it is given, so
// the tests read what the script adds to the body; the browser journey (tests/e2e/performance/
// perf.spec.ts) sees the chunks requested after the first paint and the page hydrate.
const LISTS = [['/_next/static/chunks/a.js'], ['/_next/static/chunks/webpack.js', '/_next/static/chunks/framework.js', '/_next/static/b/_buildManifest.js']];
const added = () => [...document.body.querySelectorAll('script[src]')].map((s) => ({ src: s.getAttribute('src'), async: (s as HTMLScriptElement).async }));

let frames: FrameRequestCallback[];
let visibility: DocumentVisibilityState;
/** What the browser's paint timing says: none (an older browser) unless a test gives it entry types. */
let paintTiming: { supportedEntryTypes: string[] } | undefined;
let painted: string[];
beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['performance'] });
  frames = [];
  visibility = 'visible';
  paintTiming = undefined;
  painted = [];
  Object.defineProperty(window, 'PerformanceObserver', { configurable: true, get: () => paintTiming });
  // jsdom's performance has no timeline: the entries are this test's.
  Object.defineProperty(window.performance, 'getEntriesByName', { configurable: true, value: (name: string) => painted.filter((n) => n === name).map((n) => ({ name: n })) });
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  document.body.innerHTML = LISTS.map((l) => `<script type="application/json" ${AFTER_PAINT_ATTRIBUTE}>${JSON.stringify(l)}</script>`).join('');
});
afterEach(() => {
  delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  delete (window.performance as { getEntriesByName?: unknown }).getEntriesByName;
  jest.useRealTimers();
  jest.restoreAllMocks();
});
const frame = () => frames.splice(0).forEach((cb) => cb(performance.now()));
const start = () => new Function(AFTER_PAINT_SCRIPT)();

it('is allowed by the hash of its own text', () => {
  expect(AFTER_PAINT_SOURCE).toBe(`'sha256-${createHash('sha256').update(AFTER_PAINT_SCRIPT).digest('base64')}'`);
});

it('adds every listed chunk once, in the order listed, as ordered (not async) scripts, in the second frame without paint timing', () => {
  start();
  frame();
  expect(added()).toEqual([]);
  frame();
  expect(added()).toEqual(LISTS.flat().map((src) => ({ src, async: false })));
  frame();
  jest.advanceTimersByTime(5000);
  document.dispatchEvent(new Event('visibilitychange'));
  expect(added()).toHaveLength(LISTS.flat().length);
});

it('adds them once the first contentful paint is in the timeline', () => {
  paintTiming = { supportedEntryTypes: ['paint'] };
  start();
  frame();
  frame();
  frame();
  painted.push('first-paint');
  frame();
  expect(added()).toEqual([]);
  painted.push('first-contentful-paint');
  frame();
  expect(added().map((s) => s.src)).toEqual(LISTS.flat());
});

it('adds them at once in a hidden tab, which paints nothing, and two seconds on at the latest', () => {
  visibility = 'hidden';
  start();
  expect(added()).toHaveLength(LISTS.flat().length);
  document.body.querySelectorAll('script[src]').forEach((s) => s.remove());
  visibility = 'visible';
  start();
  jest.advanceTimersByTime(1999);
  expect(added()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(added()).toHaveLength(LISTS.flat().length);
});

it('adds them when the tab is hidden before the first paint', () => {
  start();
  document.dispatchEvent(new Event('visibilitychange'));
  expect(added()).toHaveLength(LISTS.flat().length);
});

describe('a tap before the page\'s code has come', () => {
  const button = (name: string, inForm = false) => {
    const b = document.createElement('button');
    b.appendChild(document.createElement('span')).textContent = name;
    (inForm ? document.body.appendChild(document.createElement('form')) : document.body).appendChild(b);
    return b;
  };

  it('marks the last button tapped for the client to replay, keeps a form from being sent meanwhile; once React listens, neither', () => {
    const first = button('Book a Free Demo Class');
    const second = button('Menu');
    const send = button('Send', true);
    // Whether the browser's own sending was already stopped; stopped here after (jsdom has none).
    const submitted = jest.fn((e: Event) => { const held = e.defaultPrevented; e.preventDefault(); return held; });
    send.form!.addEventListener('submit', submitted);
    start();
    first.click();
    (second.firstChild as HTMLElement).click();
    expect([first, second].map((b) => b.hasAttribute(HELD_CLICK_ATTRIBUTE))).toEqual([false, true]);
    send.click();
    expect([first, second, send].map((b) => b.hasAttribute(HELD_CLICK_ATTRIBUTE))).toEqual([false, false, true]);
    expect(submitted.mock.results.map((r) => r.value)).toEqual([true]);
    (second.firstChild as HTMLElement).click();
    document.documentElement.setAttribute(LISTENING_ATTRIBUTE, '');
    first.click();
    expect([first, second].map((b) => b.hasAttribute(HELD_CLICK_ATTRIBUTE))).toEqual([false, true]);
    send.click();
    expect(submitted.mock.results.map((r) => r.value)).toEqual([true, false]);
    const replayed = jest.fn();
    second.addEventListener('click', replayed);
    replayEarlyInput();
    expect(replayed).toHaveBeenCalledTimes(1);
    expect(second.hasAttribute(HELD_CLICK_ATTRIBUTE)).toBe(false);
    replayEarlyInput();
    expect(replayed).toHaveBeenCalledTimes(1);
    document.documentElement.removeAttribute(LISTENING_ATTRIBUTE);
  });
});

it('tells a field of a form focused before React listened that it has the focus, once it does', () => {
  const form = document.body.appendChild(document.createElement('form'));
  const field = form.appendChild(document.createElement('input'));
  const outside = document.body.appendChild(document.createElement('input'));
  const told = jest.fn();
  document.addEventListener('focusin', (e) => told(e.target));
  field.focus();
  told.mockClear();
  replayEarlyInput();
  expect(told.mock.calls).toEqual([[field]]);
  outside.focus();
  told.mockClear();
  replayEarlyInput();
  expect(told).not.toHaveBeenCalled();
});

describe('a load from a campaign', () => {
  const landings = () => JSON.parse(localStorage.getItem(LANDINGS_KEY) ?? '[]');
  beforeEach(() => localStorage.clear());

  it('is recorded for the attribution code, address, referrer (origin and path) and time, the last five; a plain page of the site is not', () => {
    Object.defineProperty(document, 'referrer', { value: 'http://localhost/', configurable: true });
    start();
    expect(landings()).toEqual([]);
    // Of another site's referrer only its origin and path: its query can carry that visitor's search or email.
    Object.defineProperty(document, 'referrer', { value: 'https://www.google.com/search?q=asha%40example.com#x', configurable: true });
    start();
    expect(landings()).toEqual([['http://localhost/', 'https://www.google.com/search', Date.now()]]);
    window.history.replaceState(null, '', '/?utm_source=google&gclid=G-1');
    Object.defineProperty(document, 'referrer', { value: '', configurable: true });
    for (let i = 0; i < 5; i++) start();
    expect(landings()).toHaveLength(5);
    expect(landings().every(([href]: string[]) => href === 'http://localhost/?utm_source=google&gclid=G-1')).toBe(true);
    window.history.replaceState(null, '', '/');
  });
});
