// The cluster keeps itself whole. Its own nginx, Redis and two supervised instances of
// the e2e build (scripts/rotation.ts `Rotation`, the code `npm run serve:cluster` runs), on ports
// of their own; the deploy goes through the real command (scripts/deploy.ts) and its socket.
// Loads target 127.0.0.1 only and are bounded (rateLoad: ≤ 4,000 leads; page loops end with it).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:net';
import path from 'node:path';
import { expect, test } from '../support/test';
import { stallMarkMs } from '../../../lib/health';
import * as cluster from '../../../scripts/cluster';
import { BACKOFF_MS, Rotation } from '../../../scripts/rotation';
import * as deploy from '../../../scripts/deploy';
import { openInspector } from '../../support/inspector.cjs';
import { clusterEnv, revalidateSecret } from '../support/cluster';
import { leadLoad, pageLoops, rateLoad, send, type Sent } from '../support/cluster-leads';
import { waitForLeads } from '../support/leads-cms';
import { E2E } from '../support/ports';
import { runCommand, stack } from '../support/stack';

const C = E2E.cluster;
const OPS = { nginxPort: C.nginxPort + 10, firstPort: C.firstInstancePort + 10, redisPort: C.redisPort + 10, dir: path.join(C.dir, 'ops') };
const base = `http://127.0.0.1:${OPS.nginxPort}`;
const socket = path.join(OPS.dir, 'deploy.sock');
const BUILDS = '.next-e2e-builds';
const ROOT = path.resolve(__dirname, '..', '..', '..');
/** Ten client addresses: 200 leads a second stay under the per-address limit (cluster.ts). */
const FROM = Array.from({ length: 10 }, (_, i) => `127.0.0.${20 + i}`);
const PAGES = ['/', '/asic-verification', '/about-us', '/embedded-systems-course'];
const buildIdIn = (html: string) => /"buildId":"([^"]+)"/.exec(html)?.[1];

type Event = { type: 'exit' | 'launch' | 'ready'; port: number; at: number; reason?: string; buildId?: string };
const events: Event[] = [];
let rotation: InstanceType<typeof Rotation>;
let redis: ChildProcess | undefined;
let deploys: Server | undefined;
/** The instances' STALLED_AFTER_MS (lib/health.ts `killWhenStalled`), set here so the bounds below follow it; the same as lib/env's default. */
const STALL_MS = 10_000;
/** What starting and warming one instance took at the cluster's start, in this run: the baseline of a restart. */
let launchMs = 0;

test.setTimeout(240_000);

test.beforeAll(async () => {
  // Two starts, then 300 leads through the cluster and into the CMS.
  test.setTimeout(300_000);
  redis = await cluster.startRedis({ port: OPS.redisPort, dir: path.join(OPS.dir, 'redis'), logFile: path.join(OPS.dir, 'redis.log') });
  const env = { ...clusterEnv(), ...cluster.clusterSiteEnv({ redisUrl: `redis://127.0.0.1:${OPS.redisPort}`, proxyUrl: base }), STALLED_AFTER_MS: String(STALL_MS) };
  rotation = new Rotation({
    count: 2, firstPort: OPS.firstPort, env, distDir: E2E.distDir, logDir: OPS.dir,
    nginx: { prefix: path.join(OPS.dir, 'nginx'), port: OPS.nginxPort, refreshSecret: revalidateSecret(), workers: 1, logFile: path.join(OPS.dir, 'nginx.log') },
  });
  rotation.on('exit', (e) => events.push({ type: 'exit', ...e }));
  rotation.on('launch', (e) => events.push({ type: 'launch', ...e }));
  rotation.on('ready', (e) => events.push({ type: 'ready', ...e }));
  const t0 = Date.now();
  await rotation.start();
  launchMs = (Date.now() - t0) / rotation.active.length;
  deploys = await deploy.serveDeploys(rotation, { env, socket, buildsDir: BUILDS });
  const capacity = await leadsPerSecond();
  loadRate = Math.min(200, Math.floor(LOAD_SHARE * capacity));
  console.log(`[ops] the cluster accepts ${capacity.toFixed(0)} leads/s closed loop: the loads below are ${loadRate} leads/s`);
});

test.afterAll(async () => {
  deploys?.close();
  await rotation?.stop();
  if (redis?.pid) await stack.stopAndWait(redis.pid);
  rmSync(path.join(ROOT, BUILDS), { recursive: true, force: true });
});

/** Every accepted lead in the CMS exactly once. */
async function expectAllOnce(tag: string, sent: Sent[]) {
  expect(sent.filter((s) => s.status !== 200), 'requests that failed').toEqual([]);
  const leads = await waitForLeads({ subSource: tag }, sent.length, 150_000);
  expect(new Set(leads.map((l) => l.email)).size).toBe(sent.length);
}

/** nginx's access log lines (flushed every second) of requests one upstream answered. */
const answeredBy = (port: number) => readFileSync(path.join(OPS.dir, 'nginx', 'access.log'), 'utf8').split('\n').filter((l) => l.includes(`127.0.0.1:${port} `));

/**
 * Leads a second this cluster accepts in this run, closed loop (300 leads from 20 senders), once
 * the CMS has every one of them: the baseline of the loads below. 200 leads/s filled both cores of
 * the machines this was written on; on one 2–4 × slower the cluster took 56–88 leads/s, the lone
 * instance left by a kill served 12–65 requests/s while another started, and 70 to 1,330 of 2,800
 * leads failed after the forms' resends (fresh-clone run q7 and a run of this phase); with one
 * core kept busy a page failed during a deploy under 200 leads/s.
 */
async function leadsPerSecond(): Promise<number> {
  const tag = `opscap-${Date.now().toString(36)}`;
  const t0 = Date.now();
  const sent = await leadLoad({ tag, from: FROM, count: 300, concurrency: 20, base });
  const rate = sent.length / ((Date.now() - t0) / 1000);
  await expectAllOnce(tag, sent);
  return rate;
}
/** The loads under a kill and a deploy: the 200 leads/s, or this share of the cluster's measured rate where that is less. */
const LOAD_SHARE = 0.6;
let loadRate = 0;

test('kill -9 of an instance under 200 leads/s (or 0.6 × what the cluster accepts, if less): no request fails, every lead reaches the CMS once; a new one is launched within its backoff and joins nginx once warm', async () => {
  const rate = loadRate;
  const tag = `opskill-${Date.now().toString(36)}`;
  const victim = rotation.active[1];
  let killedAt = 0;
  let done = false;
  const [sent, pages] = await Promise.all([
    // The kill 3 s into 14 s of load.
    rateLoad({ tag, rate, seconds: 14, from: FROM, base, during: (i) => { if (i === 3 * rate) { killedAt = Date.now(); process.kill(-victim.child.pid!, 'SIGKILL'); } } })
      .finally(() => { done = true; }),
    pageLoops({ loops: 4, base, paths: PAGES, until: () => done }),
  ]);
  expect(killedAt).toBeGreaterThan(0);
  // What the visitors met: every request answered, every lead in the CMS once.
  expect(Object.keys(pages)).toEqual(['200']);
  await expectAllOnce(tag, sent);
  // The supervisor's part: it saw the death and launched a new instance after its first backoff
  // (and whatever the load delays this process's timers by: at most one start at idle, this run's
  // baseline). How long that start then takes is the machine's: 6.6 s at idle and 38 s under this
  // load on a machine 2–4 × slower (the leads forwarded after the load kept both cores busy), where
  // three idle starts were the bound; it is printed, and the new instance must join nginx.
  const launched = events.find((e) => e.type === 'launch' && e.reason === 'restart' && e.at > killedAt);
  expect(launched, 'a new instance launched after the kill').toBeDefined();
  expect(launched!.at - killedAt, 'from the kill to the launch').toBeLessThanOrEqual(BACKOFF_MS[0] + launchMs);
  expect(launched!.port).not.toBe(victim.port);
  const joined = () => events.find((e) => e.type === 'ready' && e.reason === 'restart' && e.at > killedAt);
  await expect.poll(joined, { message: 'the restarted instance joined nginx', timeout: 150_000 }).toBeDefined();
  const back = joined()!;
  console.log(`[ops] killed :${victim.port}; :${back.port} launched ${launched!.at - killedAt} ms later, in nginx ${back.at - killedAt} ms later (one start at idle: ${launchMs} ms)`);
  // nginx sends it requests: the health route, which nginx never caches, asked through it.
  for (let i = 0; i < 40; i++) await send(FROM[i % FROM.length], { base, path: '/api/health' });
  await expect.poll(() => answeredBy(back.port).length, { timeout: 5_000 }).toBeGreaterThan(10);
  // The jobs the dead one held expire and another instance finishes them: nothing stays pending.
  await expect.poll(async () => (await (await fetch(`${base}/api/health`)).json()).leads, { timeout: 90_000, intervals: [1_000] })
    .toMatchObject({ pending: 0, dead: 0 });
});

test('an instance whose event loop hangs kills itself after STALLED_AFTER_MS: no request through nginx fails or waits much longer (not nginx\'s 60 s), every lead reaches the CMS once, a new instance joins', async () => {
  const victim = rotation.active[0];
  const tag = `opshang-${Date.now().toString(36)}`;
  // The hang, from outside: the instance's inspector runs an endless loop on its main thread.
  const inspector = await openInspector(victim.child.pid!);
  let hungAt = 0;
  let done = false;
  const slowest = { ms: 0 };
  const probes: Record<number, number> = {};
  const [sent] = await Promise.all([
    // Leads and uncached requests (nginx caches pages) for the stall and one start at idle after it.
    rateLoad({ tag, rate: 5, seconds: Math.ceil((STALL_MS + launchMs) / 1000), from: FROM, base, during: (i) => { if (i === 5) { hungAt = Date.now(); inspector.post('Runtime.evaluate', { expression: 'for (;;);' }); } } }),
    ...FROM.slice(0, 4).map(async (from) => {
      while (!hungAt) await new Promise((r) => setTimeout(r, 100));
      while (!done) {
        const t0 = Date.now();
        const { status } = await send(from, { base, path: '/api/health?probe=live' }).catch(() => ({ status: 0 }));
        probes[status] = (probes[status] ?? 0) + 1;
        slowest.ms = Math.max(slowest.ms, Date.now() - t0);
      }
    }),
    (async () => {
      await expect.poll(() => hungAt > 0 && events.some((e) => e.type === 'exit' && e.port === victim.port && e.at > hungAt), { message: 'the hung instance ended', timeout: 3 * STALL_MS }).toBe(true);
      done = true;
    })().finally(() => { done = true; }),
  ]);
  inspector.close();
  const died = events.find((e) => e.type === 'exit' && e.port === victim.port && e.at > hungAt)!;
  console.log(`[ops] :${victim.port} hung; killed ${died.at - hungAt} ms later (STALLED_AFTER_MS ${STALL_MS}); the slowest request through nginx meanwhile ${slowest.ms} ms`);
  // Its own watchdog killed it, having waited the stall out: STALL_MS from the main thread's last
  // mark (its log line), which came up to one mark interval before the hang (with one core kept
  // busy: killed 9,919 ms after the hang began).
  expect(died).toMatchObject({ signal: 'SIGKILL' });
  expect(died.at - hungAt).toBeGreaterThanOrEqual(STALL_MS - stallMarkMs(STALL_MS));
  const stalled = readFileSync(path.join(OPS.dir, `site-${victim.port}.log`), 'utf8').split('\n').filter((l) => l.includes('"event":"process.stalled"'));
  expect(stalled).toHaveLength(1);
  expect(JSON.parse(stalled[0].slice(stalled[0].indexOf('{'))).stalledMs).toBeGreaterThanOrEqual(STALL_MS);
  // What the visitors met: answers, none later than the stall and one start at idle (this run's baseline).
  expect(Object.keys(probes)).toEqual(['200']);
  expect(slowest.ms).toBeLessThanOrEqual(STALL_MS + launchMs);
  await expectAllOnce(tag, sent);
  await expect.poll(() => events.some((e) => e.type === 'ready' && e.reason === 'restart' && e.at > died.at), { message: 'a new instance joined nginx', timeout: 150_000 }).toBe(true);
});

test('kill -9 of nginx: a new one (without the old workers, which outlive their master) serves within an instance\'s start time', async () => {
  const old = rotation.nginx!.pid!;
  const killedAt = Date.now();
  process.kill(old, 'SIGKILL');
  await expect.poll(() => rotation.nginx!.pid !== old, { timeout: 60_000, intervals: [100] }).toBe(true);
  // Zombies (Z) are gone already: killed, waiting only for this machine's init to reap them.
  const group = (await runCommand('ps', ['-o', 'stat=', '-g', String(old)])).stdout.split('\n').filter((s) => s.trim() && !s.trim().startsWith('Z'));
  expect(group, 'processes left of the killed nginx').toEqual([]);
  await expect.poll(async () => (await send('127.0.0.1', { base, path: '/about-us' }).catch(() => ({ status: 0 }))).status, { timeout: 60_000 }).toBe(200);
  console.log(`[ops] nginx killed; a new one answered ${Date.now() - killedAt} ms later (one instance's start: ${launchMs} ms)`);
  // nginx starts in a fraction of what an instance takes: back within its backoff and one instance's start.
  expect(Date.now() - killedAt).toBeLessThanOrEqual(BACKOFF_MS[0] + launchMs);
});

/** `npm run deploy` as an operator runs it (with this cluster's socket); its output and exit code. */
function runDeploy(args: string[], onLine: (line: string) => void): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--require', 'tsx/cjs', path.join(ROOT, 'scripts', 'deploy.ts'), '--socket', socket, ...args], { cwd: ROOT });
    let out = '';
    child.stdout.on('data', (d) => { out += d; String(d).split('\n').filter(Boolean).forEach(onLine); });
    child.stderr.on('data', (d) => { out += d; });
    child.on('exit', (code) => resolve({ code, out }));
  });
}

test('a deploy under 200 leads/s (or 0.6 × what the cluster accepts, if less) and 4 page loops: nothing fails or is lost, the new build serves afterwards; a broken build never serves', async () => {
  test.setTimeout(420_000);
  const oldId = cluster.buildIdOf(rotation.distDir);
  const oldPorts = rotation.upstreams();
  // The command builds the tree once (minutes, no load), then swaps: the load covers the swap.
  let swapping!: () => void;
  const swapStarts = new Promise<void>((r) => { swapping = r; });
  const deployed = runDeploy([], (line) => { if (/starting .* beside/.test(line)) swapping(); });
  await Promise.race([swapStarts, deployed]);
  const tag = `opsdeploy-${Date.now().toString(36)}`;
  // The page loops go on until the load is done and the deploy has ended, whatever the swap takes
  // on this machine (12 s of load ended before the new instances were warm in one run at load 8).
  let loadDone = false;
  let deployDone = false;
  const ids = new Set<string>();
  const [sent, pages, result] = await Promise.all([
    rateLoad({ tag, rate: loadRate, seconds: 12, from: FROM, base }).finally(() => { loadDone = true; }),
    pageLoops({ loops: 4, base, paths: PAGES, until: () => loadDone && deployDone, seen: (html) => { const id = buildIdIn(html); if (id) ids.add(id); } }),
    deployed.finally(() => { deployDone = true; }),
  ]);
  expect(result.code, result.out).toBe(0);
  const newId = cluster.buildIdOf(rotation.distDir);
  expect(newId).not.toBe(oldId);
  expect(rotation.upstreams().every((p) => !oldPorts.includes(p))).toBe(true);
  expect(Object.keys(pages), 'page statuses').toEqual(['200']);
  expect([...ids].sort()).toEqual([oldId, newId].sort());
  for (const p of PAGES) expect(buildIdIn(await (await fetch(`${base}${p}`)).text()), p).toBe(newId);
  await expectAllOnce(tag, sent);

  // A build that cannot take leads (its lead route is missing) fails the warm-up: never in nginx.
  const broken = path.join(BUILDS, 'broken');
  cpSync(path.join(ROOT, rotation.distDir), path.join(ROOT, broken), { recursive: true });
  rmSync(path.join(ROOT, broken, 'server', 'pages', 'api', 'global-contact-form.js'));
  writeFileSync(path.join(ROOT, broken, 'BUILD_ID'), 'broken-build');
  const before = rotation.upstreams();
  const seen = new Set<string>();
  let stop = false;
  const [failed, pages2] = await Promise.all([
    runDeploy(['--build', broken], () => {}).finally(() => { stop = true; }),
    pageLoops({ loops: 2, base, paths: PAGES, until: () => stop, seen: (html) => { const id = buildIdIn(html); if (id) seen.add(id); } }),
  ]);
  expect(failed.code, failed.out).toBe(1);
  expect(failed.out).toContain('keeps serving');
  expect(Object.keys(pages2)).toEqual(['200']);
  expect([...seen]).toEqual([newId]);
  expect(rotation.upstreams()).toEqual(before);
  expect(events.filter((e) => e.buildId === 'broken-build')).toEqual([]);
});
