#!/usr/bin/env node
// What measuring a visit costs the visitor's phone: Chromium's own trace of a load with the CPU
// slowed 4× (Lighthouse's mobile profile), through the idle moment the web-vitals chunk comes in,
// to the visitor leaving (a navigation away: pagehide, the beacon). Per route, median of N: the
// longest main-thread task that evaluates or runs the web-vitals chunk, the task of the page's
// going (pagehide and visibilitychange handlers, the beacon included), and the beacon's bytes.
// Usage: node bench/visits-cost.mjs [--runs N] [baseUrl] [path ...]     (a running site; loopback)
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../tests/support/chromium.cjs';

const argv = process.argv.slice(2);
const runsAt = argv.indexOf('--runs');
const RUNS = Math.min(10, runsAt >= 0 ? Number(argv.splice(runsAt, 2)[1]) : 3);
const [base = 'http://127.0.0.1:3000', ...paths] = argv;
const routes = paths.length ? paths : ['/', '/mtech-in-vlsi-design', '/enterprise', '/asic-verification'];
const CHUNK = /\/web-vitals\.[^/]*\.js/;

async function once(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] });
  await page.goto(url, { waitUntil: 'load' });
  const deadline = Date.now() + 15_000;
  while (!(await page.evaluate((re) => performance.getEntriesByType('resource').some((e) => new RegExp(re).test(e.name)), CHUNK.source))) {
    if (Date.now() > deadline) throw new Error(`${url}: the web-vitals chunk did not come within 15 s`);
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(500);
  await page.goto('about:blank');
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  await context.close();
  return tasks(trace.traceEvents);
}

function tasks(events) {
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const main = events.filter((e) => mains.has(`${e.pid}:${e.tid}`) && e.ph === 'X' && e.dur);
  const runTasks = main.filter((e) => e.name === 'RunTask');
  const url = (e) => String(e.args?.data?.url ?? e.args?.beginData?.url ?? '');
  const inside = (t, e) => e !== t && `${e.pid}:${e.tid}` === `${t.pid}:${t.tid}` && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur;
  /** Per task, the time of its outermost events that pass `test`; the largest such task (ms), and that whole task's length. */
  const largest = (test) => runTasks.map((t) => {
    const mine = main.filter((e) => inside(t, e) && test(e)).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    let until = 0;
    let ms = 0;
    for (const e of mine) if (e.ts >= until) { until = e.ts + e.dur; ms += e.dur / 1000; }
    return { ms, task: t.dur / 1000 };
  }).reduce((a, b) => (b.ms > a.ms ? b : a), { ms: 0, task: 0 });
  const chunk = largest((e) => ['EvaluateScript', 'v8.compile', 'FunctionCall', 'v8.evaluateModule'].includes(e.name) && CHUNK.test(url(e)));
  const leaving = largest((e) => e.name === 'EventDispatch' && ['pagehide', 'visibilitychange'].includes(e.args?.data?.type));
  return { chunk: chunk.ms, chunkTask: chunk.task, leaving: leaving.ms, leavingTask: leaving.task };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
const samples = Object.fromEntries(routes.map((r) => [r, []]));
for (let i = 0; i < RUNS; i++) for (const r of routes) samples[r].push(await once(browser, new URL(r, base).href));
await browser.close();

console.log(`CPU 4×, median of ${RUNS} (ms; each run's in brackets): the web-vitals chunk's own script time in its task, and the`);
console.log('page going: its pagehide and visibilitychange handlers (the beacon); each beside the whole task that holds it');
const cols = ['chunk', 'chunkTask', 'leaving', 'leavingTask'];
console.log(`${'route'.padEnd(26)}${['web-vitals chunk', 'its task', 'page going', 'its task'].map((h) => h.padStart(34)).join('')}`);
for (const r of routes) {
  const col = (k) => `${median(samples[r].map((s) => s[k])).toFixed(1)} [${samples[r].map((s) => s[k].toFixed(1)).join(', ')}]`.padStart(34);
  console.log(`${r.padEnd(26)}${cols.map(col).join('')}`);
}
