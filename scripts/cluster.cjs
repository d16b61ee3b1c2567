// Starts and stops what runs beside the site instances in a cluster: Redis (the
// shared page cache, and the rate-limit counters) and nginx (balancer and HTML cache, config in
// deploy/nginx/); the instances themselves are rotation.cjs's. Used by `npm run serve:cluster`
// (scripts/serve-cluster.mjs) and by the cluster e2e specs, so "how the cluster runs" is written
// once. Node built-ins only.
const { spawnSync } = require('node:child_process');
const { mkdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const net = require('node:net');
const path = require('node:path');
const { ROOT, spawnServer, waitFor } = require('./stack.cjs');

const log = (msg) => console.log(`[cluster] ${msg}`);
const NGINX_TEMPLATE = path.join(ROOT, 'deploy', 'nginx', 'nginx.conf.template');

/** Answers PONG: Redis is ready. */
function redisPing(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (ok) => { socket.destroy(); resolve(ok); };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('data', (d) => done(d.toString().startsWith('+PONG')));
    socket.on('connect', () => socket.write('PING\r\n'));
  });
}

async function until(check, what, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what} did not come up within ${timeoutMs / 1000}s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A throwaway Redis on loopback: no persistence (pages and counters are rebuilt after a restart). */
async function startRedis({ port, dir, logFile }) {
  if (await redisPing(port)) throw new Error(`port ${port} already runs a Redis: stop it or choose another REDIS_PORT`);
  mkdirSync(dir, { recursive: true });
  log(`starting redis on :${port}`);
  const child = spawnServer('redis', 'redis-server', [
    '--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no',
    // The page-cache handler keeps its tag map in step through expiry/eviction events.
    '--notify-keyspace-events', 'Exe',
  ], { cwd: dir, env: {}, logFile });
  await until(() => redisPing(port), 'redis');
  return child;
}

/**
 * What an nginx config is made from: its folder, the instances, the page-cache refresh secret.
 * @typedef {{ prefix: string, upstreams: number[], backups?: number[], refreshSecret: string,
 *   workers?: number|string, buildId?: string, distDir?: string, trustedProxies?: string[] }} NginxSetup
 */

/**
 * Writes the nginx config from deploy/nginx/nginx.conf.template.
 * @param {NginxSetup & { listen: string|number }} o
 */
function renderNginxConf({ prefix, listen, upstreams, backups = [], refreshSecret, workers = 'auto', buildId = 'site' }) {
  const values = {
    // Pages are stored per build: after a deploy every page comes from the new build at once,
    // never an HTML of the old one naming scripts only the old build had.
    PAGE_CACHE_KEY: `site-${buildId.replace(/[^A-Za-z0-9_-]/g, '')}`,
    WORKERS: String(workers),
    PREFIX: prefix,
    MIME_TYPES: '/etc/nginx/mime.types',
    LISTEN: String(listen),
    REFRESH_SECRET: refreshSecret.replace(/["\\$]/g, ''),
    UPSTREAM_SERVERS: [
      ...upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=5s;`),
      ...backups.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=5s backup;`),
    ].join('\n'),
    STATIC_BENCH_DIR: path.join(prefix, 'static-bench'),
  };
  const conf = readFileSync(NGINX_TEMPLATE, 'utf8').replace(/\$\{([A-Z_]+)\}/g, (m, k) => values[k] ?? m);
  mkdirSync(values.STATIC_BENCH_DIR, { recursive: true });
  const file = path.join(prefix, 'nginx.conf');
  writeFileSync(file, conf);
  return file;
}

/** Renders the config and has nginx check it; the file's path. */
function writeCheckedNginxConf(o) {
  const conf = renderNginxConf({ ...o, listen: `127.0.0.1:${o.port}` });
  const test = spawnSync('nginx', ['-t', '-p', o.prefix, '-c', conf, '-e', path.join(o.prefix, 'error.log')], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx config test failed: ${test.stderr}`);
  return conf;
}

/**
 * nginx in the foreground of its own process group, with every path under `prefix`.
 * @param {NginxSetup & { port: number, logFile?: string }} o
 */
async function startNginx({ prefix, port, upstreams, backups, refreshSecret, logFile, workers, buildId }) {
  rmSync(path.join(prefix, 'cache'), { recursive: true, force: true });
  mkdirSync(prefix, { recursive: true });
  const conf = writeCheckedNginxConf({ prefix, port, upstreams, backups, refreshSecret, workers, buildId });
  const args = ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log'), '-g', 'daemon off;'];
  log(`starting nginx on :${port} -> ${upstreams.map((p) => `:${p}`).join(', ')}`);
  const child = spawnServer('nginx', 'nginx', args, { cwd: prefix, env: {}, logFile });
  await waitFor(`http://127.0.0.1:${port}/api/states`, { timeoutMs: 20_000, ok: () => true });
  return child;
}

/** What every instance behind nginx needs besides the one-machine environment (stack.siteEnv). */
const clusterSiteEnv = ({ redisUrl, proxyUrl }) => ({
  // ISR pages and rate-limit counters shared by all instances.
  REDIS_URL: redisUrl,
  // /api/revalidate refreshes nginx's copy of each page it regenerates.
  PAGE_CACHE_URL: proxyUrl,
  // The client is the rightmost X-Forwarded-For entry, the one nginx appended.
  LEADS_TRUST_PROXY: '1',
});

/** The build id of a Next build folder (relative to the repository or absolute). */
const buildIdOf = (distDir) => readFileSync(path.resolve(ROOT, distDir, 'BUILD_ID'), 'utf8').trim();

module.exports = { clusterSiteEnv, redisPing, startRedis, renderNginxConf, writeCheckedNginxConf, startNginx, buildIdOf, until, log };
