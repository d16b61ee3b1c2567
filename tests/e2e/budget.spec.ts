import { expect, test } from '@playwright/test';
import { openDemoPopup } from './cms';
import { stubRecaptcha } from './leads-captcha';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { EMPTY_PAGE, firstLoad } = require('../../bench/firstLoad.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { COMPILE_HINT } = require('../../lib/build/compileHints');

const CONTENT_BUDGET_BYTES = 45 * 1024;
// Strings that survive minification in each library that must load on demand only.
const ON_DEMAND_MARKERS: Record<string, RegExp> = {
  'reCAPTCHA': /grecaptcha|recaptcha\/api\.js/,
  'phone metadata': /country_calling_codes/,
  'Apollo Client': /__APOLLO_CONTEXT__|__APOLLO_CLIENT__/,
  'lead form schema': /Invalid Email address!|Enter phone number/,
  'state data': /Andhra Pradesh/,
  // The forms' HTTP client (issue 13.9): loaded with the popup or a download form's submit only.
  'axios': /AxiosError|ERR_BAD_RESPONSE/,
};
const CONTENT_ROUTES = ['/', '/enterprise', '/mtech-in-vlsi-design', '/thank-you', '/vlsi/free-vlsi-training-courses', '/asic-verification'];

test('first-load JS of content routes stays within 45 kB gz of the empty page and carries no form code', async ({ baseURL }) => {
  const empty = await firstLoad(new URL(EMPTY_PAGE, baseURL).href);
  for (const route of CONTENT_ROUTES) {
    const page = await firstLoad(new URL(route, baseURL).href);
    expect(page.gz - empty.gz, `${route}: ${page.gz} B gz vs empty ${empty.gz} B`).toBeLessThanOrEqual(CONTENT_BUDGET_BYTES);
    for (const [name, marker] of Object.entries(ON_DEMAND_MARKERS)) {
      const carrier = page.scripts.find((s: { text: string }) => marker.test(s.text));
      expect(carrier?.src, `${name} is in the first-load JavaScript of ${route}`).toBeUndefined();
    }
  }
});

test('first-load scripts ask Chrome to compile them eagerly; chunks loaded on demand do not', async ({ page, baseURL }) => {
  const initial = new Set<string>();
  for (const route of CONTENT_ROUTES) {
    // Webpack's chunks; the build and SSG manifests beside them are a few bytes of data.
    for (const script of (await firstLoad(new URL(route, baseURL).href)).scripts.filter((s: { src: string }) => s.src.includes('/_next/static/chunks/'))) {
      expect(script.text.startsWith(`${COMPILE_HINT}\n`), `${script.src} starts with the compile hint`).toBe(true);
      initial.add(new URL(script.src).pathname);
    }
  }
  await stubRecaptcha(page);
  const onDemand: Promise<string>[] = [];
  page.on('response', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/_next/static/chunks/') && pathname.endsWith('.js') && !initial.has(pathname)) onDemand.push(r.text());
  });
  await page.goto('/');
  await openDemoPopup(page);
  expect(onDemand.length, 'the demo popup loads its code on demand').toBeGreaterThan(0);
  for (const text of await Promise.all(onDemand)) expect(text.startsWith(COMPILE_HINT)).toBe(false);
});

test('no third-party request before the visitor interacts', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (r) => { if (!r.url().startsWith(origin) && !r.url().startsWith('data:')) foreign.push(r.url()); });
  // Link prefetches are not what this checks; answered locally they do not make every visible
  // link regenerate its page against the e2e stack's 2 s ISR period.
  await page.route('**/_next/data/**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"pageProps":{}}' }));
  for (const route of CONTENT_ROUTES) {
    await page.goto(route, { waitUntil: 'load' });
    await page.mouse.wheel(0, 4000);
    // Idle-time work (lazy images, prefetch scheduling) has had its chance to ask for anything.
    await page.waitForTimeout(2000);
  }
  expect(foreign).toEqual([]);
});

test('a page does not route itself again after hydration', async ({ page }) => {
  // Next re-routes every statically generated page on mount (history.replaceState plus a
  // second render of the whole tree) when next.config has rewrites; the router's own initial
  // replaceState is the only one a page should make.
  await page.addInitScript(() => {
    const w = window as unknown as { __replaced: number };
    w.__replaced = 0;
    const original = History.prototype.replaceState;
    History.prototype.replaceState = function (this: History, ...args: Parameters<History['replaceState']>) {
      w.__replaced++;
      return original.apply(this, args);
    };
  });
  for (const route of CONTENT_ROUTES) {
    await page.goto(route, { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => (window as unknown as { __replaced: number }).__replaced), route).toBe(1);
  }
});
