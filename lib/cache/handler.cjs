// The ISR page cache, chosen at run time so that one build serves one machine and many:
// - REDIS_URL set: every instance reads and writes pages in one Redis, through a maintained
//   handler (@trieb.work/nextjs-turbo-redis-cache: Next 15-16, pages router, Node 20). A page
//   regenerated on one instance (webhook or ISR period) is what every instance serves next.
// - REDIS_URL unset (one machine, and `next build` always): Next's own file cache.
// A page Redis does not hold (emptied, evicted, or a new build's empty key space) is the build's
// own copy of it, read-only and the same on every instance, dated so that Next serves it as stale
// and regenerates it at once; a regeneration the CMS cannot answer keeps it (lib/cms/staticProps.ts).
// So a CMS outage with Redis emptied still serves every page the build made.
// CommonJS: Next loads it by path at run time (next.config.ts `cacheHandler`), outside webpack,
// so it cannot import the env module (lib/env, TypeScript) and reads its two variables itself:
// REDIS_URL is validated there all the same (next.config.ts imports it, so `next start` stops on
// a bad one), and NEXT_PHASE is Next's own (set in its build workers), not configuration.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;
const { WRITE_DEADLINE_MS, redisOptions, withDeadline } = require('./redisOptions.cjs');
const { countPageCache } = require('../metrics.cjs');

const REDIS_URL = process.env.REDIS_URL || '';
const BUILDING = process.env.NEXT_PHASE === 'phase-production-build';

/**
 * The build's copy of a page Redis lacks is dated this far back: older than any ISR period the
 * site uses (so Next regenerates it), younger than Next's expireTime, a year (past it Next would
 * wait for the regeneration, and fail it when the CMS is away).
 */
const BUILD_COPY_AGE_MS = 30 * 24 * 3600 * 1000;
/** What a Redis read that failed or outlasted its deadline answers, unlike a key Redis lacks. */
const AWAY = Symbol('redis away');

/** One Redis client per process: Next constructs a cache handler per request. */
let shared = null;
function redisHandler(serverDistDir) {
  if (!shared) {
    const { RedisStringsHandler } = require('@trieb.work/nextjs-turbo-redis-cache');
    // Keys carry the build id, so a new deploy never serves the previous build's pages.
    const buildId = readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
    shared = new RedisStringsHandler(redisOptions(REDIS_URL, buildId));
  }
  return shared;
}

module.exports = class PageCacheHandler {
  constructor(ctx) {
    this.redis = REDIS_URL && !BUILDING ? redisHandler(ctx.serverDistDir) : null;
    // With Redis, only read: the build's pages; never written, so nothing differs per instance.
    this.files = new FileSystemCache(ctx);
  }

  // Redis down or slow: a miss (the page renders fresh), never an error page nor a hung request.
  async get(key, ctx) {
    const stored = await (this.redis ? withDeadline(this.redis.get(key, ctx), AWAY) : this.files.get(key, ctx));
    countPageCache(stored != null && stored !== AWAY);
    if (stored === AWAY) return null;
    if (stored != null || !this.redis) return stored;
    const built = await this.files.get(key, ctx);
    return built && { ...built, lastModified: Date.now() - BUILD_COPY_AGE_MS };
  }

  // Next logs a failed set and serves the page it just rendered.
  set(key, data, ctx) {
    return this.redis ? withDeadline(this.redis.set(key, data, ctx), undefined, WRITE_DEADLINE_MS) : this.files.set(key, data, ctx);
  }

  revalidateTag(...args) {
    return this.redis ? withDeadline(this.redis.revalidateTag(...args), undefined) : this.files.revalidateTag(...args);
  }

  resetRequestCache() {
    this.files.resetRequestCache?.();
  }
};
