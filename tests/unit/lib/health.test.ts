/** @jest-environment node */
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
