#!/usr/bin/env node
// README command 1: install what is missing, start the seeded CMS, build and start the site.
import path from 'node:path';
import { STACK_PG_PORT, startPostgres } from './postgres.cjs';
import { assertPortFree, buildSite, CMS_DIR, ensureInstalled, localSecrets, siteEnv, startCms, startSite, stop } from './stack.cjs';

const CMS_PORT = Number(process.env.CMS_PORT ?? 1337);
const SITE_PORT = Number(process.env.PORT ?? 3000);
const cmsUrl = `http://127.0.0.1:${CMS_PORT}`;
// Shared by both sides, generated for this start unless set: the CMS's publish webhook calls the
// site's /api/revalidate with the revalidate secret (the CMS rewrites its webhook from it at every
// boot), the site forwards leads with the lead token, and the admin's Preview uses the last two.
const { revalidateSecret, leadToken, previewSecret, previewToken } = localSecrets();
const preview = {
  secret: previewSecret,
  token: previewToken,
  siteUrl: `http://localhost:${SITE_PORT}`,
  cmsAdminUrl: `http://localhost:${CMS_PORT}`,
};
const started = [];
let postgres = null;
const stopAll = async () => { for (const child of started.reverse()) stop(child.pid); await postgres?.stop(); };

try {
  ensureInstalled();
  // The site binds its port only after a build; find out now, not minutes later.
  await assertPortFree(SITE_PORT, 'site');
  const t0 = Date.now();
  // Embedded Postgres unless DATABASE_URL names a server: the lead queue and the CMS live there.
  postgres = await startPostgres({ port: STACK_PG_PORT });
  started.push(await startCms({
    port: CMS_PORT,
    dbFile: process.env.DATABASE_FILENAME ?? path.join(CMS_DIR, '.tmp', 'data.db'),
    databaseUrl: process.env.DATABASE_CLIENT === 'sqlite' ? undefined : postgres.cmsUrl,
    revalidateUrl: `http://127.0.0.1:${SITE_PORT}/api/revalidate`,
    revalidateSecret,
    preview,
    leadToken,
  }));
  console.log(`[serve] CMS ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  // Built while the CMS runs, so the first pages already carry the seeded content.
  const env = siteEnv({ cmsUrl, revalidateSecret, siteUrl: `http://localhost:${SITE_PORT}`, databaseUrl: postgres.siteUrl, preview, leadToken });
  const t1 = Date.now();
  buildSite(env);
  console.log(`[serve] site built in ${((Date.now() - t1) / 1000).toFixed(1)} s`);
  const t2 = Date.now();
  started.push(await startSite({ port: SITE_PORT, env }));
  console.log(`[serve] site ready in ${((Date.now() - t2) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`[serve] ${error.message}`);
  await stopAll();
  process.exit(1);
}

console.log(`
  Site:       http://localhost:${SITE_PORT}
  CMS admin:  http://localhost:${CMS_PORT}/admin   (${process.env.CMS_ADMIN_EMAIL ?? 'admin@maven.local'}; default password in cms/.env.example)
  Postgres:   ${postgres.embedded ? `embedded, 127.0.0.1:${STACK_PG_PORT} (data in .tmp/)` : 'DATABASE_URL'}
  Ctrl+C stops them all.
`);

const shutdown = async () => { await stopAll(); process.exit(0); };
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
