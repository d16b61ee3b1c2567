// README cluster command (`npm run serve:cluster`, through scripts/bootstrap.cjs): the same site as
// `npm run serve`, as N instances of ONE build behind
// nginx on :3000, sharing one Redis (ISR pages, rate-limit counters). Installs Debian's nginx and
// redis-server when missing. An instance that dies is started again (with backoff) and joins nginx
// once warm; `npm run deploy` moves the instances to a new build without dropping a request
// (scripts/deploy.ts). Ctrl+C stops everything it started.
//   SITE_INSTANCES=2  PORT=3000 (nginx)  SITE_PORT_BASE=3001 (instances: 3001, 3002, …)
//   REDIS_URL unset: a local redis-server on REDIS_PORT (6379); set: that server is used.
//   CMS_URL set: that CMS is used; unset: started here.
//   TRUSTED_PROXIES: a front on this machine or another (addresses/CIDRs) whose X-Forwarded-For
//   nginx reads for the visitor's address (deploy/nginx/site.conf.template).
//   --no-build: serve the build deployed last (.tmp/cluster/current-build), building only if none.
// Production does not run this: systemd instances behind Debian's nginx (docs: deploying).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assertPortFree, buildSite, ensureDebianPackages, ROOT, serveStack, STACK_CMS_PORT, STACK_SITE_PORT } from './stack';
import { addressList, clusterSiteEnv, startRedis } from './cluster';
import { Rotation } from './rotation';
import { DEPLOY_SOCKET, serveDeploys } from './deploy';

const PORT = STACK_SITE_PORT;
const INSTANCES = Math.max(1, Number(process.env.SITE_INSTANCES ?? 2));
const SITE_PORT_BASE = Number(process.env.SITE_PORT_BASE ?? PORT + 1);
const REDIS_PORT = Number(process.env.REDIS_PORT ?? 6379);
const dir = path.join(ROOT, '.tmp', 'cluster');
const currentBuildFile = path.join(dir, 'current-build');
const lastBuild = () => { const b = existsSync(currentBuildFile) && readFileSync(currentBuildFile, 'utf8').trim(); return b && existsSync(path.join(ROOT, b, 'BUILD_ID')) ? b : null; };
const externalCms = process.env.CMS_URL;
const proxyUrl = `http://127.0.0.1:${PORT}`;

void serveStack('serve:cluster', async (stack) => {
  ensureDebianPackages(['nginx', 'redis-server']);
  // Each instance alternates between two ports (a restart or a deploy starts beside the old one).
  for (let i = 0; i < 2 * INSTANCES; i++) await assertPortFree(SITE_PORT_BASE + i, 'site');
  await assertPortFree(PORT, 'nginx');
  const redisUrl = process.env.REDIS_URL || `redis://127.0.0.1:${REDIS_PORT}`;
  if (!process.env.REDIS_URL) stack.started.push(await startRedis({ port: REDIS_PORT, dir: path.join(dir, 'redis'), logFile: path.join(dir, 'redis.log') }));
  await stack.startPostgres();
  // Publishes reach one instance through nginx; it regenerates the page into Redis and
  // refreshes nginx's copy (pages/api/revalidate.ts).
  if (!externalCms) await stack.startCms({ revalidateUrl: `${proxyUrl}/api/revalidate` });
  const env: Record<string, string> = {
    ...stack.siteEnv({ cmsUrl: externalCms ?? `http://127.0.0.1:${STACK_CMS_PORT}`, siteUrl: process.env.NEXT_PUBLIC_SITE_URL ?? `http://localhost:${PORT}` }),
    ...clusterSiteEnv({ redisUrl, proxyUrl }),
  };
  let distDir = process.argv.includes('--no-build') ? lastBuild() : null;
  if (!distDir) {
    const t0 = Date.now();
    buildSite(env);
    distDir = env.NEXT_DIST_DIR ?? '.next';
    console.log(`[serve:cluster] site built once in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  const rotation = new Rotation({
    count: INSTANCES, firstPort: SITE_PORT_BASE, env, distDir, logDir: dir,
    nginx: { prefix: path.join(dir, 'nginx'), port: PORT, refreshSecret: stack.secrets.revalidateSecret, trustedProxies: addressList('TRUSTED_PROXIES', process.env.TRUSTED_PROXIES) },
  });
  stack.stopFirst = () => rotation.stop();
  rotation.on('ready', ({ port, reason }: { port: number; reason: string }) => console.log(`[serve:cluster] :${port} in nginx (${reason})`));
  rotation.on('deployed', (d: { distDir: string }) => writeFileSync(currentBuildFile, d.distDir));
  await rotation.start();
  writeFileSync(currentBuildFile, distDir);
  await serveDeploys(rotation, { env });
  return `
  Site (nginx):  http://localhost:${PORT}   -> ${rotation.upstreams().map((p) => `:${p}`).join(', ')} (instance logs in .tmp/cluster/)
  Deploy:        npm run deploy   (builds this tree once, swaps it in; ${path.relative(ROOT, DEPLOY_SOCKET)})
  Redis:         ${redisUrl}
  Postgres:      ${stack.postgresPlace()}
  CMS admin:     ${externalCms ?? `http://localhost:${STACK_CMS_PORT}`}/admin
  Ctrl+C stops everything.
`;
});
