import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { E2E, SETTLE_MS } from '../support/ports';
import { readState, runCommand, stack, untilStackIdle } from '../support/stack';
import phoneLimits from '../../../bench/phone-limits.json';

// Lighthouse (mobile) with devtools throttling, the browser really slowed as a phone is (CPU 4×,
// slow 4G), on the home, a course, the enterprise and a resource page against the bare Next app
// (bench/bare) built and served in this same run: ROUNDS rounds interleaved (bare app, then each
// route, round after round), so a busy machine weighs on both alike, and each figure's median
// judged as a ratio against the bare app's median (bench/lighthouse.mjs measures and prints the
// table). Each run is an idle visit of 15 s, touching nothing: the longest main-thread task after
// the first paint (a chunk fetched and run seconds after load counts) and the bytes of the
// requests started in the first 10 s come from the same loads as TBT, main-thread work, TTI and
// LCP. Lighthouse's simulated throttling is not run: its model drops tasks under 10 ms and does
// not follow chunks started after the first paint (bench/RESULTS.md); `bench/lighthouse.mjs
// --methods devtools:3,simulate:3` prints it beside these.
//
// The pages are measured on a site of the check's own, started from this run's build with a day's
// ISR period: the stack's 2 s period made every load a stale page whose regeneration ran on the
// server while the browser loaded it, on the same two cores (a phone never shares its CPU with
// the server, and the bare app has nothing to regenerate).
const OWN_PORT = E2E.ownSitePorts.lighthouse;
/** A copy of the build without webpack's cache (~9 MB): the stack's site keeps its own page cache, entries and periods. */
const OWN_DIST = `${E2E.distDir}-lighthouse`;
const ISR_SECONDS = 86_400;
const ROOT = path.join(__dirname, '..', '..', '..');
const ROUTES = ['/', '/mtech-in-vlsi-design', '/enterprise', '/asic-verification'];
const ROUNDS = 3;
/** The phone-weight limits the product is held to (bench/phone-limits.json, which the bench reads too). */
const { $comment, ...TARGET } = phoneLimits;
/**
 * TARGET where the site meets it, looser where it does not yet (the runs: bench/RESULTS.md), so that
 * a regression fails while the gap to TARGET is printed. The LCP and main-thread work sit on their
 * targets, a route or two over in some runs (LCP 1.32 ×, main thread 2.15 × in the worst). TBT, TTI,
 * the longest task and the bytes met theirs in every run recorded there since 2026-11-29
 * (TTI at most 1.47 ×, the longest task at most the bare app's + 2 ms).
 */
const LIMITS: typeof TARGET = {
  ...TARGET,
  lcpMs: { perBare: 1.5, plus: 0 },
  mainThreadMs: { perBare: 3, plus: 0 },
};

type Check = { value: number; bare: number; limit: number; ok: boolean };
type Page = { accessibility: number | null; bestPractices: number | null; seo: number | null; cls: number; checks: Record<keyof typeof LIMITS, Check>; runs: object[] };

test('Lighthouse, devtools throttling, against the bare Next app: TBT, main-thread work, TTI, LCP, the longest task of an idle visit and its bytes within LIMITS; accessibility, best practices and SEO 100', async ({ request }) => {
  // 5 pages × ROUNDS idle visits of 15 s and Lighthouse's own ~3–8 s each on this 2-core
  // machine, after up to 3 min for the stack to be idle. The runs end a minute before the test
  // does, so a stuck one is killed and its output still shown.
  test.setTimeout(17 * 60_000);
  rmSync(path.join(ROOT, OWN_DIST), { recursive: true, force: true });
  cpSync(path.join(ROOT, E2E.distDir), path.join(ROOT, OWN_DIST), { recursive: true, filter: (from) => from !== path.join(ROOT, E2E.distDir, 'cache') });
  const site = await stack.startSite({
    port: OWN_PORT, env: { ...readState().siteEnv!, NEXT_DIST_DIR: OWN_DIST, CMS_REVALIDATE_SECONDS: String(ISR_SECONDS) }, logFile: path.join(E2E.dir, 'lighthouse-site.log'),
  });
  const siteUrl = `http://127.0.0.1:${OWN_PORT}`;
  let run;
  try {
    // The baseline is served like the site: with Cross-Origin-Opener-Policy each visit starts in a
    // renderer of its own, without it the bare app's tab could land in one the site's visit had
    // used, whose leftover work counted as the bare app's (~1 s of main-thread work in rounds 2–3).
    const [bareHeaders, siteHeaders] = await Promise.all([E2E.bareUrl, siteUrl].map(async (url) => (await request.get(url)).headers()));
    expect(bareHeaders['cross-origin-opener-policy']).toBe(siteHeaders['cross-origin-opener-policy']);
    expect(bareHeaders['content-security-policy']).toContain("script-src 'self'");
    // The build's pages carry the stack's 2 s: each route's first request regenerates it once, with this site's period.
    for (const route of ROUTES) {
      await expect.poll(async () => (await request.get(siteUrl + route)).headers()['cache-control'], { timeout: SETTLE_MS })
        .toContain(`s-maxage=${ISR_SECONDS},`);
    }
    // The phase before publishes a header text as it ends: the stack's site regenerates every page.
    console.log(`[lighthouse] the stack's site and CMS idle after ${await untilStackIdle()} ms`);
    run = await runCommand(process.execPath, [
      path.join(ROOT, 'bench', 'lighthouse.mjs'), '--json', '--methods', `devtools:${ROUNDS}`, '--limits', JSON.stringify(LIMITS), '--bare', E2E.bareUrl, siteUrl, ...ROUTES,
    ], { timeout: 13 * 60_000 });
  } finally {
    await stack.stopAndWait(site.pid!);
    rmSync(path.join(ROOT, OWN_DIST), { recursive: true, force: true });
  }
  // The bench's table (and its progress) is on stderr.
  process.stderr.write(run.stderr);
  expect(run.status, run.stderr.slice(-2000)).toBe(0);
  const { devtools } = JSON.parse(run.stdout.trim().split('\n').pop()!) as { devtools: Record<string, Page> };
  for (const route of ROUTES) {
    const page = devtools[siteUrl + route];
    for (const [figure, c] of Object.entries(page.checks)) {
      const { perBare, plus } = LIMITS[figure as keyof typeof LIMITS];
      expect.soft(c.value, `${route} ${figure}: median ${Math.round(c.value)} against the bare app's ${Math.round(c.bare)}, limit ${perBare} × bare + ${plus} = ${Math.round(c.limit)}; runs ${JSON.stringify(page.runs)}`)
        .toBeLessThanOrEqual(c.limit);
    }
    const gaps = Object.entries(page.checks).map(([figure, c]) => {
      const { perBare, plus } = TARGET[figure as keyof typeof TARGET];
      const target = perBare * c.bare + plus;
      return `${figure} ${Math.round(c.value)} (target ${Math.round(target)}: ${c.value <= target ? 'met' : `${Math.round(c.value - target)} over`})`;
    });
    console.log(`[lighthouse] ${route} against the target: ${gaps.join('; ')}`);
    const label = `${route}: ${JSON.stringify({ ...page, runs: undefined, checks: undefined })}`;
    expect.soft(page.accessibility, label).toBe(100);
    expect.soft(page.bestPractices, label).toBe(100);
    expect.soft(page.seo, label).toBe(100);
    expect.soft(page.cls, label).toBeLessThanOrEqual(0.01);
  }
});
