// The site's instances behind nginx, kept running: each dead one started again with backoff,
// warmed, then handed to nginx; a deploy starts the new build beside the old and moves nginx to it
// only once it is warm. Used by `npm run serve:cluster` and `npm run deploy` (through the
// cluster's socket, scripts/deploy.ts) and by the cluster journeys. Node built-ins only.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { cpSync, existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { buildIdOf, log, startNginx, until, writeCheckedNginxConf, type NginxSetup } from './cluster';
import { ROOT, startSite, stopAndWait } from './stack';

type Request = { method?: string; path: string; body?: string; localAddress?: string };

/** One HTTP request from a loopback address of its own; resolves with the status. */
function request(port: number, { method = 'GET', path: p = '/', body, localAddress = '127.0.0.1' }: Request): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const headers = body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {};
    const req = http.request({ host: '127.0.0.1', port, path: p, method, headers, localAddress, timeout: 15_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error(`${method} ${p} on :${port}: no answer in 15 s`)));
    req.end(body);
  });
}

/**
 * Readiness, not liveness: an instance joins nginx only after it has answered the lead path, the
 * database check and pages a few times, so the first burst it gets sees warm code and open
 * database connections. The lead probe is an empty form (400: nothing stored) sent from an
 * address of its own (127.0.0.254), so it never uses a visitor's rate-limit allowance.
 */
export async function warm(port: number, { rounds = WARM_ROUNDS, pages = WARM_PAGES }: WarmOptions = {}): Promise<void> {
  const expect = async (want: number | number[], o: Request) => {
    const status = await request(port, o);
    if (status === undefined || ![want].flat().includes(status)) throw new Error(`${o.method ?? 'GET'} ${o.path} on :${port} answered ${status}, not ${want}`);
  };
  // At once, so the database pools open every connection now, not in the first burst of leads.
  await Promise.all(Array.from({ length: DB_POOL }, () => expect(200, { path: '/api/health' })));
  for (let r = 0; r < rounds; r++) {
    await Promise.all([
      // 429 once that address used its allowance (20 a minute by default, shared through Redis by
      // every instance: a start and a deploy within a minute): the route answered all the same.
      expect([400, 429], { method: 'POST', path: '/api/global-contact-form', body: '{}', localAddress: '127.0.0.254' }),
      ...pages.map((p) => expect(200, { path: p })),
    ]);
  }
}
/** How many rounds of the lead route and the pages, and which pages (tests pass fewer). */
export type WarmOptions = { rounds?: number; pages?: string[] };
const WARM_ROUNDS = 10;
/** The lead queue's pool size (lib/leads/server/runtime.ts: 10 for its own pool and pg-boss's). */
const DB_POOL = 10;
const WARM_PAGES = ['/', '/asic-verification'];

/** Restart delays after an instance dies: quick at first, then slower while it keeps dying. */
export const BACKOFF_MS = [500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000];
/** An instance that ran this long is healthy again: its next death restarts at the first delay. */
const HEALTHY_MS = 60_000;

/** The harness's nginx: NginxSetup without what the rotation decides (the instances, the build). */
type RotationNginx = Omit<NginxSetup, 'upstreams' | 'backups' | 'distDir' | 'buildId'> & { port: number; logFile?: string };
/** One instance: its port, its process, since when it runs; `retiring` once nginx has moved away from it. */
type Instance = { port: number; child: ChildProcess; since: number; retiring?: boolean };

/**
 * N instances of a build behind nginx, kept running and replaced without a dropped request.
 * Each slot owns two ports and alternates: a new process (a restart after a death, a
 * deploy) starts on the slot's free port, is warmed there, and only then does nginx move to it
 * (a config reload: old nginx workers finish their requests, new ones use the new list); the old
 * process, drained, is then stopped. Events: `exit` {slot, port, code, signal, at} for a death,
 * `ready` {slot, port, at, buildId, reason} each time an instance joins nginx, `deployed`
 * {distDir, buildId} when nginx moved to another build.
 */
export class Rotation extends EventEmitter {
  distDir: string;
  active: Instance[] = [];
  nginx: ChildProcess | null = null;
  /** Instances answering but not yet warm: stop() ends them too. */
  private readonly launching = new Set<ChildProcess>();
  private readonly failures: number[];
  private queue: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(private readonly o: {
    count: number; firstPort: number; env: Record<string, string | undefined>; distDir: string; logDir: string; nginx: RotationNginx;
  }) {
    super();
    this.distDir = o.distDir;
    this.failures = Array<number>(o.count).fill(0);
  }

  /** Runs `fn` after every change already under way: restarts and deploys never overlap. */
  serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn);
    this.queue = run.catch(() => {});
    return run;
  }

  pair(slot: number): number[] { return [this.o.firstPort + slot, this.o.firstPort + this.o.count + slot]; }

  upstreams(): number[] { return this.active.map((a) => a.port); }

  /**
   * nginx's backup servers: each slot's other port, where its next process comes up. Requests an
   * nginx worker still holds from before a reload (the old list: one instance dead, the other
   * too busy to accept) then reach the new process instead of ending in a 502.
   */
  backups(): number[] { return this.active.flatMap((a, slot) => this.pair(slot).filter((p) => p !== a.port)); }

  /** The build's id keys nginx's cache and its draft-mode id goes around it (deploy/nginx/upstream.conf.template). */
  nginxConf(): NginxSetup & RotationNginx {
    return { ...this.o.nginx, upstreams: this.upstreams(), backups: this.backups(), distDir: this.distDir };
  }

  async start(): Promise<void> {
    for (let slot = 0; slot < this.o.count; slot++) this.active[slot] = await this.launch(slot, this.distDir, 'start');
    await this.startNginx();
    this.active.forEach((a, slot) => this.emit('ready', { slot, port: a.port, at: Date.now(), buildId: buildIdOf(this.distDir), reason: 'start' }));
  }

  /** nginx with the current list; started again whenever it dies. */
  async startNginx(): Promise<void> {
    const nginx = await startNginx(this.nginxConf());
    this.nginx = nginx;
    nginx.once('exit', (code, signal) => {
      if (this.stopped) return;
      log(`nginx died (${signal ?? code})`);
      // Its workers outlive a killed master and keep the port: end the whole group first.
      try { if (nginx.pid) process.kill(-nginx.pid, 'SIGKILL'); } catch { /* gone with it */ }
      this.nginxLater(0);
    });
  }

  private nginxLater(attempt: number): void {
    const delay = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)];
    setTimeout(() => this.serial(() => this.startNginx()).catch((error) => {
      log(`nginx did not start: ${error.message}`);
      if (!this.stopped) this.nginxLater(attempt + 1);
    }), delay).unref();
  }

  /** Starts `distDir` on the slot's free port and warms it; it takes no traffic yet. */
  private async launch(slot: number, distDir: string, reason: string): Promise<Instance> {
    const busy = this.active[slot]?.port;
    const [port] = this.pair(slot).filter((p) => p !== busy);
    const t0 = Date.now();
    // When the supervisor acted, apart from how long the machine then takes to start it.
    this.emit('launch', { slot, port, at: t0, reason });
    const child = await startSite({ port, env: { ...this.o.env, NEXT_DIST_DIR: distDir }, logFile: path.join(this.o.logDir, `site-${port}.log`) });
    const instance: Instance = { port, child, since: Date.now() };
    this.launching.add(child);
    try {
      // Stopped while it started (Ctrl+C, a test's end): nothing else would ever stop it.
      if (this.stopped) throw new Error('the rotation stopped');
      await warm(port);
      if (this.stopped) throw new Error('the rotation stopped');
      log(`:${port} answering after ${instance.since - t0} ms, warm after ${Date.now() - t0} ms`);
    } catch (error) {
      await stopAndWait(child.pid);
      throw new Error(`the ${reason === 'deploy' ? 'new build' : 'instance'} on :${port} is not ready: ${error instanceof Error ? error.message : error}`);
    } finally {
      this.launching.delete(child);
    }
    child.once('exit', (code, signal) => this.died(slot, instance, code, signal));
    return instance;
  }

  private died(slot: number, instance: Instance, code: number | null, signal: NodeJS.Signals | null): void {
    if (this.stopped || instance.retiring || this.active[slot] !== instance) return;
    this.emit('exit', { slot, port: instance.port, code, signal, at: Date.now() });
    if (Date.now() - instance.since > HEALTHY_MS) this.failures[slot] = 0;
    log(`instance :${instance.port} died (${signal ?? code})`);
    this.restartLater(slot);
  }

  /** After the slot's next backoff delay; a failed start tries again after the one after. */
  private restartLater(slot: number): void {
    const delay = BACKOFF_MS[Math.min(this.failures[slot]++, BACKOFF_MS.length - 1)];
    log(`slot ${slot}: a new instance in ${delay} ms`);
    setTimeout(() => this.serial(() => this.replace(slot, 'restart')).catch((error) => {
      log(`slot ${slot}: restart failed: ${error.message}`);
      if (!this.stopped) this.restartLater(slot);
    }), delay).unref();
  }

  private async replace(slot: number, reason: string): Promise<void> {
    if (this.stopped) return;
    const next = await this.launch(slot, this.distDir, reason);
    const old = this.active[slot];
    old.retiring = true;
    this.active[slot] = next;
    const drained = await this.reload();
    this.emit('ready', { slot, port: next.port, at: Date.now(), buildId: buildIdOf(this.distDir), reason });
    await drained();
    await stopAndWait(old.child.pid);
  }

  /**
   * Moves every slot to `distDir`. The new instances start beside the old ones and must pass
   * `warm` before nginx sees them: a build that fails it never gets a request, and the old
   * instances keep serving. Rollback is a deploy of the previous build.
   */
  deploy(distDir: string): Promise<{ buildId: string; ports: number[] }> {
    return this.serial(async () => {
      copyOlderAssets(this.distDir, distDir);
      const next: Instance[] = [];
      try {
        for (let slot = 0; slot < this.o.count; slot++) next.push(await this.launch(slot, distDir, 'deploy'));
      } catch (error) {
        await Promise.all(next.map((n) => { n.retiring = true; return stopAndWait(n.child.pid); }));
        throw error;
      }
      const old = this.active;
      old.forEach((o) => { o.retiring = true; });
      this.active = next;
      this.distDir = distDir;
      const drained = await this.reload();
      const buildId = buildIdOf(distDir);
      next.forEach((n, slot) => this.emit('ready', { slot, port: n.port, at: Date.now(), buildId, reason: 'deploy' }));
      this.emit('deployed', { distDir, buildId });
      await drained();
      await Promise.all(old.map((o) => stopAndWait(o.child.pid)));
      return { buildId, ports: this.upstreams() };
    });
  }

  /**
   * New config, then SIGHUP; resolves once new nginx workers (the new upstream list) take the
   * new connections, with a function that resolves once the old workers have answered their last
   * request (to the old upstreams) and exited.
   */
  private async reload(): Promise<() => Promise<void>> {
    const master = this.nginx?.pid;
    if (!master) throw new Error('nginx is not running');
    writeCheckedNginxConf(this.nginxConf());
    const before = nginxWorkers(master);
    process.kill(master, 'SIGHUP');
    await until(async () => nginxWorkers(master).some((w) => !before.includes(w)), 'nginx reload', 10_000);
    log(`nginx -> ${this.upstreams().map((p) => `:${p}`).join(', ')}`);
    return () => until(async () => !nginxWorkers(master).some((w) => before.includes(w)), 'draining of the old nginx workers', 30_000)
      .catch((error: Error) => log(error.message));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const children = [this.nginx, ...this.active.map((a) => a.child), ...this.launching];
    await Promise.all(children.map((child) => stopAndWait(child?.pid)));
  }
}

/** The worker processes of an nginx master. */
export function nginxWorkers(masterPid: number): string[] {
  const out = spawnSync('ps', ['-o', 'pid=', '--ppid', String(masterPid)], { encoding: 'utf8' }).stdout;
  return out.split('\n').map((l) => l.trim()).filter(Boolean);
}

/**
 * Pages cached in browsers and nginx before a deploy name the old build's scripts; hashed file
 * names never clash, so the new build also serves the old one's (one deploy back).
 */
function copyOlderAssets(fromDir: string, toDir: string): void {
  const from = path.resolve(ROOT, fromDir, 'static');
  const to = path.resolve(ROOT, toDir, 'static');
  if (from === to || !existsSync(from)) return;
  cpSync(from, to, { recursive: true, force: false, errorOnExist: false });
}

