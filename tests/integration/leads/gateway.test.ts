/** @jest-environment node */
// The lead gateway on the real Postgres queue: what "once per idempotency key" means for a
// visitor whose retry reaches another instance (the unit tests' in-memory store only stands in).
import { Client } from 'pg';
import type { CaptchaVerifier } from '../../../lib/leads/server/captcha';
import { createGateway, type GatewayRequest } from '../../../lib/leads/server/gateway';
import { LeadQueue } from '../../../lib/leads/server/queue';
import { createRateLimiter } from '../../../lib/leads/server/rateLimit';
import names from '../../../lib/leads/server/queue.json';
import { startTestPostgres, type TestPostgres } from './postgres';

jest.setTimeout(60_000);

const payload = {
  name: 'Asha Rao', workExperience: '1-2 years', mobileNumber: '+91-98765-43210', email: 'asha@example.com', message: '',
  state: 'Karnataka', country: 'India', channel: 'Organic', leadSource: 'Maven', subSource: 'Demo Class', url: 'http://x/', oldSource: 'test',
};
const anyToken: CaptchaVerifier = { verify: async (token) => (token ? { verdict: 'pass' } : { verdict: 'fail', reason: 'missing token' }) };

let pg: TestPostgres;
const queues: LeadQueue[] = [];

beforeAll(async () => { pg = await startTestPostgres('lead_gateway_test'); });
afterAll(async () => {
  await Promise.all(queues.map((q) => q.stop()));
  await pg?.stop();
});

/** One site instance: its own gateway (and in-flight map) and queue connections, one database. */
function instance() {
  const queue = new LeadQueue(pg.url, { maxAttempts: 3, retryDelaySeconds: 1 });
  queues.push(queue);
  const limiter = () => createRateLimiter({ limit: 1000, windowMs: 60_000 });
  const gateway = createGateway({ store: queue, verifier: anyToken, limiter: limiter(), captchaLimiter: limiter(), onStored: () => {} });
  return (key: string) => {
    const req: GatewayRequest = {
      method: 'POST', ip: '10.0.0.1', headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: Buffer.from(JSON.stringify({ data: payload, captcha: 't' })),
    };
    return gateway.handle({ form: 'contact' }, req);
  };
}

it('stores a lead once per idempotency key when its resends reach two instances at once, and answers each 200', async () => {
  const [a, b] = [instance(), instance()];
  const key = 'key-two-instances-01';
  const answers = await Promise.all([a(key), b(key), a(key), b(key)]);
  expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
  // One lead: every answer names it, and the instance that did not store it says duplicate.
  expect(new Set(answers.map((r) => (r.body as { id?: number }).id)).size).toBe(1);
  expect(answers.some((r) => (r.body as { duplicate?: boolean }).duplicate)).toBe(true);
  const db = new Client({ connectionString: pg.url });
  await db.connect();
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM ${names.table} WHERE idempotency_key = $1`, [key]);
  await db.end();
  expect(rows[0].n).toBe(1);
});
