#!/usr/bin/env node
// Where the main thread goes between the first byte and the end of the load, per route, next to
// the bench's empty page of the same build: Chromium's own trace (devtools.timeline) of a load
// with the CPU slowed 4× as Lighthouse's mobile profile does, summed by kind of work (script,
// style recalculation, layout, paint, HTML parsing), the long tasks (> 50 ms) and, in each, its
// largest pieces with the script URL or the number of layout objects. Median of N loads.
// Usage: node bench/trace.mjs [--runs N] [baseUrl] [path ...]
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../tests/support/chromium.cjs';

const EMPTY_PAGE = '/bench/empty';
const argv = process.argv.slice(2);
const runsAt = argv.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(argv.splice(runsAt, 2)[1]) : 3;
const [base = 'http://127.0.0.1:3000', ...paths] = argv;
const routes = [EMPTY_PAGE, ...(paths.length ? paths : ['/', '/mtech-in-vlsi-design', '/enterprise/corporate-training', '/vlsi/free-vlsi-training-courses'])];

/** Trace event names by the kind of work they are (Chromium's devtools.timeline names). */
const KINDS = {
  script: ['EvaluateScript', 'v8.compile', 'v8.compileModule', 'FunctionCall', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'RunMicrotasks', 'v8.evaluateModule'],
  style: ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet'],
  layout: ['Layout'],
  paint: ['Paint', 'PrePaint', 'Layerize', 'UpdateLayerTree', 'Commit'],
  parse: ['ParseHTML'],
};

async function traceOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] });
  await page.goto(url, { waitUntil: 'load' });
  // What the page does just after load (hydration slices, idle callbacks) counts too.
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 3000 })));
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  await context.close();
  return summarise(trace.traceEvents);
}

function summarise(events) {
  // The page's renderer main thread: of the threads named CrRendererMain, the busiest one.
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`);
  const busy = (id) => events.filter((e) => `${e.pid}:${e.tid}` === id && e.name === 'RunTask').reduce((a, e) => a + (e.dur ?? 0), 0);
  const mainId = mains.sort((a, b) => busy(b) - busy(a))[0];
  const main = events.filter((e) => `${e.pid}:${e.tid}` === mainId && e.ph === 'X');
  const parse = main.find((e) => e.name === 'ParseHTML') ?? main[0];
  const tasks = main.filter((e) => e.name === 'RunTask' && e.dur).sort((a, b) => a.ts - b.ts);
  const start = parse.ts;
  const inTasks = (e) => e.ts >= start;
  const totals = Object.fromEntries(Object.keys(KINDS).map((k) => [k, 0]));
  // Top-level pieces only: an event inside another event of a kind is not counted twice.
  const counted = main.filter(inTasks).filter((e) => Object.values(KINDS).flat().includes(e.name)).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let coveredUntil = 0;
  for (const e of counted) {
    if (e.ts < coveredUntil) continue;
    coveredUntil = e.ts + e.dur;
    const kind = Object.keys(KINDS).find((k) => KINDS[k].includes(e.name));
    totals[kind] += e.dur / 1000;
  }
  const long = tasks.filter((t) => t.ts >= start && t.dur > 50_000).map((t) => {
    const inside = main.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && Object.values(KINDS).flat().includes(e.name));
    const biggest = inside.sort((a, b) => b.dur - a.dur).slice(0, 3).map((e) => {
      const d = e.args?.data ?? e.args?.beginData ?? {};
      // A forced layout (script read geometry) carries the script's stack: who asked.
      const forcedBy = e.args?.beginData?.stackTrace?.[0];
      const layout = `${e.args?.beginData?.dirtyObjects ?? '?'}/${e.args?.beginData?.totalObjects ?? '?'} objects${forcedBy ? `, forced by ${forcedBy.functionName || '?'} ${String(forcedBy.url).split('/').pop()}:${forcedBy.lineNumber}` : ''}`;
      const what = d.url ? String(d.url).split('/').pop() : d.functionName || (e.name === 'Layout' ? layout : '');
      return `${e.name} ${(e.dur / 1000).toFixed(0)} ms${what ? ` (${what})` : ''}`;
    });
    return { at: Math.round((t.ts - start) / 1000), ms: Math.round(t.dur / 1000), biggest };
  });
  const blocking = tasks.filter((t) => t.ts >= start).reduce((a, t) => a + Math.max(0, t.dur / 1000 - 50), 0);
  return { totals, blocking, long };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
const samples = Object.fromEntries(routes.map((r) => [r, []]));
for (let i = 0; i < RUNS; i++) for (const r of routes) samples[r].push(await traceOnce(browser, new URL(r, base).href));
await browser.close();

console.log(`main thread from the first byte to load + idle, CPU 4×, median of ${RUNS} (ms)`);
console.log(`${'route'.padEnd(34)}${['script', 'style', 'layout', 'paint', 'parse', 'blocking'].map((k) => k.padStart(9)).join('')}`);
for (const r of routes) {
  const m = (f) => median(samples[r].map(f));
  console.log(`${r.padEnd(34)}${[...Object.keys(KINDS).map((k) => m((s) => s.totals[k])), m((s) => s.blocking)].map((v) => v.toFixed(0).padStart(9)).join('')}`);
  const last = samples[r].at(-1);
  for (const t of last.long) console.log(`    long task at ${t.at} ms, ${t.ms} ms: ${t.biggest.join('; ')}`);
}
