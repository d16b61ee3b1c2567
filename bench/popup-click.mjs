#!/usr/bin/env node
// The click that makes a lead, as a visitor on a slow phone meets it: a 390 px phone,
// slow 4G (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up) and the CPU slowed 4×. Each run is a fresh
// visitor (new context, empty cache): load the page, read it for a moment (READ_MS), then tap the
// first popup opener in the page's main content. Timed in the page, from the click event to the
// frame that shows the open dialog, and to the frame in which its first text field can be typed
// in (present, enabled, and focusable). p50/p90 of N runs; with --before URL, another build
// (say HEAD~1's on another port) measured in the same rounds, interleaved. Also, of each load: its
// first contentful paint and the frame in which the opener is hydrated (from navigation); and the
// main thread's long tasks (over 50 ms) in the TASKS_MS after the tap, their sum and the longest,
// and the longest that starts once the dialog shows: what a keystroke in the form can wait on while
// its code comes and runs.
// Usage: node bench/popup-click.mjs [--runs N] [--before url] [baseUrl] [path ...]
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../tests/support/chromium.cjs';

export const SLOW_PHONE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpu: 4 };
const READ_MS = Number(process.env.POPUP_READ_MS ?? 3000);
const TASKS_MS = 5000;
/** The popup openers a visitor sees first: the hero's button, else any button that opens the popup. */
export const OPENER = 'main button';

/** Opens `url` on a fresh slow phone, clicks the first opener and returns the two delays in ms. */
export async function clickOnce(browser, url, { opener = OPENER, readMs = READ_MS } = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_PHONE });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpu });
  // The opener's first frame with React's props on it (hydrated: a tap now gets its own answer),
  // on the page's clock like its first paint.
  await page.addInitScript((sel) => {
    const tick = () => {
      const el = document.querySelector(sel);
      if (el && Object.keys(el).some((k) => k.startsWith('__reactProps'))) window.__openerHydrated = performance.now();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, opener);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(readMs);
    const load = await page.evaluate(() => ({ fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime, hydratedMs: window.__openerHydrated }));
    await armTimer(page);
    await page.locator(opener).first().click();
    await page.waitForFunction(() => window.__popupClick?.typeable, null, { timeout: 30_000 });
    await page.waitForTimeout(TASKS_MS);
    const t = await page.evaluate(() => window.__popupClick);
    const within = t.tasks.filter((task) => task.start < t.click + TASKS_MS);
    const tasks = within.map((task) => task.ms);
    // Once the dialog shows, the visitor types: what a key can wait on from then.
    const afterDialog = within.filter((task) => task.start >= t.dialog).map((task) => task.ms);
    return {
      ...load, dialogMs: t.dialog - t.click, typeableMs: t.typeable - t.click, tasksMs: tasks.reduce((a, b) => a + b, 0),
      longestMs: Math.max(0, ...tasks), longestAfterDialogMs: Math.max(0, ...afterDialog),
    };
  } finally {
    await context.close();
  }
}

/** Installs the in-page timer: the click's timestamp, then per frame whether the dialog shows and can be typed in. */
export async function armTimer(page) {
  await page.evaluate(() => {
    const t = (window.__popupClick = { tasks: [] });
    addEventListener('click', (e) => { t.click ??= e.timeStamp; }, { capture: true, once: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (t.click !== undefined && e.startTime >= t.click) t.tasks.push({ start: e.startTime, ms: e.duration });
    }).observe({ type: 'longtask' });
    // performance.now(), not the frame's timestamp: that is the frame's start, which can precede the click.
    const frame = () => {
      const now = performance.now();
      const dialog = document.querySelector('dialog[open]');
      if (t.click !== undefined && dialog && dialog.getBoundingClientRect().height > 0) {
        t.dialog ??= now;
        const field = dialog.querySelector('form input:not([type=hidden]):not([disabled])');
        if (field && field.getBoundingClientRect().height > 0) { t.typeable = now; return; }
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

const pct = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]; };

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv.slice(2);
  const flag = (name) => { const i = argv.indexOf(name); return i >= 0 ? argv.splice(i, 2)[1] : undefined; };
  const runs = Number(flag('--runs') ?? 10);
  const before = flag('--before');
  const [base = 'http://127.0.0.1:3000', ...paths] = argv;
  const routes = paths.length ? paths : ['/'];
  const bases = before ? [before, base] : [base];
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell', args: CHROMIUM_ARGS });
  const samples = {};
  for (let i = 0; i < runs; i++) {
    for (const b of bases) {
      for (const r of routes) {
        const key = `${b}${r}`;
        (samples[key] ??= []).push(await clickOnce(browser, new URL(r, b).href));
        process.stderr.write(`${i + 1}/${runs} ${key} ${JSON.stringify(samples[key].at(-1), (k, v) => (typeof v === 'number' ? Math.round(v) : v))}\n`);
      }
    }
  }
  await browser.close();
  console.log(`click → dialog visible and → first field typeable; navigation → first paint and → opener hydrated; long tasks in the ${TASKS_MS} ms after the click, their sum, the longest and the longest from the dialog's frame on (what a key typed into it can wait on); ms; 390 px, 150 ms RTT, 1.6 Mbit/s, CPU 4×; ${runs} fresh visitors each, ${READ_MS} ms after load`);
  const cols = [['dialog', 'dialogMs'], ['typeable', 'typeableMs'], ['first paint', 'fcpMs'], ['opener hydrated', 'hydratedMs'], ['tasks after', 'tasksMs'], ['longest', 'longestMs'], ['longest once shown', 'longestAfterDialogMs']];
  console.log(`${'page'.padEnd(44)}${cols.map(([name]) => `${`${name} p50`.padStart(name.length + 6)}${'p90'.padStart(6)}`).join('')}`);
  for (const [key, s] of Object.entries(samples)) {
    const cell = (k, w) => { const xs = s.map((x) => x[k]).filter((v) => typeof v === 'number'); return xs.length ? `${String(Math.round(pct(xs, 50))).padStart(w)}${String(Math.round(pct(xs, 90))).padStart(6)}` : `${'–'.padStart(w)}${'–'.padStart(6)}`; };
    console.log(`${key.padEnd(44)}${cols.map(([name, k]) => cell(k, name.length + 6)).join('')}`);
  }
}
