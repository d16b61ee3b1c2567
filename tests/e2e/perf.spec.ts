// Guards for the performance mechanisms of lib/perf/README.md. Each leans on a Next or React
// internal, so an upgrade can stop it from applying without any error: each test here fails then.
import { expect, test } from '@playwright/test';
import { openDemoPopup } from './cms';
import { stubRecaptcha } from './leads-captcha';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { firstLoad } = require('../support/firstLoad.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { COMPILE_HINT } = require('../../lib/perf/compileHints');

const CONTENT_ROUTES = ['/', '/enterprise', '/mtech-in-vlsi-design', '/thank-you'];

test('the site is built with webpack: its runtime boots the page and no inline script runs', async ({ baseURL }) => {
  const html = await (await fetch(new URL('/', baseURL).href)).text();
  // Turbopack's pages-router output boots from an inline <script>, which the CSP (no
  // 'unsafe-inline', no nonce on static ISR pages) blocks. JSON data blocks do not execute.
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].filter((m) => !/type="application\/json"/.test(m[1]));
  expect(inline.map((m) => m[0])).toEqual([]);
  const { scripts } = await firstLoad(new URL('/', baseURL).href);
  const chunks = scripts.filter((s: { src: string }) => s.src.includes('/_next/static/chunks/'));
  expect(chunks.some((s: { src: string }) => /\/chunks\/webpack-[\w-]+\.js$/.test(s.src)), 'webpack runtime chunk').toBe(true);
  for (const s of chunks) expect(s.text, s.src).not.toContain('TURBOPACK');
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

test('the page hydrates in slices that other tasks run between, not in one task', async ({ page }) => {
  // A ticker task that re-posts itself: it runs whenever the main thread is free between two
  // tasks. Next measures hydration ("Next.js-hydration": from just before hydrateRoot to the
  // commit). A plain hydrateRoot renders the page in one task, so (almost) no tick falls inside
  // that window; a transition yields every ~5 ms, so many do and no gap is near the whole.
  await page.addInitScript(() => {
    const w = window as unknown as { __ticks: number[]; __stopTicks: boolean };
    w.__ticks = [];
    w.__stopTicks = false;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      w.__ticks.push(performance.now());
      if (!w.__stopTicks && w.__ticks.length < 100_000) channel.port2.postMessage(null);
    };
    channel.port2.postMessage(null);
  });
  // Mobile-like CPU, so that the page's hydration is long enough to be sliced many times.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/mtech-in-vlsi-design');
  const hydration = await page.waitForFunction(() => {
    const m = performance.getEntriesByName('Next.js-hydration')[0];
    if (!m) return null;
    const w = window as unknown as { __ticks: number[]; __stopTicks: boolean };
    w.__stopTicks = true;
    const start = m.startTime;
    const end = m.startTime + m.duration;
    const inside = w.__ticks.filter((t) => t > start && t < end);
    const edges = [start, ...inside, end];
    const longestGap = Math.max(...edges.slice(1).map((t, i) => t - edges[i]));
    return { duration: m.duration, ticks: inside.length, longestGap };
  }).then((h) => h.jsonValue());
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const detail = JSON.stringify(hydration);
  expect(hydration!.ticks, detail).toBeGreaterThanOrEqual(5);
  expect(hydration!.longestGap, detail).toBeLessThan(hydration!.duration / 2);
});

test('a site link prefetches on hover and navigates in the page on a plain click (SmartLink)', async ({ page }) => {
  const documents: string[] = [];
  page.on('request', (r) => { if (r.resourceType() === 'document') documents.push(r.url()); });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.evaluate(() => { (window as unknown as { __samePage: boolean }).__samePage = true; });
  documents.length = 0;
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
  const prefetch = page.waitForRequest((r) => /\/_next\/data\/[^/]+\/privacy-policy\.json/.test(r.url()));
  await link.hover();
  await prefetch;
  await link.click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  expect(documents).toEqual([]);
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
