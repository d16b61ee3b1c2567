import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// Asserted in CI on the home page and one course page (median of 3 runs). The category scores
// and CLS are exact targets. Performance and TBT depend on how busy the machine is (simulated
// 4x CPU slowdown on 2 shared cores; the e2e site regenerates pages every 2 s in the
// background), so CI holds a regression floor; the targets (performance >= 98,
// TBT <= 100 ms) are measured by `node bench/lighthouse.mjs` against `npm run serve`.
// Tighten with LIGHTHOUSE_MIN_PERFORMANCE / LIGHTHOUSE_MAX_TBT_MS.
const ROUTES = ['/', '/mtech-in-vlsi-design'];
const TARGETS = {
  performance: Number(process.env.LIGHTHOUSE_MIN_PERFORMANCE ?? 90),
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  tbtMs: Number(process.env.LIGHTHOUSE_MAX_TBT_MS ?? 400),
  cls: 0.01,
};

test('Lighthouse (mobile) meets the quality targets', async ({ baseURL }) => {
  test.setTimeout(10 * 60_000);
  const out = execFileSync(process.execPath, [path.join(__dirname, '..', '..', 'bench', 'lighthouse.mjs'), '--json', baseURL!, ...ROUTES], {
    encoding: 'utf8',
    env: { ...process.env, LIGHTHOUSE_RUNS: process.env.LIGHTHOUSE_RUNS ?? '3' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const results = JSON.parse(out.trim().split('\n').pop()!);
  console.log(`Lighthouse medians: ${JSON.stringify(results)}`);
  for (const route of ROUTES) {
    const r = results[route];
    const label = `${route}: ${JSON.stringify(r)}`;
    expect(r.performance, label).toBeGreaterThanOrEqual(TARGETS.performance);
    expect(r.accessibility, label).toBe(TARGETS.accessibility);
    expect(r.bestPractices, label).toBe(TARGETS.bestPractices);
    expect(r.seo, label).toBe(TARGETS.seo);
    expect(r.tbtMs, label).toBeLessThanOrEqual(TARGETS.tbtMs);
    expect(r.cls, label).toBeLessThanOrEqual(TARGETS.cls);
  }
});
