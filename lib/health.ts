// What /api/health answers, free of Next.js. Load balancers ask `?probe=live` (is the process
// answering?) or the default readiness: can this instance accept leads (its Postgres answers),
// is the CMS reachable, how many leads wait and for how long. Counts and ages only: no lead data.
import type { QueueStats } from './leads/server/queue';

export interface HealthDeps {
  /** The lead queue's counts; rejects when Postgres does not answer. */
  leadStats: () => Promise<QueueStats>;
  /** Resolves true when the CMS answers its health route. */
  cmsReachable: () => Promise<boolean>;
  timeoutMs?: number;
}

export interface HealthAnswer { status: number; body: Record<string, unknown> }

const within = <T>(p: Promise<T>, ms: number): Promise<T> =>
  Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref?.())]);

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
  return {
    status: database ? 200 : 503,
    body: {
      status,
      live: true,
      database: database ? 'up' : 'down',
      cms: cmsUp ? 'up' : 'down',
      leads: database
        ? { pending: stats.value.pending, dead: stats.value.dead, oldestPendingSeconds: stats.value.oldestPendingSeconds }
        : null,
    },
  };
}

export const liveness = (): HealthAnswer => ({ status: 200, body: { status: 'ok', live: true } });
