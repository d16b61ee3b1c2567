#!/usr/bin/env node
// README command 1: install what is missing, start the seeded CMS, build and start the site.
import path from 'node:path';
import { buildSite, CMS_DIR, ensureInstalled, siteEnv, startCms, startSite, stop } from './stack.cjs';

const CMS_PORT = Number(process.env.CMS_PORT ?? 1337);
const SITE_PORT = Number(process.env.PORT ?? 3000);
const cmsUrl = `http://127.0.0.1:${CMS_PORT}`;

ensureInstalled();
const cms = await startCms({ port: CMS_PORT, dbFile: process.env.DATABASE_FILENAME ?? path.join(CMS_DIR, '.tmp', 'data.db') });
// Built while the CMS runs, so the first pages already carry the seeded content.
const env = siteEnv({ cmsUrl });
buildSite(env);
const site = await startSite({ port: SITE_PORT, env });

console.log(`
  Site:       http://localhost:${SITE_PORT}
  CMS admin:  http://localhost:${CMS_PORT}/admin   (${process.env.CMS_ADMIN_EMAIL ?? 'admin@maven.local'}; password in cms/.env.example)
  Ctrl+C stops both.
`);

const shutdown = () => { stop(site.pid); stop(cms.pid); process.exit(0); };
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
