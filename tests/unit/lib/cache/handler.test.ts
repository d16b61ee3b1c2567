/** @jest-environment node */
// The page-cache handler picks its store from REDIS_URL at run time, and a Redis that is down
// costs a cache miss within the deadline, never an error or a hung request.
import { execFile } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const distDir = mkdtempSync(path.join(os.tmpdir(), 'page-cache-'));
const serverDistDir = path.join(distDir, 'server');
mkdirSync(serverDistDir);
writeFileSync(path.join(distDir, 'BUILD_ID'), 'build-abc\n');
const ctx = { fs: undefined, serverDistDir, dev: false, flushToDisk: false, revalidatedTags: [], _requestHeaders: {} };

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

/**
 * Runs `script` with REDIS_URL at a closed port and returns its stdout. In a child process: the
 * Redis client keeps reconnecting, which would keep jest alive.
 */
async function withRedisDown(script: string): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, REDIS_URL: `redis://127.0.0.1:${await closedPort()}` };
  delete env.NEXT_PHASE;
  return (await promisify(execFile)(process.execPath, ['-e', script], { env, timeout: 15_000 })).stdout;
}

function loadHandler(env: Record<string, string | undefined>) {
  jest.resetModules();
  const saved = { ...process.env };
  Object.assign(process.env, env);
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k];
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Handler = require('../../../../lib/cache/handler.cjs');
  process.env = saved;
  return Handler;
}

describe('page cache handler', () => {
  it('without REDIS_URL uses Next’s own file cache', () => {
    const Handler = loadHandler({ REDIS_URL: undefined });
    const h = new Handler(ctx);
    expect(h.redis).toBeNull();
    expect(h.files.constructor.name).toBe('FileSystemCache');
  });

  it('with REDIS_URL, during `next build`, still the file cache (no Redis at build time)', () => {
    const Handler = loadHandler({ REDIS_URL: 'redis://127.0.0.1:1', NEXT_PHASE: 'phase-production-build' });
    expect(new Handler(ctx).redis).toBeNull();
  });

  it("a page Redis lacks is the build's copy, dated a month back so Next serves it stale and regenerates it; a Redis away is a miss", async () => {
    const Handler = loadHandler({ REDIS_URL: undefined });
    const h = new Handler(ctx);
    const built = { value: { kind: 'PAGES', html: '<h1>from the build</h1>' }, lastModified: 1_700_000_000_000 };
    const held = { value: { kind: 'PAGES', html: '<h1>from Redis</h1>' }, lastModified: Date.now() };
    h.files = { get: async () => built };
    const key = '/route-cache/PAGES/x/$/asic-verification';
    h.redis = { get: async () => null };
    const copy = await h.get(key, { kind: 'PAGES', isFallback: false });
    expect(copy.value).toEqual(built.value);
    expect(Date.now() - copy.lastModified).toBeGreaterThan(29 * 24 * 3600 * 1000);
    expect(Date.now() - copy.lastModified).toBeLessThan(365 * 24 * 3600 * 1000);
    h.redis = { get: async () => held };
    expect(await h.get(key, { kind: 'PAGES', isFallback: false })).toBe(held);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    h.redis = { get: async () => { throw new Error('ECONNREFUSED'); } };
    expect(await h.get(key, { kind: 'PAGES', isFallback: false })).toBeNull();
    warn.mockRestore();
  });

  it('with REDIS_URL and Redis down, a read is a miss within the deadline and a write does not throw', async () => {
    const script = `
      const Handler = require(${JSON.stringify(path.resolve(__dirname, '../../../../lib/cache/handler.cjs'))});
      console.error = console.warn = () => {};
      const h = new Handler(${JSON.stringify(ctx)});
      const key = '/route-cache/PAGES/x/$/index';
      (async () => {
        const t0 = Date.now();
        const got = await h.get(key, { kind: 'PAGES', isFallback: false });
        const getMs = Date.now() - t0;
        const set = await h.set(key, { kind: 'PAGES', html: '<p>x</p>', pageData: {} }, { cacheControl: { revalidate: 60 } });
        process.stdout.write(JSON.stringify({ got, getMs, set: set ?? 'undefined', redis: !!h.redis }));
        process.exit(0);
      })().catch((e) => { process.stdout.write(JSON.stringify({ threw: String(e) })); process.exit(1); });`;
    const stdout = await withRedisDown(script);
    const result = JSON.parse(stdout);
    expect(result).toMatchObject({ got: null, set: 'undefined', redis: true });
    expect(result.getMs).toBeLessThan(1000);
  }, 20_000);

  it('with Redis away, its clients back off: at most 4 logged reconnect failures a second, not 8', async () => {
    // Each failed attempt is an error with its stack in the operator's log. Counted from 2 s on,
    // once the first quick retries are behind; node-redis 4's own strategy logged 8 a second.
    const script = `
      const Handler = require(${JSON.stringify(path.resolve(__dirname, '../../../../lib/cache/handler.cjs'))});
      let failures = 0;
      console.error = console.warn = (...args) => { if (/ECONNREFUSED/.test(args.map(String).join(' '))) failures++; };
      new Handler(${JSON.stringify(ctx)});
      let from;
      setTimeout(() => { from = failures; }, 2000);
      setTimeout(() => { process.stdout.write(String(failures - from)); process.exit(0); }, 5000);`;
    const stdout = await withRedisDown(script);
    expect(Number(stdout)).toBeGreaterThan(0);
    expect(Number(stdout)).toBeLessThanOrEqual(12);
  }, 20_000);
});

describe('redisOptions', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { RECONNECT_CAP_MS, reconnectDelay, redisOptions, withDeadline } = require('../../../../lib/cache/redisOptions.cjs');

  it('prefixes keys with the build id, keeps no per-instance copy, takes the database from the URL', () => {
    expect(redisOptions('redis://10.0.0.5:6379/3', 'B1')).toMatchObject({ redisUrl: 'redis://10.0.0.5:6379/3', database: 3, keyPrefix: 'maven:B1:', inMemoryCachingTime: 0, redisGetDeduplication: false });
    expect(redisOptions('redis://h:6379', 'B2').database).toBe(0);
  });

  it('reconnect waits grow from 50 ms to the cap, with jitter under 200 ms', () => {
    const delays = [0, 1, 2, 5, 6, 30].map(reconnectDelay);
    const floors = [50, 100, 200, 1600, RECONNECT_CAP_MS, RECONNECT_CAP_MS];
    delays.forEach((d, i) => { expect(d).toBeGreaterThanOrEqual(floors[i]); expect(d).toBeLessThan(floors[i] + 200); });
    expect(redisOptions('redis://h:6379', 'B').socketOptions.reconnectStrategy).toBe(reconnectDelay);
  });

  it('withDeadline settles with the fallback on a rejection or past the deadline', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(withDeadline(Promise.reject(new Error('down')), 'miss')).resolves.toBe('miss');
    await expect(withDeadline(new Promise(() => {}), 'miss', 20)).resolves.toBe('miss');
    await expect(withDeadline(Promise.resolve('hit'), 'miss')).resolves.toBe('hit');
    warn.mockRestore();
  });
});
