#!/usr/bin/env node
// Lighthouse 12 (mobile default profile) in Debian's Chromium, the site's routes next to the
// bench's empty page of the same build (/bench/empty, BENCH_PAGES=1), runs interleaved (empty,
// route, route…, empty, …) so that a busy or slow machine weighs on both alike, and each figure
// also as a ratio against the empty page. Two throttling methods: `simulate` (Lighthouse's
// model: the scores, TBT) and `devtools` (packet-level slow 4G and 4× CPU: the LCP a phone sees).
// With `--bare URL` (the bare Next app, bench/bare/README.md) its page is measured first in every
// round, and each route also gets its ratios to it ("vs bare": what the site's _app, layout and
// page code cost together, which the empty page of the site's own build cannot show).
// Usage:
//   node bench/lighthouse.mjs [--json] [--runs N] [--methods simulate[:N],devtools[:N]] [--scored-by method] [--blocking] [--before url] [--bare url [--no-empty]] [baseUrl] [path ...]
//   (a table; --json prints one JSON line, used by tests/e2e/lighthouse/lighthouse.spec.ts). `--before` names
//   another build of the site (e.g. the last commit's, served on another port): its runs are
//   interleaved with baseUrl's, so both meet the same machine, and it gets its own table.
import { spawn } from 'node:child_process';
import lighthouse from 'lighthouse';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const EMPTY_PAGE = '/bench/empty';
export const DEFAULT_ROUTES = ['/', '/mtech-in-vlsi-design', '/enterprise/corporate-training', '/vlsi/free-vlsi-training-courses'];
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const KEYS = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'mainThreadMs', 'benchmarkIndex'];

/**
 * One Chromium for every run (Lighthouse opens a fresh tab for each and resets its cache and
 * storage): a new browser and a new Lighthouse process per run cost ~5 s of this 2-core machine
 * each, a third of a simulated run.
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
/** Ends the shared browser (the runs are over). */
export function closeBrowser() {
  if (!browser) return;
  browser.child.kill();
  // Chromium may still be writing its profile as it ends: retried, and a leftover temp folder fails nothing.
  try { rmSync(browser.profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }); } catch { /* left in tmp */ }
  browser = undefined;
}

/** The audits of the figures read here, for runs that score no category: a simulated run took 4.4 s with them alone, 5.1 s with the performance category and 7.1 s with all four (`/`, this machine). */
// The main thread's whole work (parse, style, layout, script; × the CPU slowdown when simulated):
// what a slower machine makes longer, where TBT counts only each task's part past 50 ms.
const METRIC_AUDITS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'mainthread-work-breakdown'];
const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

// With `blocking`: the long tasks between the first paint and Time to Interactive, each one's
// blocking time (its part past 50 ms) summed by the script Lighthouse attributes it to (the
// page's own URL: the parse, style, layout and paint of its document; "Unattributable": the
// browser's own work).
const BLOCKING_AUDITS = ['long-tasks', 'interactive'];

/** The blocking time of a run by source (chunk names without their content hash). */
function blockingBySource(audits) {
  const fcp = audits['first-contentful-paint'].numericValue;
  const tti = audits.interactive.numericValue;
  const by = {};
  for (const t of audits['long-tasks'].details?.items ?? []) {
    if (t.startTime + t.duration < fcp || t.startTime > tti) continue;
    const source = /^https?:/.test(t.url) ? String(t.url).split('/').pop().replace(/[-.][0-9a-f]{16}\.js$/, '') || '(document)' : t.url || 'none';
    by[source] = (by[source] ?? 0) + Math.max(0, t.duration - 50);
  }
  return by;
}

/** One Lighthouse run (mobile profile). `categories`: those to score, or none (the metrics alone) for runs whose scores are taken elsewhere. */
async function runOnce(url, method, categories = ALL_CATEGORIES, { blocking = false } = {}) {
  const port = await chromePort();
  const result = await lighthouse(url, {
    port, output: 'json', logLevel: 'error', throttlingMethod: method,
    ...(categories.length ? { onlyCategories: categories } : { onlyAudits: [...METRIC_AUDITS, ...(blocking ? BLOCKING_AUDITS : [])] }),
    // Pictures of the page and the back/forward cache probe (a second navigation) weigh in no
    // score asserted here and cost seconds per run.
    disableFullPageScreenshot: true, skipAudits: ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error('lighthouse returned no result');
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // A metric Lighthouse could not compute is a failed run (retried), not a missing sample: a
  // median would silently be taken of the others (a busy-core run had a TBT of none once).
  for (const id of METRIC_AUDITS) {
    const audit = lhr.audits[id];
    if (typeof audit?.numericValue !== 'number') throw new Error(`lighthouse: ${id} not measured: ${audit?.errorMessage ?? 'no value'}`);
  }
  const score = (id) => (lhr.categories[id] ? lhr.categories[id].score * 100 : null);
  const failed = (id) => (lhr.categories[id] ? Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && lhr.categories[id].auditRefs.some((r) => r.id === a.id && r.weight > 0)).map((a) => a.id) : []);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    mainThreadMs: lhr.audits['mainthread-work-breakdown'].numericValue,
    // Lighthouse's own gauge of the host's CPU (a JavaScript loop): printed beside the figures.
    benchmarkIndex: lhr.environment.benchmarkIndex,
    ...(blocking && lhr.audits['long-tasks'] ? { blocking: blockingBySource(lhr.audits) } : {}),
    failing: { accessibility: failed('accessibility'), bestPractices: failed('best-practices'), seo: failed('seo') },
  };
}

/**
 * Lighthouse sometimes fails to record its trace ("Runtime error encountered: … Please run
 * Lighthouse again. (NO_NAVSTART)"): a new run is its own cure. Such failures can come in a burst
 * (three in 31 s once, in a full test run; 0 in 24 runs back to back), so the runs are spaced out,
 * and each failed one is logged. A run fails only when Lighthouse does: poor scores are results.
 */
const ATTEMPTS = 5;
const RETRY_PAUSE_MS = 5000;
async function withRetries(fn) {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (error) {
      if (i >= ATTEMPTS) throw error;
      process.stderr.write(`lighthouse: attempt ${i} of ${ATTEMPTS} failed, running it again: ${String(error).split('\n')[0]}\n`);
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
    }
  }
}

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length ? s[Math.floor(s.length / 2)] : null; };

/**
 * Medians per build, method and route, the empty page first, rounds interleaved: each round
 * visits every build's pages in turn (the runs of one round are sequential: parallel runs skew
 * timings). Each route gets its ratios to its own build's empty page.
 */
export const BARE = 'bare';
export async function measureBuilds(bases, routes, { runs = 3, methods = ['simulate', 'devtools'], scoredBy, bare, withEmpty = true, blocking = false, log = () => {} } = {}) {
  const pages = [...(withEmpty ? [EMPTY_PAGE] : []), ...routes.filter((r) => r !== EMPTY_PAGE)];
  const out = Object.fromEntries(bases.map((b) => [b, {}]));
  try {
    for (const spec of methods) {
      // `simulate:3`: this method's own number of rounds.
      const [method, ownRuns] = spec.split(':');
      const rounds = Number(ownRuns ?? runs);
      const samples = Object.fromEntries(bases.map((b) => [b, Object.fromEntries(pages.map((p) => [p, []]))]));
      const bareSamples = [];
      for (let round = 0; round < rounds; round++) {
        // Accessibility, best practices and SEO do not depend on timing: scored in the first round
        // only, and with `scoredBy` only by that method (the other's runs read the metrics alone).
        const scored = !scoredBy || scoredBy === method;
        // The blocking breakdown needs the long-tasks audit: such runs read the metrics alone.
        const categories = blocking ? [] : !scored ? [] : round === 0 ? ALL_CATEGORIES : ['performance'];
        const options = { blocking: blocking && method === 'simulate' };
        if (bare) {
          bareSamples.push(await withRetries(() => runOnce(new URL('/', bare).href, method, categories, options)));
          log(`${method} ${round + 1}/${rounds} ${bare} (bare)`);
        }
        for (const base of bases) {
          for (const page of pages) {
            samples[base][page].push(await withRetries(() => runOnce(new URL(page, base).href, method, categories, options)));
            log(`${method} ${round + 1}/${rounds} ${new URL(page, base).href}`);
          }
        }
      }
      const bareMedians = bare ? summarise([EMPTY_PAGE], { [EMPTY_PAGE]: bareSamples })[EMPTY_PAGE] : null;
      for (const base of bases) {
        out[base][method] = summarise(pages, samples[base]);
        if (!bareMedians) continue;
        for (const p of pages) {
          const r = out[base][method][p];
          r.vsBare = { performance: r.performance - bareMedians.performance, tbt: bareMedians.tbtMs ? r.tbtMs / bareMedians.tbtMs : null, lcp: r.lcpMs / bareMedians.lcpMs };
        }
        out[base][method] = { [BARE]: { ...bareMedians, vsEmpty: null }, ...out[base][method] };
      }
    }
  } finally {
    closeBrowser();
  }
  return out;
}

/** Medians per route of one build and method, each with its ratios to the empty page. */
function summarise(pages, samples) {
  const medians = Object.fromEntries(pages.map((p) => {
    const m = Object.fromEntries(KEYS.map((k) => [k, median(samples[p].map((r) => r[k]).filter((v) => v !== null))]));
    const withBlocking = samples[p].filter((r) => r.blocking);
    const sources = [...new Set(withBlocking.flatMap((r) => Object.keys(r.blocking)))];
    const blocking = withBlocking.length ? Object.fromEntries(sources.map((k) => [k, Math.round(withBlocking.reduce((sum, r) => sum + (r.blocking[k] ?? 0), 0) / withBlocking.length)])) : undefined;
    return [p, { ...m, ...(blocking ? { blocking } : {}), failing: samples[p][0].failing, runs: samples[p].map((r) => ({ performance: r.performance, tbtMs: Math.round(r.tbtMs), lcpMs: Math.round(r.lcpMs), mainThreadMs: Math.round(r.mainThreadMs) })) }];
  }));
  const empty = medians[EMPTY_PAGE];
  for (const p of empty ? pages : []) {
    medians[p].vsEmpty = {
      performance: medians[p].performance - empty.performance,
      tbt: empty.tbtMs ? medians[p].tbtMs / empty.tbtMs : null,
      lcp: medians[p].lcpMs / empty.lcpMs,
      fcp: medians[p].fcpMs / empty.fcpMs,
    };
  }
  return medians;
}

function printTable(results, runs) {
  for (const [method, medians] of Object.entries(results)) {
    const rounds = Object.values(medians)[0]?.runs?.length ?? runs;
    console.log(`\n${method} throttling, median of ${rounds} interleaved runs, mobile profile; "vs empty": difference in points, ratios of times`);
    console.log(`${'route'.padEnd(34)}  perf  a11y  best   seo   FCP ms  LCP ms  TBT ms     CLS   perf±  LCP×  TBT×  vs bare: LCP×  TBT×`);
    const n = (v, w = 6) => String(Math.round(v)).padStart(w);
    const x = (v) => (v === null ? '   –' : v.toFixed(2).padStart(6));
    for (const [route, r] of Object.entries(medians)) {
      const vsEmpty = r.vsEmpty ? `${n(r.vsEmpty.performance, 8)}${x(r.vsEmpty.lcp)}${x(r.vsEmpty.tbt)}` : `${'–'.padStart(8)}${x(null)}${x(null)}`;
      const vsBare = r.vsBare ? `${x(r.vsBare.lcp).padStart(15)}${x(r.vsBare.tbt)}` : '';
      console.log(`${(route === BARE ? 'bare Next app' : route).padEnd(34)}${n(r.performance)}${n(r.accessibility)}${n(r.bestPractices)}${n(r.seo)}${n(r.fcpMs, 9)}${n(r.lcpMs, 8)}${n(r.tbtMs, 8)}${r.cls.toFixed(3).padStart(8)}${vsEmpty}${vsBare}`);
      if (r.blocking) console.log(`    mean blocking ms by source: ${Object.entries(r.blocking).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}`);
      if (route === EMPTY_PAGE || route === BARE) continue;
      for (const [cat, ids] of Object.entries(r.failing)) if (ids.length) console.log(`    ${cat} audits below 1: ${ids.join(', ')}`);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv.slice(2);
  const flag = (name) => { const i = argv.indexOf(name); return i >= 0 ? argv.splice(i, 2)[1] : undefined; };
  const json = argv.includes('--json') ? (argv.splice(argv.indexOf('--json'), 1), true) : false;
  const runs = Number(flag('--runs') ?? process.env.LIGHTHOUSE_RUNS ?? 3);
  const methods = (flag('--methods') ?? 'simulate,devtools').split(',');
  const before = flag('--before');
  const bare = flag('--bare');
  // --no-empty: the bare app alone as the baseline (the test command's check).
  const withEmpty = argv.includes('--no-empty') ? (argv.splice(argv.indexOf('--no-empty'), 1), false) : true;
  // --scored-by devtools: only that method's runs score the categories; the others read the metrics alone (quicker).
  const scoredBy = flag('--scored-by');
  // --blocking: each simulated run also reads its long tasks; each route gets its mean blocking time by source (no scores).
  const blocking = argv.includes('--blocking') ? (argv.splice(argv.indexOf('--blocking'), 1), true) : false;
  const [base = 'http://127.0.0.1:3000', ...paths] = argv;
  const bases = before ? [before, base] : [base];
  for (const b of withEmpty ? bases : []) {
    const emptyPage = await fetch(new URL(EMPTY_PAGE, b)).then((r) => r.status, (e) => String(e));
    if (emptyPage !== 200) {
      console.error(`${new URL(EMPTY_PAGE, b)} answers ${emptyPage}: build the site with BENCH_PAGES=1 (bench/README.md)`);
      process.exit(2);
    }
  }
  const results = await measureBuilds(bases, paths.length ? paths : DEFAULT_ROUTES, { runs, methods, scoredBy, bare, withEmpty, blocking, log: json ? (m) => process.stderr.write(`${m}\n`) : () => {} });
  if (json) console.log(JSON.stringify(before ? results : results[base]));
  else for (const b of bases) { console.log(`\n== ${b}${before ? (b === before ? ' (before)' : ' (after)') : ''}`); printTable(results[b], runs); }
}
