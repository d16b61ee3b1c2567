import path from 'node:path';

// The e2e stack runs beside `npm run serve` (1337/3000) without clashing; a second
// engineer's run can shift every port and folder with E2E_PORT_OFFSET.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const cmsPort = 1437 + offset;
const sitePort = 3100 + offset;
/** Embedded Postgres of the e2e stack (unless DATABASE_URL names a server). */
const pgPort = 5440 + offset;
/** The bare Next app (bench/bare) the speed checks measure the site against. */
const barePort = 3180 + offset;
const suffix = offset ? `-${offset}` : '';
const dir = path.join(__dirname, '..', '..', '..', '.tmp', `e2e${suffix}`);

export const E2E = {
  cmsPort,
  sitePort,
  pgPort,
  // A deployed site's CMS (`SITE_URL=… CMS_URL=… npm run test:readonly`); otherwise the stack's own.
  cmsUrl: process.env.SITE_URL && process.env.CMS_URL ? process.env.CMS_URL.replace(/\/$/, '') : `http://127.0.0.1:${cmsPort}`,
  siteUrl: `http://127.0.0.1:${sitePort}`,
  bareUrl: `http://127.0.0.1:${barePort}`,
  barePort,
  /**
   * Sites some journeys start of their own from the e2e build, each with its own environment:
   * the security journey's probe (tests/e2e/alongside/security.spec.ts), the campus journey's
   * site with the default rate limit (tests/e2e/own-site/leads-campus.spec.ts) and the Lighthouse
   * check's with a day's ISR period (tests/e2e/timed/lighthouse.spec.ts).
   */
  ownSitePorts: { securityProbe: sitePort + 50, campus: sitePort + 51, lighthouse: sitePort + 52 },
  /** Its build folder, under bench/bare. */
  bareDistDir: `.next-bare${suffix}`,
  dir,
  distDir: `.next-e2e${suffix}`,
  stateFile: path.join(dir, 'stack.json'),
  /** The GraphQL schema the stack's CMS builds, written at its start (tests/e2e/alongside/cms-schema.spec.ts). */
  cmsSchemaFile: path.join(dir, 'cms-schema.graphql'),
  /** The cluster journeys (cluster.spec.ts): nginx in front of instances on consecutive ports, one Redis. */
  cluster: { nginxPort: 3600 + offset, firstInstancePort: 3700 + offset, instances: 2, redisPort: 6500 + offset, dir: path.join(dir, 'cluster') },
  /** Short ISR period so CMS edits show up within a test. */
  revalidateSeconds: 2,
};

/**
 * The cap on a wait for something the stack does in its own time (a publish on the site, a lead in
 * the CMS, a view of the admin): a cap, not a bound on speed. 20-30 s held on the machines the
 * journeys were written on; one of this kind ran them 2.5-4x slower, and a popup published from
 * the admin's Preview was not on the site within 20 s (quiet fresh-clone run, the webhook's
 * regeneration of every page behind it).
 */
export const SETTLE_MS = 60_000;
/** The cap on a wait for a page that a publish of layout content regenerates among every page (72):
 *  24–50 s on a quiet machine, 72–142 s in full runs (the other lanes' publishes beside), where
 *  the page waited for can be among the last regenerated. */
export const EVERY_PAGE_MS = 180_000;
