#!/usr/bin/env node
// Lighthouse 12 (mobile profile) in Debian's Chromium: the site's routes against the bare Next app
// (bench/bare/README.md) served in the same run, rounds interleaved (bare app, then each route of
// each build, round after round) so that a busy or slow machine weighs on all alike, medians.
//
// `devtools` throttling (the default): the browser really slowed, CPU 4×, slow 4G. Each run is an
// idle visit of IDLE_VISIT_MS: Lighthouse keeps tracing until IDLE_VISIT_MS after the first paint,
// touching nothing, so one load gives the whole table the check judges: total blocking time,
// main-thread work, time to interactive, largest paint, the longest main-thread task after the
// first paint (a chunk fetched and run seconds after load counts), and the bytes of the requests
// started in the first BYTES_WINDOW_MS. Each figure is judged against the bare app's median of
// the same run (LIMITS; `--limits JSON` replaces them). `simulate` (Lighthouse's model) may be
// asked for beside it: printed, never judged (its Lantern drops tasks under 10 ms and does not
// follow chunks started after the first paint).
//
// `--before URL`: another build of the site (the same commit with a lib/perf mechanism switched
// off, or the last commit's, served on another port) measured in the same rounds: both builds get
// their table, and a third gives after ÷ before for each figure (the mechanism's gain).
// Usage:
//   node bench/lighthouse.mjs --bare URL [--json] [--runs N] [--methods devtools[:N],simulate[:N]]
//     [--limits JSON] [--blocking] [--before URL] [baseUrl] [path ...]
//   (--json: the tables go to stderr and one JSON line to stdout, read by tests/e2e/timed/lighthouse.spec.ts)
import { spawn } from 'node:child_process';
import lighthouse from 'lighthouse';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS } from '../tests/support/chromium.cjs';

const DEFAULT_ROUTES = ['/', '/mtech-in-vlsi-design', '/enterprise', '/asic-verification'];
const IDLE_VISIT_MS = 15_000;
const BYTES_WINDOW_MS = 10_000;
/** Each figure ≤ perBare × the bare app's median + plus (ms, or bytes for `bytes`): bench/phone-limits.json. */
const { $comment, ...LIMITS } = JSON.parse(readFileSync(new URL('./phone-limits.json', import.meta.url), 'utf8'));
const FIGURES = { tbtMs: 'TBT', mainThreadMs: 'main thread', ttiMs: 'TTI', lcpMs: 'LCP', longestTaskMs: 'longest task', bytes: `bytes ${BYTES_WINDOW_MS / 1000} s` };
const KEYS = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcpMs', 'cls', 'traceMs', ...Object.keys(FIGURES)];
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/**
 * One Chromium for every run (Lighthouse opens a fresh tab for each and resets its cache and
 * storage): a new browser and a new Lighthouse process per run cost ~5 s of this 2-core machine.
 */
let browser;
async function chromePort() {
  if (browser) return browser.port;
  const profile = mkdtempSync(path.join(tmpdir(), 'lh-'));
  const child = spawn(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', [...CHROME_FLAGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const port = await new Promise((resolve, reject) => {
    let err = '';
    child.stderr.on('data', (d) => {
      err += d;
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`chromium exited (${code}) before it listened: ${err.slice(-300)}`)));
  });
  child.stderr.resume();
  browser = { port, child, profile };
  // Killed or failed, this process takes its browser with it.
  process.once('exit', closeBrowser);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
  return port;
}
function closeBrowser() {
  if (!browser) return;
  browser.child.kill();
  // Chromium may still be writing its profile as it ends: retried, and a leftover temp folder fails nothing.
  try { rmSync(browser.profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }); } catch { /* left in tmp */ }
  browser = undefined;
}

// The audits the figures come from; a run that scores no category reads these alone (quicker).
const METRIC_AUDITS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'mainthread-work-breakdown', 'interactive', 'long-tasks', 'network-requests', 'metrics'];
const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** With `--blocking`: the blocking time (each long task's part past 50 ms) between FCP and TTI, summed by the script it is attributed to. */
function blockingBySource(audits, fcp) {
  const by = {};
  for (const t of audits['long-tasks'].details?.items ?? []) {
    if (t.startTime + t.duration < fcp || t.startTime > audits.interactive.numericValue) continue;
    const source = /^https?:/.test(t.url) ? String(t.url).split('/').pop().replace(/[-.][0-9a-f]{16}\.js$/, '') || '(document)' : t.url || 'none';
    by[source] = (by[source] ?? 0) + Math.max(0, t.duration - 50);
  }
  return by;
}

/** One Lighthouse run (mobile profile); `categories`: those to score, or none (the figures alone). */
async function runOnce(url, method, categories, { blocking = false } = {}) {
  const port = await chromePort();
  const result = await lighthouse(url, {
    port, output: 'json', logLevel: 'error', throttlingMethod: method,
    ...(categories.length ? { onlyCategories: categories } : { onlyAudits: METRIC_AUDITS }),
    // The idle visit: traced until IDLE_VISIT_MS after the first paint, whatever the page does.
    ...(method === 'devtools' ? { pauseAfterFcpMs: IDLE_VISIT_MS, maxWaitForLoad: IDLE_VISIT_MS + 30_000 } : {}),
    // Pictures of the page and the back/forward cache probe (a second navigation) weigh in no figure here and cost seconds.
    disableFullPageScreenshot: true, skipAudits: ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error('lighthouse returned no result');
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // A figure Lighthouse could not compute fails the run (retried): a median would silently be taken of the others.
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'mainthread-work-breakdown', 'interactive']) {
    if (typeof lhr.audits[id]?.numericValue !== 'number') throw new Error(`lighthouse: ${id} not measured: ${lhr.audits[id]?.errorMessage ?? 'no value'}`);
  }
  const a = lhr.audits;
  const fcpMs = a['first-contentful-paint'].numericValue;
  const traceMs = a.metrics.details.items[0].observedTraceEnd;
  if (method === 'devtools' && traceMs < IDLE_VISIT_MS) throw new Error(`lighthouse traced ${Math.round(traceMs)} ms, not the ${IDLE_VISIT_MS} ms idle visit`);
  // Long tasks are those of 50 ms and more: a visit without one has its longest under 50.
  const after = (a['long-tasks'].details?.items ?? []).filter((t) => t.startTime >= fcpMs).map((t) => t.duration);
  const score = (id) => (lhr.categories[id] ? lhr.categories[id].score * 100 : null);
  const failed = (id) => (lhr.categories[id] ? Object.values(a).filter((x) => x.score !== null && x.score < 1 && lhr.categories[id].auditRefs.some((r) => r.id === x.id && r.weight > 0)).map((x) => x.id) : []);
  const requests = a['network-requests'].details?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs,
    lcpMs: a['largest-contentful-paint'].numericValue,
    tbtMs: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    mainThreadMs: a['mainthread-work-breakdown'].numericValue,
    ttiMs: a.interactive.numericValue,
    longestTaskMs: after.length ? Math.max(...after) : 50,
    longTasksAfterPaint: (a['long-tasks'].details?.items ?? []).filter((t) => t.startTime >= fcpMs).map((t) => ({ at: Math.round(t.startTime), ms: Math.round(t.duration), url: String(t.url).split('/').pop() })),
    bytes: requests.filter((r) => r.networkRequestTime <= BYTES_WINDOW_MS).reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    traceMs,
    ...(blocking ? { blocking: blockingBySource(a, fcpMs) } : {}),
    failing: { accessibility: failed('accessibility'), bestPractices: failed('best-practices'), seo: failed('seo') },
  };
}

/**
 * Lighthouse sometimes fails to record its trace (NO_NAVSTART and the like), in bursts: a new run,
 * spaced out, is its cure, and each failure is logged. A run fails only when Lighthouse does.
 */
async function withRetries(fn, log) {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (error) {
      if (i >= 5) throw error;
      log(`lighthouse: attempt ${i} of 5 failed, running it again: ${String(error).split('\n')[0]}`);
      await new Promise((resolve) => setTimeout(resolve, 5000));
    }
  }
}

const median = (xs) => { const s = xs.filter((v) => typeof v === 'number').sort((a, b) => a - b); return s.length ? s[Math.floor(s.length / 2)] : null; };

const BARE = 'bare';
/**
 * Per method, per build and route (and BARE): the medians, the runs, and each figure judged
 * against the bare app's median with `limits`. Categories are scored in the first round only
 * (they do not depend on timing); `--blocking` runs read figures alone.
 */
async function measure({ bare, bases, routes, methods = ['devtools:3'], limits = LIMITS, blocking = false, log = () => {} }) {
  const out = {};
  try {
    for (const spec of methods) {
      const [method, n] = spec.split(':');
      const rounds = Number(n ?? 3);
      const pages = [[BARE, new URL('/', bare).href], ...bases.flatMap((b) => routes.map((r) => [`${b}${r}`, new URL(r, b).href]))];
      const samples = Object.fromEntries(pages.map(([key]) => [key, []]));
      for (let round = 0; round < rounds; round++) {
        for (const [key, url] of pages) {
          const categories = blocking ? [] : round === 0 && key !== BARE ? ALL_CATEGORIES : [];
          const r = await withRetries(() => runOnce(url, method, categories, { blocking: blocking && method === 'simulate' }), log);
          samples[key].push(r);
          log(`${method} ${round + 1}/${rounds} ${key}: ${Object.keys(FIGURES).map((k) => `${k} ${Math.round(r[k])}`).join(', ')}`);
        }
      }
      const medians = Object.fromEntries(pages.map(([key]) => [key, summarise(samples[key])]));
      const b = medians[BARE];
      for (const [key] of pages) {
        if (key === BARE || method !== 'devtools') continue;
        medians[key].checks = Object.fromEntries(Object.entries(limits).map(([k, l]) => {
          const limit = l.perBare * b[k] + l.plus;
          return [k, { value: medians[key][k], bare: b[k], limit, ok: medians[key][k] <= limit }];
        }));
      }
      out[method] = medians;
    }
  } finally {
    closeBrowser();
  }
  return out;
}

function summarise(runs) {
  const m = Object.fromEntries(KEYS.map((k) => [k, median(runs.map((r) => r[k]))]));
  const withBlocking = runs.filter((r) => r.blocking);
  const sources = [...new Set(withBlocking.flatMap((r) => Object.keys(r.blocking)))];
  return {
    ...m,
    ...(withBlocking.length ? { blocking: Object.fromEntries(sources.map((k) => [k, Math.round(withBlocking.reduce((s, r) => s + (r.blocking[k] ?? 0), 0) / withBlocking.length)])) } : {}),
    failing: runs.find((r) => r.performance !== null)?.failing ?? runs[0].failing,
    runs: runs.map((r) => ({ ...Object.fromEntries(Object.keys(FIGURES).map((k) => [k, Math.round(r[k])])), longTasksAfterPaint: r.longTasksAfterPaint })),
  };
}

const fmt = (k, v) => (v === null || v === undefined ? '–' : k === 'bytes' ? `${(v / 1000).toFixed(0)} kB` : `${Math.round(v)}`);
const pad = (s, w) => String(s).padStart(w);

/** The tables, as lines: per method and build, each figure with its ratio to the bare app and, judged, its limit. */
function tables(results, bases, before) {
  const lines = [];
  const cols = Object.keys(FIGURES);
  for (const [method, medians] of Object.entries(results)) {
    const rounds = medians[BARE].runs.length;
    for (const base of bases) {
      lines.push('', `${method} throttling (mobile, CPU 4×, slow 4G), median of ${rounds} interleaved rounds, ${base}${before ? (base === before ? ' (before)' : ' (after)') : ''}`);
      lines.push(`${'page'.padEnd(26)}${cols.map((k) => pad(FIGURES[k], 22)).join('')}   perf`);
      lines.push(`${'bare Next app'.padEnd(26)}${cols.map((k) => pad(fmt(k, medians[BARE][k]), 22)).join('')}`);
      for (const [key, r] of Object.entries(medians)) {
        if (!key.startsWith(base)) continue;
        const cell = (k) => {
          const c = r.checks?.[k];
          const ratio = medians[BARE][k] ? ` ${(r[k] / medians[BARE][k]).toFixed(2)}×` : '';
          return pad(`${fmt(k, r[k])}${ratio}${c ? (c.ok ? ' ok' : ` >${fmt(k, c.limit)}`) : ''}`, 22);
        };
        lines.push(`${key.slice(base.length).padEnd(26)}${cols.map(cell).join('')}${pad(fmt('', r.performance), 7)}`);
        for (const [cat, ids] of Object.entries(r.failing)) if (ids.length) lines.push(`    ${cat} audits below 1: ${ids.join(', ')}`);
        if (r.blocking) lines.push(`    mean blocking ms by source: ${Object.entries(r.blocking).sort((x, y) => y[1] - x[1]).map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}`);
      }
    }
    if (before) {
      const after = bases.find((b) => b !== before);
      lines.push('', `${method}: after ÷ before (below 1: the change is a gain), same rounds`);
      for (const key of Object.keys(medians).filter((k) => k.startsWith(after))) {
        const route = key.slice(after.length);
        const was = medians[`${before}${route}`];
        lines.push(`${route.padEnd(26)}${cols.map((k) => pad(was[k] ? `${(medians[key][k] / was[k]).toFixed(2)}×` : '–', 22)).join('')}`);
      }
    }
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv.slice(2);
  const flag = (name) => { const i = argv.indexOf(name); return i >= 0 ? argv.splice(i, 2)[1] : undefined; };
  const has = (name) => (argv.includes(name) ? (argv.splice(argv.indexOf(name), 1), true) : false);
  const json = has('--json');
  const blocking = has('--blocking');
  const runs = flag('--runs');
  const methods = (flag('--methods') ?? `devtools:${runs ?? 3}`).split(',');
  const before = flag('--before');
  const bare = flag('--bare');
  const limits = JSON.parse(flag('--limits') ?? JSON.stringify(LIMITS));
  if (!bare) {
    console.error('--bare URL is required: every figure is a ratio against the bare Next app (node bench/bare/run.cjs start 3050)');
    process.exit(2);
  }
  const [base = 'http://127.0.0.1:3000', ...paths] = argv;
  const bases = before ? [before, base] : [base];
  const print = (line) => (json ? process.stderr : process.stdout).write(`${line}\n`);
  const started = Date.now();
  const results = await measure({ bare, bases, routes: paths.length ? paths : DEFAULT_ROUTES, methods, limits, blocking, log: (m) => process.stderr.write(`${m}\n`) });
  for (const line of tables(results, bases, before)) print(line);
  print(`\n${((Date.now() - started) / 1000).toFixed(0)} s; limits: ${Object.entries(limits).map(([k, l]) => `${FIGURES[k]} ≤ ${l.perBare} × bare${l.plus ? ` + ${fmt(k, l.plus)}${k === 'bytes' ? '' : ' ms'}` : ''}`).join('; ')}`);
  if (json) console.log(JSON.stringify(results));
}
