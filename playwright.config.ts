import { defineConfig, devices } from '@playwright/test';
import { chromium } from './tests/support/chromium.cjs';
import { E2E } from './tests/e2e/support/ports';

// A journey's phase is the folder it lives in (tests/e2e/<project>/), one Playwright project per
// folder; what the journeys share lives in tests/e2e/support/. Why each phase runs where it does:
// - readonly: journeys that only read: every route with its layout, headers and menus,
//   widths, accessibility, SEO tags and security headers. They share no state, so they run in
//   parallel, and they can run against any deployed site: `SITE_URL=https://staging.example npm
//   run test:readonly` starts nothing. The other phases run only against the stack the test
//   command starts.
// - alongside: journeys that send leads or read the site and its CMS but change no content (leads,
//   the CMS's lead routes, probes, first-load budget): beside the read-only ones, on a worker of
//   their own. They spend most of their time waiting on the queue, the CMS or timers, which leaves
//   the read-only journeys' CPU to them.
// - admin: the CMS admin as a marketer uses it (its own leads, drafts discarded), beside them on a
//   worker of its own: the longest file of the phase (~100 s; in the lane above, that lane ended
//   ~130 s after the read-only journeys).
// - own-site: the campus journey, which starts a site of its own from the e2e build (the default
//   rate limit behind one address; its queue workers are the site's, with the same settings): beside
//   the lead journeys (in their lane, that lane ended ~55 s after the others). The security
//   journey's probe sites stay in that lane: their queue workers mail links to another site URL.
// - quiet: counts of what the site asks of the CMS and writes to disk while it answers made-up
//   paths: alone, since any journey beside them adds its own queries to the count (in CI, 57
//   counted for 80 paths beside the read-only crawl, against 40 allowed).
// - journeys and edits-beside: the CMS edits, in two lanes side by side, and no entry is edited in
//   both. `journeys` edits the header's free-demo button, the site texts, the enterprise menu, the
//   home page, /asic-verification and courses of its own; `edits-beside` the preview's course,
//   popup and top menu, and the consent notice (the preview's journeys in the admin are the
//   longest). Every check in either lane loads the page until it shows the edit, and acts on that
//   load: a page regenerated for the other lane's publish may briefly be the older one.
// - performance: the performance guards (a page throttled 4x, counts of tasks, not times, so a
//   busy CPU does not move them): beside the CMS edits.
// - first-request: the journeys whose first request after a publish must show it (the webhook's
//   regeneration, not a later ISR one): alone, since a regeneration for another publish in flight
//   can write the page as it was before.
// - timed: what is judged by times (Lighthouse's devtools rounds, a tap timed inside the page), as
//   ratios against the bare app measured in the same run: alone, since a lane beside it slows the
//   two apps' visits unevenly (beside the CMS edits, 2 of 3 taps at one moment took 2.5x the site's
//   usual time while the bare app's did not, and failed a quiet run's 2x margin).
// - cluster, outage, restore: the stack's own faults, after everything else (below).
/** A deployed site to check instead of starting the stack. */
const deployed = process.env.SITE_URL;
/** The folder of a phase's journeys. */
const phase = (name: string) => `tests/e2e/${name}`;
const desktop = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  // Nothing to start or stop against a deployed site.
  ...(deployed ? { globalSetup: './tests/e2e/support/deployed-setup.ts' } : { globalSetup: './tests/e2e/support/global-setup.ts', globalTeardown: './tests/e2e/support/global-teardown.ts' }),
  // Caps on waits for events, not bounds on speed (those are ratios within a run): on a machine of
  // this kind that runs the journeys 2.5-4x slower than the ones they were written on (the read-only
  // phase alone 8.4 min against 3.1; a held lead's journey past 60 s), 60 s and 10 s failed passing
  // journeys. A failing wait costs a little more time, a passing one none.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  // Two cores: three workers for the first phase's four lanes (below); later, the two lanes of
  // CMS edits and the performance guards one each;
  // then the first-request journeys, then the timed checks, each alone. Every project that writes is
  // limited to one.
  workers: 3,
  retries: 0,
  // A report a person reads: each failure with its screenshot and trace, in one folder CI keeps.
  // The JSON holds each test's start and duration: `node bench/test-phases.mjs` reads where the
  // run's time went, phase by phase.
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'test-results/report' }], ['json', { outputFile: 'test-results/results.json' }]],
  outputDir: 'test-results/artifacts',
  use: {
    baseURL: deployed ?? E2E.siteUrl,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Each project's own folder; this root only shortens the paths in the list and the report.
  testDir: 'tests/e2e',
  projects: [
    // The first phase's lanes in the order they take a free worker: the admin journey and the
    // campus journey with a site of its own (long files) first, the lead journeys beside them,
    // the read-only journeys (many short tests) in what is left: one worker once the campus
    // is done, two once the admin journey is. Each lane then ends near the others.
    ...(deployed ? [] : [
      { name: 'admin', testDir: phase('admin'), workers: 1, use: desktop },
      { name: 'own-site', testDir: phase('own-site'), workers: 1, use: desktop },
      { name: 'alongside', testDir: phase('alongside'), workers: 1, use: desktop },
    ]),
    { name: 'readonly', testDir: phase('readonly'), fullyParallel: true, workers: 2, use: desktop },
    ...(deployed ? [] : [
      { name: 'quiet', testDir: phase('quiet'), dependencies: ['readonly', 'alongside', 'admin', 'own-site'], workers: 1, use: desktop },
      // CMS edits: after the read-only journeys and those beside them, which the edits would change
      // under them; two lanes, each one at a time.
      { name: 'journeys', testDir: phase('journeys'), dependencies: ['quiet'], workers: 1, use: desktop },
      { name: 'edits-beside', testDir: phase('edits-beside'), dependencies: ['quiet'], workers: 1, use: desktop },
      // The performance guards, out of the read-only crawl's way.
      { name: 'performance', testDir: phase('performance'), dependencies: ['quiet'], workers: 1, use: desktop },
      { name: 'first-request', testDir: phase('first-request'), dependencies: ['journeys', 'edits-beside', 'performance'], workers: 1, use: desktop },
      { name: 'timed', testDir: phase('timed'), dependencies: ['first-request'], workers: 1, use: desktop },
      // nginx + Redis + two more instances of the e2e build, and a supervised one that
      // is killed and deployed to: after the journeys, which must not share the CPU.
      { name: 'cluster', testDir: phase('cluster'), dependencies: ['timed'], workers: 1, use: desktop },
      // Stops the CMS: runs after every journey that needs it, the cluster's included.
      { name: 'outage', testDir: phase('outage'), dependencies: ['journeys', 'cluster'], workers: 1, use: desktop },
      // Backs up, wipes and restores the stack's databases and uploads: the very last.
      { name: 'restore', testDir: phase('restore'), dependencies: ['outage'], workers: 1, use: desktop },
    ]),
  ],
});
