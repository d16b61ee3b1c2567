// Options of the shared Redis page cache (lib/cache/handler.cjs), kept apart so a unit test
// can check them without a Redis.
const { deadline } = require('../deadline.cjs');

/** A cache read that takes longer is a miss: the page renders instead of waiting on Redis. */
const REDIS_DEADLINE_MS = 300;
/** A regeneration waits this long for its write, so the next reader on any instance gets it. */
const WRITE_DEADLINE_MS = 2000;
/** Longest wait between two reconnect attempts while Redis is away. */
const RECONNECT_CAP_MS = 2000;

/**
 * Wait before reconnect attempt `retries`: exponential from 50 ms, capped, with up to 200 ms of
 * jitter so instances do not retry in step (node-redis 5's default; the handler brings node-redis
 * 4, which retries every 0.5 s). Every failed attempt logs an error with its stack from each of
 * the handler's four clients per instance: 8 a second per instance during an outage, 2 now.
 * @param {number} retries
 */
function reconnectDelay(retries) {
  return Math.min(2 ** retries * 50, RECONNECT_CAP_MS) + Math.floor(Math.random() * 200);
}

function databaseOf(url) {
  const n = Number(new URL(url).pathname.slice(1));
  return Number.isInteger(n) && n >= 0 ? n : 0;
}

/** @param {string} url @param {string} buildId */
function redisOptions(url, buildId) {
  return {
    redisUrl: url,
    database: databaseOf(url),
    keyPrefix: `maven:${buildId}:`,
    getTimeoutMs: REDIS_DEADLINE_MS,
    // No per-instance copy: every read goes to Redis, so no instance serves a page that
    // another one has already replaced (the library's default keeps reads for 10 s).
    redisGetDeduplication: false,
    inMemoryCachingTime: 0,
    // Passed to node-redis as `socket`; the handler's subscriber clients are duplicates of its
    // main client and inherit it.
    socketOptions: { reconnectStrategy: reconnectDelay },
  };
}

/**
 * Settles with `fallback` when the promise rejects or outlasts the deadline. The library waits
 * up to 30 s for its first sync when Redis is down at start; a visitor must not.
 * @template T @param {Promise<T>} promise @param {T} fallback
 */
function withDeadline(promise, fallback, ms = REDIS_DEADLINE_MS) {
  const settled = Promise.resolve(promise).catch((error) => {
    console.warn(`[page cache] Redis: ${error?.message ?? error}`);
    return fallback;
  });
  return deadline(settled, ms, () => fallback);
}

module.exports = { REDIS_DEADLINE_MS, WRITE_DEADLINE_MS, RECONNECT_CAP_MS, reconnectDelay, redisOptions, withDeadline };
