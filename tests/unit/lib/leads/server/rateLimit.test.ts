/** @jest-environment node */
// The lead rate limit in memory; shared through Redis in tests/integration/leads/rateLimit.test.ts.
import { createRateLimiter } from '../../../../../lib/leads/server/rateLimit';

describe('lead rate limit', () => {
  it('in memory: the limit per IP, then a wait in seconds for Retry-After', async () => {
    const rl = createRateLimiter({ limit: 2, windowMs: 60_000 });
    expect([await rl.check('a'), await rl.check('a'), await rl.check('b')]).toEqual([null, null, null]);
    expect(await rl.check('a')).toBeGreaterThanOrEqual(59);
  });
});
