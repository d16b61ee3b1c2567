/** @jest-environment node */
// The lead queue and its workers against a real Postgres (embedded) and a stub CMS over HTTP.
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { cmsSender } from '../../../lib/leads/server/destinations';
import { LeadForwarder } from '../../../lib/leads/server/forwarder';
import { LeadQueue } from '../../../lib/leads/server/queue';
import contract from '../../../shared/contract.json';
import { deadLetters } from '../../../lib/leads/server/leadJobs';
import { jobsOf, startTestPostgres, type TestPostgres } from './postgres';
import { until } from '../../support/until';

jest.setTimeout(60_000);

const EMAIL = 'asha.rao@example.com';
const PHONE = '+91-98765-43210';
const body = (i: number) => ({ data: { name: 'Asha Rao', email: EMAIL, mobileNumber: PHONE, message: `lead ${i}` } });

let pg: TestPostgres;
let cms: http.Server;
let cmsUrl: string;
/** 'up' | 'down' (503 everywhere, health included) | 'refuse' (400 on leads) | 'spec-only' (no batch route: the spec's single routes). */
let mode: 'up' | 'down' | 'refuse' | 'spec-only';
/** Single-lead requests (spec-only mode): path and Idempotency-Key. */
let singles: { path: string; key: string }[];
let received: { key: string; at: number }[];
/** Leads per CMS request. */
let requests: number[];
const logs: string[] = [];
const open: { queue: LeadQueue; forwarder: LeadForwarder }[] = [];

beforeAll(async () => {
  pg = await startTestPostgres('lead_queue_test');
  // The CMS's batch route (contract.batch): one answer per lead, in order.
  cms = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c)).on('end', () => {
      if (mode === 'down') { res.statusCode = 503; res.end('down'); return; }
      if (req.url === '/_health') { res.statusCode = 204; res.end(); return; }
      if (mode === 'spec-only' && req.url !== contract.batch.path) {
        const key = String(req.headers['idempotency-key']);
        singles.push({ path: String(req.url), key });
        received.push({ key, at: Date.now() });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ data: { id: received.length } }));
        return;
      }
      if (req.url !== contract.batch.path || mode === 'spec-only') { res.statusCode = 404; res.end(); return; }
      const { leads } = JSON.parse(Buffer.concat(chunks).toString()) as { leads: { key: string; path: string }[] };
      requests.push(leads.length);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({
        results: leads.map(({ key }) => {
          if (mode === 'refuse') return { key, status: 400, error: { message: 'Field "email" is not valid: asha.rao@example.com' } };
          received.push({ key, at: Date.now() });
          return { key, status: 200, id: received.length };
        }),
      }));
    });
  });
  await new Promise<void>((r) => cms.listen(0, '127.0.0.1', r));
  cmsUrl = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
  const write = process.stdout.write.bind(process.stdout);
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
    logs.push(String(chunk));
    return (write as (c: string | Uint8Array, ...r: unknown[]) => boolean)(chunk, ...rest);
  });
});

beforeEach(async () => {
  mode = 'up';
  received = [];
  requests = [];
  singles = [];
  const q = new LeadQueue(pg.url, { maxAttempts: 3, retryDelaySeconds: 1 });
  await q.start();
  await q.pool.query("TRUNCATE leads.lead; DELETE FROM pgboss.job WHERE name IN ('lead-forward', 'lead-dead')");
  await q.stop();
});

afterEach(async () => {
  for (const { queue, forwarder } of open.splice(0)) { await forwarder.stop(); await queue.stop(); }
});

afterAll(async () => {
  await new Promise<void>((r) => cms.close(() => r()));
  await pg.stop();
});

/** One site instance: its own pool, pg-boss and workers on the shared database. */
async function instance(maxAttempts = 3) {
  const queue = new LeadQueue(pg.url, { maxAttempts, retryDelaySeconds: 1 }, 4);
  const forwarder = new LeadForwarder(queue, cmsSender({ cmsUrl, timeoutMs: 2_000 }), { concurrency: 1, probeMs: 200 });
  await forwarder.start();
  open.push({ queue, forwarder });
  return { queue, forwarder };
}

const deadLetterCommand = (...args: string[]) =>
  execFileSync(process.execPath, ['--require', 'tsx/cjs', path.join(__dirname, '../../../scripts/leads-dead-letter.ts'), ...args], { env: { ...process.env, DATABASE_URL: pg.url }, encoding: 'utf8' });

describe('lead queue on Postgres', () => {
  it('commits a lead once per idempotency key, even from two instances at once, and forwards it once', async () => {
    const a = await instance();
    const b = await instance();
    const results = await Promise.all([a.queue.insert('key-1', '/api/global-contact-form', body(1)), b.queue.insert('key-1', '/api/global-contact-form', body(1))]);
    expect(results.map((r) => r.duplicate).sort()).toEqual([false, true]);
    expect(results[0].id).toBe(results[1].id);
    const { rows } = await a.queue.pool.query("SELECT COUNT(*)::int AS n FROM pgboss.job WHERE name = 'lead-forward'");
    expect(rows[0].n).toBe(1);
    // The CMS answers before pg-boss completes the job: wait for it.
    await until(async () => (await jobsOf(a.queue.pool, results[0].id))[0]?.state === 'completed');
    expect(received).toHaveLength(1);
    expect(await a.queue.stats()).toEqual({ pending: 0, dead: 0, oldestPendingSeconds: null });
  });

  it('spreads 40 leads over two instances: each reaches the CMS exactly once', async () => {
    const a = await instance();
    const b = await instance();
    await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).queue.insert(`many-${i}`, '/api/global-contact-form', body(i))));
    await until(() => received.length >= 40);
    await until(async () => (await a.queue.stats()).pending === 0);
    expect(received.map((r) => r.key).sort()).toEqual(Array.from({ length: 40 }, (_, i) => `many-${i}`).sort());
  });

  it('forwards leads that wait together in one CMS request each batch, not one request per lead', async () => {
    const { queue, forwarder } = await instance();
    // Committed while no worker runs, so all 120 wait together, as during a burst.
    await forwarder.stop();
    await Promise.all(Array.from({ length: 120 }, (_, i) => queue.insert(`burst-${i}`, '/api/global-contact-form', body(i))));
    await forwarder.start();
    await until(async () => received.length >= 120 && (await queue.stats()).pending === 0);
    expect(new Set(received.map((r) => r.key)).size).toBe(120);
    expect(requests).toEqual([contract.batch.max, contract.batch.max, 120 - 2 * contract.batch.max]);
  });

  it('counts a waiting lead, retries a CMS that is down with the same key, and delivers as soon as it is back', async () => {
    mode = 'down';
    const { queue } = await instance(1000);
    const { id } = await queue.insert('down-1', '/api/global-contact-form', body(1));
    await until(async () => ((await jobsOf(queue.pool, id, 'lead-forward'))[0]?.retryCount ?? 0) >= 2);
    const stats = await queue.stats();
    expect(stats).toMatchObject({ pending: 1, dead: 0 });
    expect(stats.oldestPendingSeconds).toBeGreaterThanOrEqual(0);
    const back = Date.now();
    mode = 'up';
    await until(() => received.length === 1);
    // The probe notices the CMS within 200 ms: no wait for the next backoff step.
    expect(received[0].at - back).toBeLessThan(3_000);
    expect(received[0].key).toBe('down-1');
    expect(logs.filter((l) => l.includes('"lead.retried"') && l.includes(`"leadId":${id}`)).length).toBeGreaterThanOrEqual(1);
  });

  it('dead-letters a lead the CMS refuses at once, and one that fails every attempt after the last', async () => {
    mode = 'refuse';
    const { queue } = await instance(2);
    const refused = await queue.insert('refused-1', '/api/global-contact-form', body(1));
    await until(async () => (await queue.stats()).dead === 1);
    mode = 'down';
    const failing = await queue.insert('failing-1', '/api/global-contact-form', body(2));
    await until(async () => (await queue.stats()).dead === 2, 30_000);
    // Each dead letter says how many attempts its lead had, and the failure that ended them.
    expect(await deadLetters(queue.pool)).toEqual([
      expect.objectContaining({ id: refused.id, destination: 'cms', attempts: 1, lastError: expect.stringMatching(/^CMS 400/) }),
      expect.objectContaining({ id: failing.id, destination: 'cms', attempts: 2, lastError: expect.stringMatching(/503/) }),
    ]);
    expect((await queue.stats()).pending).toBe(0);
    expect(received).toHaveLength(0);

    // The operator lists them and sends them back into the queue; the CMS gets each once.
    const list = deadLetterCommand('list');
    expect(list).toContain(`#${refused.id} `);
    expect(list).toContain(`#${failing.id} `);
    mode = 'up';
    expect(deadLetterCommand('redrive', '--all')).toContain('Redriven 2 lead(s)');
    await until(async () => received.length === 2 && (await queue.stats()).pending === 0);
    expect(received.map((r) => r.key).sort()).toEqual(['failing-1', 'refused-1']);
    expect(await queue.stats()).toEqual({ pending: 0, dead: 0, oldestPendingSeconds: null });
    expect(deadLetterCommand('list')).toContain('The dead letter is empty.');
  });

  it('a CMS that speaks only the spec endpoints (no batch route) gets each lead on its own route, and the log says so once', async () => {
    mode = 'spec-only';
    const { queue } = await instance();
    await queue.insert('spec-1', '/api/global-contact-form', body(1));
    await queue.insert('spec-2', '/api/download/courses', { data: { id: 'c-1', email: EMAIL } });
    await until(async () => received.length === 2 && (await queue.stats()).pending === 0);
    await queue.insert('spec-3', '/api/global-referandearn-form', body(3));
    await until(async () => received.length === 3 && (await queue.stats()).pending === 0);
    expect(singles.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { path: '/api/global-contact-form', key: 'spec-1' }, { path: '/api/download/courses', key: 'spec-2' }, { path: '/api/global-referandearn-form', key: 'spec-3' },
    ]);
    expect(requests).toEqual([]);
    expect(logs.filter((l) => l.includes('"lead.batch_route_missing"'))).toHaveLength(1);
    expect((await queue.stats()).dead).toBe(0);
  });

  it('logs one JSON line per lead event, with ids and statuses but never the email or phone', () => {
    const events = logs.flatMap((l) => l.split('\n')).filter((l) => l.startsWith('{"ts"')).map((l) => JSON.parse(l));
    expect(new Set(events.map((e) => e.event))).toEqual(expect.objectContaining(new Set(['lead.forwarded', 'lead.retried', 'lead.dead_lettered'])));
    for (const e of events.filter((x) => String(x.event).startsWith('lead.') && x.leadId)) expect(e).toEqual(expect.objectContaining({ leadId: expect.any(Number) }));
    // One line per CMS request: its leads' ids and attempts.
    const forwarded = events.filter((x) => x.event === 'lead.forwarded');
    for (const e of forwarded) expect(e).toEqual(expect.objectContaining({ leadIds: expect.arrayContaining([expect.any(Number)]), attempts: expect.arrayContaining([expect.any(Number)]) }));
    expect(forwarded.flatMap((e) => e.leadIds)).toHaveLength(new Set(forwarded.flatMap((e) => e.leadIds)).size);
    const all = logs.join('');
    expect(all).not.toContain(EMAIL);
    expect(all).not.toContain('98765');
  });
});
