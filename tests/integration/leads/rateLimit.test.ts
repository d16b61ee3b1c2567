/** @jest-environment node */
// The lead rate limit shared by two "instances" through a real redis-server.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRateLimiter } from '../../../lib/leads/server/rateLimit';
import { until } from '../../support/until';

const REDIS_PORT = 6480 + Number(process.env.E2E_PORT_OFFSET ?? 0);
let redis: ChildProcess | null = null;

async function startRedis() {
  redis = spawn('redis-server', ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    redis!.stdout!.on('data', (c) => { if (String(c).includes('Ready to accept connections')) resolve(); });
    redis!.once('exit', (code) => reject(new Error(`redis-server exited (${code})`)));
  });
}
const stopRedis = () => new Promise<void>((r) => { if (!redis || redis.exitCode !== null || redis.signalCode !== null) return r(); redis.once('exit', () => r()); redis.kill('SIGKILL'); });

afterAll(stopRedis);


describe('lead rate limit', () => {
  it('with Redis: two instances share one limit (limit + 1 requests spread over both: one refused)', async () => {
    await startRedis();
    const keyPrefix = `test:${Date.now()}`;
    const url = `redis://127.0.0.1:${REDIS_PORT}`;
    const a = createRateLimiter({ limit: 4, windowMs: 60_000, redisUrl: url, keyPrefix });
    const b = createRateLimiter({ limit: 4, windowMs: 60_000, redisUrl: url, keyPrefix });
    // Connected: with no offline queue, calls before that would be counted by each one's insurance.
    await Promise.all([a.ready(), b.ready()]);
    const answers = [await a.check('ip'), await b.check('ip'), await a.check('ip'), await b.check('ip'), await a.check('ip')];
    expect(answers.filter((w) => w !== null)).toHaveLength(1);
    expect(answers[4]).toBeGreaterThan(0);

    // Redis dies: leads are not refused, the per-instance insurance limiter answers.
    // Until the limiter has seen Redis go (its log line), a call may still be on its way to the dead socket.
    const written = jest.spyOn(process.stdout, 'write');
    await stopRedis();
    await until(() => written.mock.calls.some(([line]) => String(line).includes('"event":"ratelimit.redis_down"')));
    written.mockRestore();
    // Not only let in: the insurance still limits (a lead path that merely let everyone in would
    // pass a single check of a fresh address).
    const fallback: (number | null)[] = [];
    for (let i = 0; i < 5; i++) fallback.push(await b.check('other-ip'));
    expect(fallback.slice(0, 4)).toEqual([null, null, null, null]);
    expect(fallback[4]).toBeGreaterThan(0);
    await Promise.all([a.close(), b.close()]);
  });
});
