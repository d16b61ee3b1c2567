// Per-IP fixed-window rate limit, in memory (one server process).
export class RateLimiter {
  private hits = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly limit: number, private readonly windowMs: number, private readonly now: () => number = Date.now) {}

  /** null when allowed, else the seconds to wait (for Retry-After). */
  check(key: string): number | null {
    if (this.limit <= 0) return null;
    const t = this.now();
    if (this.hits.size > 10_000) for (const [k, v] of this.hits) if (v.resetAt <= t) this.hits.delete(k);
    let e = this.hits.get(key);
    if (!e || e.resetAt <= t) {
      e = { count: 0, resetAt: t + this.windowMs };
      this.hits.set(key, e);
    }
    e.count += 1;
    return e.count > this.limit ? Math.max(1, Math.ceil((e.resetAt - t) / 1000)) : null;
  }
}
