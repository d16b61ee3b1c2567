// What /api/health answers, free of Next.js. Load balancers ask `?probe=live` (is the process
// answering?) or the default readiness: can this instance accept leads (its Postgres answers),
// is the CMS reachable, how many leads wait and for how long. Counts and ages only: no lead data.
import { Worker } from 'node:worker_threads';
import type { QueueStats } from './leads/server/queue';
import { deadline } from './deadline.cjs';

export interface HealthDeps {
  /** The lead queue's counts; rejects when Postgres does not answer. */
  leadStats: () => Promise<QueueStats>;
  /** Resolves true when the CMS answers its health route. */
  cmsReachable: () => Promise<boolean>;
  timeoutMs?: number;
}

export interface HealthAnswer { status: number; body: Record<string, unknown> }

const within = <T>(p: Promise<T>, ms: number): Promise<T> => deadline(p, ms, () => { throw new Error(`no answer within ${ms} ms`); });

/**
 * 200 `ok`: Postgres and the CMS answer. 200 `degraded`: the CMS is down; pages come from the
 * last good content and leads are accepted and queued, so a balancer keeps sending traffic.
 * 503 `down`: Postgres does not answer, so leads cannot be committed: take the instance out.
 */
export async function readiness(deps: HealthDeps): Promise<HealthAnswer> {
  const ms = deps.timeoutMs ?? 2_000;
  const [stats, cms] = await Promise.allSettled([within(deps.leadStats(), ms), within(deps.cmsReachable(), ms)]);
  const database = stats.status === 'fulfilled';
  const cmsUp = cms.status === 'fulfilled' && cms.value;
  const status = !database ? 'down' : cmsUp ? 'ok' : 'degraded';
  const leads = database
    ? { pending: stats.value.pending, dead: stats.value.dead, oldestPendingSeconds: stats.value.oldestPendingSeconds } : null;
  const body = { status, live: true, database: database ? 'up' : 'down', cms: cmsUp ? 'up' : 'down', leads };
  return { status: database ? 200 : 503, body };
}

export const liveness = (): HealthAnswer => ({ status: 200, body: { status: 'ok', live: true } });

/**
 * How often the main thread marks the time, and the watchdog looks at it. The stall is counted from
 * the last mark, which can come up to this long before the loop gets stuck: a hung process is
 * killed between `stallMs - stallMarkMs` and `stallMs + stallMarkMs` after it got stuck.
 */
export const stallMarkMs = (stallMs: number) => Math.min(1_000, Math.ceil(stallMs / 4));

/**
 * Liveness the process enforces on itself. An instance whose event loop is stuck (an endless loop,
 * a runaway regular expression) still accepts connections (the kernel does), so nginx keeps
 * sending it visitors and waits its read timeout (60 s) for each before trying another: nginx
 * cannot take it out by counting failures (`max_fails=0`, scripts/cluster.ts). A worker thread,
 * which runs while the main thread is stuck, kills the process once the main thread has not
 * marked the time for `stallMs`; systemd (`Restart=always`) or the cluster's supervisor starts it
 * again, and nginx retries the killed one's requests on another instance. The mark is a shared
 * number, not a message: nothing has to be queued while the loop is stuck.
 */
export function killWhenStalled(stallMs: number): void {
  if (!stallMs) return;
  const tick = stallMarkMs(stallMs);
  const mark = new Float64Array(new SharedArrayBuffer(8));
  // A monotonic clock that both threads read alike: a wall-clock step is no stall.
  const now = () => Number(process.hrtime.bigint() / 1_000_000n);
  mark[0] = now();
  setInterval(() => { mark[0] = now(); }, tick).unref();
  // Plain JavaScript evaluated as the worker (not a file the bundler would have to ship). Its log
  // line is written straight to stdout's descriptor: the main thread relays a worker's
  // process.stdout, and it is the one that is stuck.
  const watchdog = `
    const { workerData: { mark, stallMs, tick } } = require('node:worker_threads');
    const { writeSync } = require('node:fs');
    const now = () => Number(process.hrtime.bigint() / 1000000n);
    setInterval(() => {
      const stalledMs = now() - mark[0];
      if (stalledMs < stallMs) return;
      writeSync(1, JSON.stringify({ ts: new Date().toISOString(), event: 'process.stalled', stalledMs, stallMs, pid: process.pid }) + '\\n');
      process.kill(process.pid, 'SIGKILL');
    }, tick);`;
  new Worker(watchdog, { eval: true, workerData: { mark, stallMs, tick } }).unref();
}
