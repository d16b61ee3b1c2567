import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// Lighthouse (mobile) on a home, a course, an enterprise and a resource page, each against the
// bench's empty page of the same build measured in the same run, interleaved (bench/lighthouse.mjs):
// a machine twice as slow, or busy, slows both, so the check fails when the site regresses
// against Next itself, not when the machine is slow. An absolute floor (performance ≥ 90, TBT
// ≤ 400 ms) passed on a quick machine and failed on a slower one of the same kind (performance
// 70–74, TBT 1,061–1,179 ms on `/`) whatever the site did.
// Asserted on devtools throttling (the page really loaded over packet-level slow 4G with the CPU
// slowed 4×, what a phone sees): performance ≥ empty − 2, TBT ≤ 1.5 × empty + 50 ms, LCP ≤ 1.5 ×
// empty; accessibility, best practices and SEO 100; CLS ≤ 0.01 (0 measured on every route).
// Simulated throttling (Lighthouse's default, an estimate from an unthrottled load) is left to
// `node bench/lighthouse.mjs`, which prints both; not asserted here because on this machine it puts the content routes at TBT 640–1,230 ms against
// the empty page's 306 while the same loads really throttled block 38–57 ms against 41 (first
// full run, 2026-11-24). Closing that estimate's gap is open work (issue "as fast as a bare Next
// page"); bench/trace.mjs shows where the main thread goes.
const ROUTES = ['/', '/mtech-in-vlsi-design', '/enterprise/corporate-training', '/vlsi/free-vlsi-training-courses'];
const EMPTY = '/bench/empty';

type Figures = { performance: number; accessibility: number; bestPractices: number; seo: number; lcpMs: number; tbtMs: number; cls: number };
type Results = { devtools: Record<string, Figures> };

test('Lighthouse (mobile): every content route as fast as the empty page of the same build, and 100 in the other categories', async ({ baseURL }) => {
  // 5 pages × 5 runs (medians of 5: the scores of 3 moved by a point), ~20 s a run on a quiet 2-core machine.
  test.setTimeout(15 * 60_000);
  const bench = path.join(__dirname, '..', '..', 'bench', 'lighthouse.mjs');
  const out = execFileSync(process.execPath, [bench, '--json', '--methods', 'devtools', '--runs', process.env.LIGHTHOUSE_RUNS ?? '5', baseURL!, ...ROUTES], {
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
    expect.soft(r.performance, label).toBeGreaterThanOrEqual(empty.performance - 2);
    expect.soft(r.tbtMs, label).toBeLessThanOrEqual(1.5 * empty.tbtMs + 50);
    expect.soft(r.lcpMs, label).toBeLessThanOrEqual(1.5 * empty.lcpMs);
    expect.soft(r.accessibility, label).toBe(100);
    expect.soft(r.bestPractices, label).toBe(100);
    expect.soft(r.seo, label).toBe(100);
    expect.soft(r.cls, label).toBeLessThanOrEqual(0.01);
  }
});
