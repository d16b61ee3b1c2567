// The cluster of the cluster journeys: one Redis, N `next start` instances of the e2e build
// (global setup built it) with REDIS_URL, nginx in front. Same code as `npm run serve:cluster`
// (scripts/cluster.ts); the pids go to a file so global teardown can end what a crashed
// worker left running.
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { E2E } from './ports';
import { readState, stack } from './stack';
import * as cluster from '../../../scripts/cluster';

const C = E2E.cluster;
const pidsFile = path.join(C.dir, 'pids.json');
/** Per client address and minute, across all instances. */
export const LEAD_RATE_LIMIT = 500;
export const nginxUrl = `http://127.0.0.1:${C.nginxPort}`;
export const instancePorts = Array.from({ length: C.instances }, (_, i) => C.firstInstancePort + i);
export const instanceUrls = instancePorts.map((p) => `http://127.0.0.1:${p}`);

interface Running { redis?: number; nginx?: number; instances: Record<number, number> }
const running: Running = { instances: {} };
const save = () => writeFileSync(pidsFile, JSON.stringify(running));
const track = (child: ChildProcess) => { child.unref(); return child.pid!; };

export function clusterEnv(): Record<string, string> {
  const { siteEnv } = readState();
  if (!siteEnv) throw new Error('global setup recorded no site environment');
  // The cluster journeys measure accepting leads through kills and deploys, with the CMS as the only
  // destination, as their baselines were measured: the mail and CRM stand-ins live in the test
  // runner's own process, and 2,000 leads in 10 s would add 6,000 messages to it (the mail and
  // webhook journeys run against the single site: leads-mail, leads-follow-up).
  const { SMTP_URL: _smtp, MAIL_FROM: _from, LEADS_WEBHOOK_URL: _hook, LEADS_WEBHOOK_SECRET: _secret, ...env } = siteEnv;
  // One window's limit: the 500-lead journey sends exactly that many from one address.
  return { ...env, ...cluster.clusterSiteEnv({ redisUrl: `redis://127.0.0.1:${C.redisPort}`, proxyUrl: nginxUrl }), LEADS_RATE_LIMIT: String(LEAD_RATE_LIMIT) };
}

export const revalidateSecret = () => clusterEnv().REVALIDATE_SECRET;

export async function startRedis(): Promise<void> {
  running.redis = track(await cluster.startRedis({ port: C.redisPort, dir: path.join(C.dir, 'redis'), logFile: path.join(C.dir, 'redis.log') }));
  save();
}

async function startInstance(port: number, extraEnv: Record<string, string> = {}): Promise<void> {
  const child = await stack.startSite({ port, env: { ...clusterEnv(), ...extraEnv }, logFile: path.join(C.dir, `site-${port}.log`) });
  running.instances[port] = track(child);
  save();
}

/**
 * `extraEnv`: variables of the instances over the journeys' own; `trustedProxies`: the fronts
 * nginx takes a visitor's address from (TRUSTED_PROXIES, deploy/nginx).
 */
export async function startCluster(extraEnv: Record<string, string> = {}, { trustedProxies = [] as string[] } = {}): Promise<void> {
  mkdirSync(C.dir, { recursive: true });
  await startRedis();
  for (const port of instancePorts) await startInstance(port, extraEnv);
  running.nginx = track(await cluster.startNginx({
    prefix: path.join(C.dir, 'nginx'), port: C.nginxPort, upstreams: instancePorts,
    refreshSecret: revalidateSecret(), logFile: path.join(C.dir, 'nginx.log'), workers: 1,
    trustedProxies, distDir: E2E.distDir,
  }));
  save();
}

/** The JSON log lines of `event` the cluster's instances wrote since `since` (ms). */
export function clusterEvents(event: string, since = 0): ({ ts: string; port: number } & Record<string, unknown>)[] {
  return instancePorts.flatMap((port) => {
    const file = path.join(C.dir, `site-${port}.log`);
    if (!existsSync(file)) return [];
    return readFileSync(file, 'utf8').split('\n')
      .filter((l) => l.startsWith('{') && l.includes(`"event":"${event}"`))
      .map((l) => ({ ...JSON.parse(l), port }))
      .filter((e) => Date.parse(e.ts) >= since);
  });
}

/**
 * Until nginx sends requests to every instance again. After an instance dies its replacement
 * takes traffic only once the supervisor has rewritten nginx's upstream file and reloaded it; a
 * journey that counts requests per instance starts only when all of them take traffic.
 */
export async function untilBalanced(timeoutMs = 20_000): Promise<void> {
  const accessLog = path.join(C.dir, 'nginx', 'access.log');
  const until = Date.now() + timeoutMs;
  for (let round = 0; Date.now() < until; round++) {
    const mark = `balanced-${Date.now()}-${round}`;
    for (let i = 0; i < 2 * instancePorts.length; i++) await (await fetch(`${nginxUrl}/api/health?probe=live&${mark}=${i}`)).arrayBuffer();
    await new Promise((r) => setTimeout(r, 1_200)); // the access log is flushed every second
    const lines = readFileSync(accessLog, 'utf8').split('\n').filter((l) => l.includes(mark));
    if (instancePorts.every((port) => lines.some((l) => l.includes(`127.0.0.1:${port} `)))) return;
  }
  throw new Error(`nginx did not send requests to every instance (${instancePorts.join(', ')}) within ${timeoutMs / 1000} s`);
}

/** kill -9: no shutdown, no goodbye to nginx or Redis (an instance's kill: cluster-ops.spec.ts). */
export function killRedis(): void {
  process.kill(-running.redis!, 'SIGKILL');
  running.redis = undefined;
  save();
}

export async function stopCluster(): Promise<void> {
  if (!existsSync(pidsFile)) return;
  const pids = JSON.parse(readFileSync(pidsFile, 'utf8')) as Running;
  const all = [pids.nginx, ...Object.values(pids.instances), pids.redis].filter((p): p is number => !!p);
  await Promise.all(all.map((pid) => stack.stopAndWait(pid)));
  writeFileSync(pidsFile, JSON.stringify({ instances: {} }));
}
