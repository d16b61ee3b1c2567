// Per-IP limit on lead requests (rate-limiter-flexible): counters in Redis when REDIS_URL is
// set, so N instances share one limit; in memory otherwise (one process). A Redis that is down
// never refuses a lead: the insurance limiter (memory, per instance) takes over, with a log line.
import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { logEvent } from '../../log';

export interface RateLimiter {
  /** null when allowed, else the seconds to wait (for Retry-After). */
  check(key: string): Promise<number | null>;
}

export interface RateLimitOptions { limit: number; windowMs: number; redisUrl?: string; keyPrefix?: string }

/** `ready()`: resolves once the shared store answers (at once without Redis); until then the insurance counts. */
export function createRateLimiter(o: RateLimitOptions): RateLimiter & { ready(): Promise<void>; close(): Promise<void> } {
  if (o.limit <= 0) return { check: async () => null, ready: async () => {}, close: async () => {} };
  const shape = { points: o.limit, duration: Math.ceil(o.windowMs / 1000), keyPrefix: o.keyPrefix ?? 'maven:leads:rl' };
  let limiter: RateLimiterAbstract = new RateLimiterMemory(shape);
  let redis: Redis | null = null;
  if (o.redisUrl) {
    // No offline queue: a command while Redis is away fails at once and the insurance answers.
    redis = new Redis(o.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: false });
    let down = false;
    redis.on('error', (err: Error) => { if (!down) logEvent('ratelimit.redis_down', { error: err.message }); down = true; });
    redis.on('ready', () => { if (down) logEvent('ratelimit.redis_back', {}); down = false; });
    limiter = new RateLimiterRedis({
      ...shape, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: new RateLimiterMemory(shape),
    });
  }
  return {
    async check(key) {
      try {
        await limiter.consume(key);
        return null;
      } catch (res) {
        if (res instanceof RateLimiterRes) return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
        // Neither store answered: let the lead in rather than lose it.
        logEvent('ratelimit.error', { error: (res as Error)?.message ?? String(res) });
        return null;
      }
    },
    ready: () => (!redis || redis.status === 'ready' ? Promise.resolve() : new Promise<void>((resolve) => redis!.once('ready', () => resolve()))),
    async close() { redis?.disconnect(); },
  };
}
