/** @jest-environment node */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { liveness, readiness } from '../../../lib/health';

const stats = { pending: 3, dead: 1, oldestPendingSeconds: 42 };

describe('/api/health answers', () => {
  it('200 ok with the queue counts when Postgres and the CMS answer', async () => {
    expect(await readiness({ leadStats: async () => stats, cmsReachable: async () => true })).toEqual({
      status: 200, body: { status: 'ok', live: true, database: 'up', cms: 'up', leads: stats },
    });
  });

  it('200 degraded when the CMS is down or silent: leads are still accepted and queued', async () => {
    const silent = () => new Promise<boolean>(() => {});
    const r = await readiness({ leadStats: async () => stats, cmsReachable: silent, timeoutMs: 50 });
    expect(r).toEqual({ status: 200, body: { status: 'degraded', live: true, database: 'up', cms: 'down', leads: stats } });
  });

  it('503 down when Postgres does not answer', async () => {
    const r = await readiness({ leadStats: () => Promise.reject(new Error('ECONNREFUSED')), cmsReachable: async () => true });
    expect(r).toEqual({ status: 503, body: { status: 'down', live: true, database: 'down', cms: 'up', leads: null } });
  });

  it('liveness touches nothing', () => {
    expect(liveness()).toEqual({ status: 200, body: { status: 'ok', live: true } });
  });
});

/**
 * A Node process that loads the watchdog (`killWhenStalled(stallMs)`) and then runs `work`; its
 * exit and what it printed. The watchdog must work in a real process: it kills the process itself.
 */
function watched(stallMs: number, work: string): Promise<{ code: number | null; signal: string | null; out: string }> {
  const health = path.resolve(__dirname, '../../../lib/health.ts');
  const script = `require(${JSON.stringify(health)}).killWhenStalled(${stallMs}); ${work}`;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--require', 'tsx/cjs', '-e', script]);
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    // A watchdog that fails leaves the loop spinning: ended here with SIGTERM, which the test tells from its SIGKILL.
    const cap = setTimeout(() => child.kill('SIGTERM'), 20_000);
    child.on('exit', (code, signal) => { clearTimeout(cap); resolve({ code, signal, out }); });
  });
}

describe('an instance whose event loop is stuck kills itself (STALLED_AFTER_MS)', () => {
  it('an endless loop: killed once the loop has not turned for stallMs, with a log line saying so', async () => {
    const r = await watched(2_000, 'setTimeout(() => { for (;;); }, 50);');
    expect(r.signal).toBe('SIGKILL');
    const line = JSON.parse(r.out.split('\n').find((l) => l.includes('process.stalled'))!);
    expect(line).toMatchObject({ event: 'process.stalled', stallMs: 2_000 });
    expect(line.stalledMs).toBeGreaterThanOrEqual(2_000);
  }, 30_000);

  it('a busy loop that turns (4 s of 20 ms tasks, as a loaded instance runs) is left alone', async () => {
    const busy = 'const end = Date.now() + 4000; (function chunk() { const t = Date.now(); while (Date.now() - t < 20); if (Date.now() < end) setImmediate(chunk); })();';
    // 5 s: a loaded machine delays a task's next turn by seconds at worst (the e2e site's slowest
    // turn, a load average of 17 on two cores: 2.7 s; bench/RESULTS.md, 2026-11-28).
    const r = await watched(5_000, busy);
    expect(r).toMatchObject({ code: 0, signal: null });
    expect(r.out).not.toContain('process.stalled');
  }, 30_000);

  it('0: no watchdog (a debugger paused at a breakpoint is not killed)', async () => {
    const r = await watched(0, 'const t = Date.now(); while (Date.now() - t < 1500);');
    expect(r).toMatchObject({ code: 0, signal: null });
  }, 30_000);
});
