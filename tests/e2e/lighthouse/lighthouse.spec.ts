import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// Lighthouse (mobile) on a home, a course, an enterprise and a resource page, each against the
// bench's empty page of the same build measured in the same run, interleaved (bench/lighthouse.mjs):
// a machine twice as slow, or busy, slows both. An absolute floor (performance ≥ 90, TBT ≤ 400 ms)
// passed on a quick machine and failed on a slower one of the same kind (performance 70–74, TBT
// 1,061–1,179 ms on `/`) whatever the site did.
// Asserted, on devtools throttling (the page really loaded over packet-level slow 4G with the CPU
// slowed 4×, what a phone sees): LCP ≤ 1.5 × the empty page's, accessibility, best practices and
// SEO 100, CLS ≤ 0.01. Measured and printed, not asserted: performance and TBT. In this stack
// (pages regenerate every 2 s beside the runs) they are noise, not the site: two full runs of the
// same build measured `/` at TBT 38 vs the empty page's 41 ms, then 395 vs 203 (single runs 15–538
// ms), and performance 97 vs 99, then 83 vs 93, while LCP stayed at 1.16× and 1.12×. Holding them
// to the ratios (performance ≥ empty − 2, TBT ≤ 1.5 × empty + 50 ms) needs a quieter
// measurement than this stack gives: `node bench/lighthouse.mjs` against `npm run serve` with a
// long ISR period (bench/README.md), which also prints simulated throttling; bench/RESULTS.md has its last
// table, and bench/trace.mjs shows where the main thread goes.
// One run per page here (bench/lighthouse.mjs takes medians of 3): on devtools throttling LCP is
// set by the throttled network and barely moves — three runs of each page in one full test run
// spread 1,323–1,351 ms (empty page) and 1,373–1,481 ms (`/`), ratios 1.05–1.11 against the 1.5
// asserted — and the other categories do not depend on timing. Three runs cost 5.8 min of the
// test command, one run 2 min.
const ROUTES = ['/', '/mtech-in-vlsi-design', '/enterprise/corporate-training', '/vlsi/free-vlsi-training-courses'];
const EMPTY = '/bench/empty';

type Figures = { performance: number; accessibility: number; bestPractices: number; seo: number; lcpMs: number; tbtMs: number; cls: number };
type Results = { devtools: Record<string, Figures> };

test('Lighthouse (mobile): every content route paints its largest content within 1.5× the empty page of the same build, and scores 100 in the other categories', async ({ baseURL }) => {
  // 5 pages, 20–36 s a run on this 2-core machine (LIGHTHOUSE_RUNS=3: 5.8 min in a full test run).
  test.setTimeout(20 * 60_000);
  const bench = path.join(__dirname, '..', '..', '..', 'bench', 'lighthouse.mjs');
  const out = execFileSync(process.execPath, [bench, '--json', '--methods', 'devtools', '--runs', process.env.LIGHTHOUSE_RUNS ?? '1', baseURL!, ...ROUTES], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const results: Results = JSON.parse(out.trim().split('\n').pop()!);
  console.log(`Lighthouse medians: ${JSON.stringify(results)}`);
  const empty = results.devtools[EMPTY];
  for (const route of ROUTES) {
    const r = results.devtools[route];
    const label = `${route}: ${JSON.stringify(r)} vs ${EMPTY}: ${JSON.stringify(empty)}`;
    console.log(`${route}: performance ${r.performance} (empty ${empty.performance}), TBT ${Math.round(r.tbtMs)} ms (empty ${Math.round(empty.tbtMs)}), LCP ×${(r.lcpMs / empty.lcpMs).toFixed(2)}`);
    expect.soft(r.lcpMs, label).toBeLessThanOrEqual(1.5 * empty.lcpMs);
    expect.soft(r.accessibility, label).toBe(100);
    expect.soft(r.bestPractices, label).toBe(100);
    expect.soft(r.seo, label).toBe(100);
    expect.soft(r.cls, label).toBeLessThanOrEqual(0.01);
  }
});
