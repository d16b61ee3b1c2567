// Starts and stops what runs beside the site instances in a cluster: Redis (the
// shared page cache, and the rate-limit counters) and nginx (balancer and HTML cache, config in
// deploy/nginx/); the instances themselves are rotation.ts's. Used by `npm run serve:cluster`
// (scripts/serve-cluster.ts) and by the cluster e2e specs, so "how the cluster runs" is written
// once. Node built-ins only.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { visitsPortOf } from '../shared/local.cjs';
import { ROOT, spawnServer, waitFor } from './stack';

export const log = (msg: string) => console.log(`[cluster] ${msg}`);

/** Answers PONG: Redis is ready. */
export function redisPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (ok: boolean) => { socket.destroy(); resolve(ok); };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('data', (d) => done(d.toString().startsWith('+PONG')));
    socket.on('connect', () => socket.write('PING\r\n'));
  });
}

export async function until(check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what} did not come up within ${timeoutMs / 1000}s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A throwaway Redis on loopback: no persistence (pages and counters are rebuilt after a restart). */
export async function startRedis({ port, dir, logFile }: { port: number; dir: string; logFile?: string }): Promise<ChildProcess> {
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
 * The per-deploy part of an nginx config: the instances, the page-cache refresh secret, the build
 * (its id keys the cache, its draft-mode id goes around it).
 */
interface Upstream { upstreams: number[]; backups?: number[]; refreshSecret: string; buildId?: string; distDir?: string }
/** What the harness's nginx config is made from: its folder, the deploy part, the fronts trusted to name the visitor (TRUSTED_PROXIES). */
export interface NginxSetup extends Upstream { prefix: string; workers?: number | string; trustedProxies?: string[] }

const NGINX_DIR = path.join(ROOT, 'deploy', 'nginx');
/** A template of deploy/nginx with its ${NAME}s filled; an unknown name stays, and nginx -t then fails on it. */
const fill = (name: string, values: Record<string, string>) => readFileSync(path.join(NGINX_DIR, name), 'utf8').replace(/\$\{([A-Z_]+)\}/g, (m, k: string) => values[k] ?? m);
/** Double-quoted map keys and strings: nothing that ends the string or starts a variable. */
const quoted = (s: string) => s.replace(/["\\$;{}\s]/g, '');

/**
 * Addresses and ranges (CIDR), comma-separated, as nginx's allow and set_real_ip_from take them.
 * A range of everything (/0) is refused: trusting every address is trusting none. `name`: the
 * variable, for the message.
 */
export function addressList(name: string, value: string | string[] | undefined): string[] {
  const list = (Array.isArray(value) ? value : String(value ?? '').split(',')).map((s) => s.trim()).filter(Boolean);
  for (const entry of list) {
    const [ip, bits, extra] = entry.split('/');
    const family = net.isIP(ip);
    const max = family === 6 ? 128 : 32;
    const ok = family && extra === undefined && (bits === undefined || (/^\d+$/.test(bits) && Number(bits) >= 1 && Number(bits) <= max));
    if (!ok) throw new Error(`${name}: "${entry}" is not an address or a range (203.0.113.7, 10.0.0.0/8, 2001:db8::/32; /0 is everyone)`);
  }
  return list;
}

/** The build's draft-mode id (Next's prerender-manifest.json), or a random one nobody holds when no build is known. */
function draftModeId(distDir: string | undefined): string {
  const file = distDir && path.resolve(ROOT, distDir, 'prerender-manifest.json');
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).preview.previewModeId;
  return randomBytes(32).toString('hex');
}

/** The per-deploy part (upstream.conf.template): instances, the build, the secrets. */
export function renderUpstream({ upstreams, backups = [], refreshSecret, buildId, distDir }: Upstream): string {
  const id = buildId ?? (distDir ? buildIdOf(distDir) : 'site');
  return fill('upstream.conf.template', {
    // max_fails=0: nginx never takes an instance out on its own count. A dead one refuses at once
    // (the next is tried) and the supervisor or the deploy removes it; counting failures took the
    // last live one out with its neighbour's (busy-core run b8: every lead 502 for seconds). The
    // cost: an instance that hangs (accepts, never answers) would keep getting its share, each
    // request waiting for proxy_read_timeout (60 s) before the next is tried: so a hung instance
    // kills itself after STALLED_AFTER_MS (lib/health.ts) and is restarted like a dead one.
    UPSTREAM_SERVERS: [
      ...upstreams.map((p) => `  server 127.0.0.1:${p} max_fails=0;`),
      ...backups.map((p) => `  server 127.0.0.1:${p} max_fails=0 backup;`),
    ].join('\n'),
    VISITS_SERVERS: [
      ...upstreams.map((p) => `  server 127.0.0.1:${visitsPortOf(p)} max_fails=0;`),
      ...backups.map((p) => `  server 127.0.0.1:${visitsPortOf(p)} max_fails=0 backup;`),
    ].join('\n'),
    PAGE_CACHE_BUILD: `site-${quoted(id).replace(/[^A-Za-z0-9_-]/g, '')}`,
    REFRESH_SECRET: quoted(refreshSecret),
    DRAFT_MODE_ID: quoted(draftModeId(distDir)),
  });
}

const realIpLines = (trustedProxies: string | string[] | undefined) => addressList('TRUSTED_PROXIES', trustedProxies).map((a) => `    set_real_ip_from ${a};`).join('\n');

/** The site's server (site.conf.template), the same in the harness and in production. */
const renderSiteServer = ({ trustedProxies = [] }: { trustedProxies?: string | string[] }) => fill('site.conf.template', { REAL_IP: realIpLines(trustedProxies) });

/** Owner-only: the files hold REVALIDATE_SECRET and the draft-mode id. */
export function writeSecret(file: string, text: string): string {
  writeFileSync(file, text, { mode: 0o600 });
  chmodSync(file, 0o600);
  return file;
}

/** Writes the harness's nginx config (nginx.conf.template). */
export function renderNginxConf({ prefix, listen, workers = 'auto', trustedProxies = [], ...deploy }: NginxSetup & { listen: string | number }): string {
  const values = {
    WORKERS: String(workers),
    PREFIX: prefix,
    MIME_TYPES: '/etc/nginx/mime.types',
    LISTEN: String(listen),
    UPSTREAM: renderUpstream(deploy),
    SITE_SERVER: renderSiteServer({ trustedProxies }),
    STATIC_BENCH_DIR: path.join(prefix, 'static-bench'),
  };
  mkdirSync(values.STATIC_BENCH_DIR, { recursive: true });
  return writeSecret(path.join(prefix, 'nginx.conf'), fill('nginx.conf.template', values));
}

/** Production's edge: what /etc/maven/site.env gives it (scripts/deploy.ts `edgeSettings`), and where nginx keeps things. */
export interface EdgeSettings {
  siteHost: string; cmsHost: string; siteListen?: string; cmsListen?: string;
  /** null: plain http (a test on loopback). */
  tls: { cert: string; key: string } | null;
  cacheDir: string; upstreamFile: string; cmsAddress?: string; adminAllow?: string | string[]; trustedProxies?: string | string[];
}

/**
 * Production's edge (maven.conf.template) for Debian's nginx: the site, and the CMS behind its
 * allow-list. `listen`s and `tls` are parameters so the same file runs on loopback in a test.
 */
export function renderEdgeConf(o: EdgeSettings): string {
  const tls = o.tls === null ? '' : `  ssl_certificate ${o.tls.cert};\n  ssl_certificate_key ${o.tls.key};\n  ssl_protocols TLSv1.2 TLSv1.3;`;
  return fill('maven.conf.template', {
    CACHE_DIR: o.cacheDir,
    UPSTREAM_FILE: o.upstreamFile,
    CMS_ADDRESS: o.cmsAddress ?? '127.0.0.1:1337',
    SITE_LISTEN: o.siteListen ?? '443 ssl',
    CMS_LISTEN: o.cmsListen ?? '443 ssl',
    SITE_HOST: o.siteHost,
    CMS_HOST: o.cmsHost,
    TLS: tls,
    HTTP_REDIRECT: o.tls === null ? '' : `server {\n  listen 80;\n  listen [::]:80;\n  server_name ${o.siteHost} ${o.cmsHost};\n  return 301 https://$host$request_uri;\n}`,
    SITE_SERVER: renderSiteServer({ trustedProxies: o.trustedProxies }),
    REAL_IP: realIpLines(o.trustedProxies).replace(/^ {4}/gm, '  '),
    ADMIN_ALLOW: addressList('CMS_ADMIN_ALLOW', o.adminAllow).map((a) => `    allow ${a};`).join('\n'),
  });
}

/** Renders the config and has nginx check it; the file's path. */
export function writeCheckedNginxConf(o: NginxSetup & { port: number }): string {
  const conf = renderNginxConf({ ...o, listen: `127.0.0.1:${o.port}` });
  const test = spawnSync('nginx', ['-t', '-p', o.prefix, '-c', conf, '-e', path.join(o.prefix, 'error.log')], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx config test failed: ${test.stderr}`);
  return conf;
}

/** nginx in the foreground of its own process group, with every path under `prefix`. */
export async function startNginx({ port, logFile, ...setup }: NginxSetup & { port: number; logFile?: string }): Promise<ChildProcess> {
  const { prefix } = setup;
  rmSync(path.join(prefix, 'cache'), { recursive: true, force: true });
  mkdirSync(prefix, { recursive: true });
  const conf = writeCheckedNginxConf({ port, ...setup });
  const args = ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log'), '-g', 'daemon off;'];
  log(`starting nginx on :${port} -> ${setup.upstreams.map((p) => `:${p}`).join(', ')}`);
  const child = spawnServer('nginx', 'nginx', args, { cwd: prefix, env: {}, logFile });
  await waitFor(`http://127.0.0.1:${port}/api/states`, { timeoutMs: 20_000, ok: () => true });
  return child;
}

/** What every instance behind nginx needs besides the one-machine environment (stack.siteEnv). */
export const clusterSiteEnv = ({ redisUrl, proxyUrl }: { redisUrl: string; proxyUrl: string }) => ({
  // ISR pages and rate-limit counters shared by all instances.
  REDIS_URL: redisUrl,
  // /api/revalidate refreshes nginx's copy of each page it regenerates.
  PAGE_CACHE_URL: proxyUrl,
  // The client is the X-Forwarded-For entry nginx sets (the only one: deploy/nginx/site.conf.template).
  LEADS_TRUST_PROXY: '1',
});

/** The build id of a Next build folder (relative to the repository or absolute). */
export const buildIdOf = (distDir: string): string => readFileSync(path.resolve(ROOT, distDir, 'BUILD_ID'), 'utf8').trim();

