/** @jest-environment node */
// The lead's second destination and its life after delivery, against a real Postgres (embedded):
// the signed webhook to a local receiver that checks signatures (through a 60 s outage), and the
// retention sweep that leaves a confirmed lead without personal fields.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { webhookSender, type LeadEvent } from '../../../lib/leads/server/destinations';
import { LeadForwarder } from '../../../lib/leads/server/forwarder';
import { LeadQueue } from '../../../lib/leads/server/queue';
import { jobsOf, startTestPostgres, type TestPostgres } from './postgres';
import { until } from '../../support/until';
import { startWebhookReceiver, webhookReceived } from '../../support/webhookReceiver';

jest.setTimeout(150_000);

const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const EMAIL = 'meera.iyer@example.com';
const body = (i: number) => ({ data: { name: 'Meera Iyer', email: EMAIL, mobileNumber: '+91-98450-12345', message: `webhook ${i}` } });

let pg: TestPostgres;
let receiver: http.Server | null = null;
let port = 0;
/** Verified deliveries by webhook-id; any unsigned or badly signed request is counted apart. */
let deliveries: Map<string, { at: number; event: LeadEvent }[]>;
let forged: number;

function startReceiver(): Promise<void> {
  const check = new Webhook(SECRET);
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c)).on('end', () => {
      if (req.method === 'HEAD') { res.statusCode = 405; res.end(); return; }
      const raw = Buffer.concat(chunks).toString('utf8');
      try {
        const event = check.verify(raw, req.headers as Record<string, string>) as LeadEvent;
        const id = String(req.headers['webhook-id']);
        deliveries.set(id, [...(deliveries.get(id) ?? []), { at: Date.now(), event }]);
        res.statusCode = 204;
      } catch {
        forged++;
        res.statusCode = 400;
      }
      res.end();
    });
  });
  return new Promise((r) => receiver!.listen(port, '127.0.0.1', () => { port = (receiver!.address() as AddressInfo).port; r(); }));
}
const stopReceiver = () => new Promise<void>((r) => { receiver!.closeAllConnections(); receiver!.close(() => r()); });

beforeAll(async () => {
  pg = await startTestPostgres('lead_delivery_test');
});
afterAll(async () => {
  await pg.stop();
});
beforeEach(async () => {
  deliveries = new Map();
  forged = 0;
  const q = new LeadQueue(pg.url, { maxAttempts: 3, retryDelaySeconds: 1 });
  await q.start();
  await q.pool.query("TRUNCATE leads.lead; DELETE FROM pgboss.job WHERE name LIKE 'lead-%'");
  await q.stop();
});

describe('lead webhook', () => {
  it('delivers each accepted lead once, signed, with its key as the event id, through a 60 s outage of the receiver', async () => {
    await startReceiver();
    // Webhook only: the CMS's delivery is queue.test.ts's. 1000 attempts: the outage must not dead-letter anything.
    const queue = new LeadQueue(pg.url, { maxAttempts: 1000, retryDelaySeconds: 1 }, 4, ['cms', 'webhook']);
    const forwarder = new LeadForwarder(queue, webhookSender({ url: `http://127.0.0.1:${port}/hooks/leads`, secret: SECRET, timeoutMs: 2_000 }), { concurrency: 1, probeMs: 500 });
    await forwarder.start();
    try {
      const keys: string[] = [];
      const accept = async (i: number) => {
        const key = `hook-${i}`;
        keys.push(key);
        await queue.insert(key, '/api/global-contact-form', body(i));
        forwarder.nudge();
      };
      for (let i = 0; i < 5; i++) await accept(i);
      await until(() => deliveries.size === 5);
      const first = deliveries.get('hook-0')![0].event;
      expect(first).toEqual({ type: 'lead.accepted', id: 'hook-0', acceptedAt: expect.any(String), path: '/api/global-contact-form', data: body(0).data });

      // The receiver goes away for 60 s while leads keep coming, one every 2 s.
      await stopReceiver();
      const down = Date.now();
      let i = 5;
      while (Date.now() - down < 60_000) {
        await accept(i++);
        await new Promise((r) => setTimeout(r, 2_000));
      }
      await startReceiver();
      const back = Date.now();
      await until(() => deliveries.size === keys.length, 30_000);
      const late = Date.now() - back;

      expect([...deliveries.keys()].sort()).toEqual([...keys].sort());
      // Once each: no id was delivered twice, and nothing came unsigned.
      expect([...deliveries.values()].filter((d) => d.length !== 1)).toEqual([]);
      expect(forged).toBe(0);
      // The probe notices the receiver within a second or two, not at the next backoff step.
      expect(late).toBeLessThan(10_000);
      // Each job is completed once its receiver has answered, just after the receiver counted it.
      const open = async () => (await queue.pool.query("SELECT COUNT(*)::int AS n FROM pgboss.job WHERE name = 'lead-webhook' AND state <> 'completed'")).rows[0].n;
      await until(async () => (await open()) === 0, 10_000).catch(() => undefined);
      expect(await open()).toBe(0);
    } finally {
      await forwarder.stop();
      await queue.stop();
      await stopReceiver();
    }
  });

  it('a QA test lead (an address at .test) is queued for the CMS only: the sales webhook never receives it', async () => {
    await startReceiver();
    const queue = new LeadQueue(pg.url, { maxAttempts: 3, retryDelaySeconds: 1 }, 4, ['cms', 'webhook']);
    const forwarder = new LeadForwarder(queue, webhookSender({ url: `http://127.0.0.1:${port}/`, secret: SECRET, timeoutMs: 2_000 }), { concurrency: 1, probeMs: 500 });
    await forwarder.start();
    try {
      const qa = await queue.insert('qa-test-lead', '/api/global-contact-form', { data: { name: 'QA', email: 'release-check@maven.test', message: 'test lead' } });
      const real = await queue.insert('real-lead', '/api/global-contact-form', body(1));
      forwarder.nudge();
      await until(() => deliveries.has('real-lead'));
      expect([...deliveries.keys()]).toEqual(['real-lead']);
      const { rows } = await queue.pool.query("SELECT data FROM pgboss.job WHERE name IN ('lead-forward', 'lead-webhook') ORDER BY name, (data->>'leadId')::int");
      expect(rows.map((r) => r.data)).toEqual([{ leadId: qa.id }, { leadId: real.id }, { leadId: real.id, destination: 'webhook' }]);
    } finally {
      await forwarder.stop();
      await queue.stop();
      await stopReceiver();
    }
  });

  it('a receiver that refuses a lead (400) dead-letters it at once, named as the webhook\'s', async () => {
    const refusing = http.createServer((_req, res) => { res.statusCode = 400; res.end('bad payload'); });
    await new Promise<void>((r) => refusing.listen(0, '127.0.0.1', r));
    const queue = new LeadQueue(pg.url, { maxAttempts: 5, retryDelaySeconds: 1 }, 4, ['cms', 'webhook']);
    const url = `http://127.0.0.1:${(refusing.address() as AddressInfo).port}/`;
    const forwarder = new LeadForwarder(queue, webhookSender({ url, secret: SECRET, timeoutMs: 2_000 }), { concurrency: 1, probeMs: 500 });
    await forwarder.start();
    try {
      const { id } = await queue.insert('hook-refused', '/api/global-contact-form', body(1));
      forwarder.nudge();
      await until(async () => (await queue.stats()).dead === 1);
      expect(await jobsOf(queue.pool, id)).toEqual([
        // The CMS's side of the same lead is untouched: each destination has its own job.
        expect.objectContaining({ name: 'lead-forward', state: 'created', retryCount: 0 }),
        expect.objectContaining({ name: 'lead-webhook', state: 'completed', output: { refused: 'webhook 400: bad payload' } }),
        expect.objectContaining({ name: 'lead-dead', state: 'created', data: { leadId: id, destination: 'webhook', attempts: 1, error: 'webhook 400: bad payload' } }),
      ]);
    } finally {
      await forwarder.stop();
      await queue.stop();
      await new Promise<void>((r) => refusing.close(() => r()));
    }
  });
});

describe('data requests and the CRM', () => {
  it('a data request never reaches the CRM as a lead; a confirmed withdrawal and erasure reach it as their own signed events, with the email they proved and no phone', async () => {
    const crm = await startWebhookReceiver();
    const queue = new LeadQueue(pg.url, { maxAttempts: 3, retryDelaySeconds: 1 }, 4, ['cms', 'webhook', 'confirm']);
    const forwarder = new LeadForwarder(queue, webhookSender({ url: crm.env.LEADS_WEBHOOK_URL, secret: crm.env.LEADS_WEBHOOK_SECRET, timeoutMs: 2_000 }), { concurrency: 1, probeMs: 500 });
    await forwarder.start();
    try {
      const request = (type: string) => ({ data: { requestType: type, email: 'Meera.Iyer@Example.com', mobileNumber: '+91 98450 12345' } });
      const lead = await queue.insert('a-lead', '/api/global-contact-form', body(1));
      const withdraw = await queue.insert('dr-withdraw', '/api/data-request', request('withdraw'));
      const erase = await queue.insert('dr-erase', '/api/data-request', request('erase'));
      const access = await queue.insert('dr-access', '/api/data-request', request('access'));
      await queue.insert('dr-unconfirmed', '/api/data-request', request('erase'));
      forwarder.nudge();
      await until(async () => (await webhookReceived(crm.env.LEADS_WEBHOOK_URL)).length === 1);
      // Confirmed by the person (the mailed link): now, and only now, the CRM is told.
      for (const r of [withdraw, erase, access]) expect(await queue.confirm(r.id)).not.toBeNull();
      forwarder.nudge();
      await until(async () => (await webhookReceived(crm.env.LEADS_WEBHOOK_URL)).length === 3);
      // A batch's posts leave at once: they arrive in any order.
      const got = (await webhookReceived(crm.env.LEADS_WEBHOOK_URL)).sort((x, y) => ['a-lead', 'dr-withdraw', 'dr-erase'].indexOf(x.id) - ['a-lead', 'dr-withdraw', 'dr-erase'].indexOf(y.id));
      expect(got.map((g) => g.problem)).toEqual([null, null, null]);
      // The link proved the email only: a stranger who files with their own email and a victim's
      // number must not make the CRM stop marketing to, or erase, the number's owner.
      const person = { email: 'meera.iyer@example.com' };
      expect(got.map((g) => [g.id, g.event!.type])).toEqual([['a-lead', 'lead.accepted'], ['dr-withdraw', 'lead.withdrawn'], ['dr-erase', 'person.erasure_requested']]);
      expect(got[1].event).toEqual({ type: 'lead.withdrawn', id: 'dr-withdraw', confirmedAt: expect.any(String), person });
      expect(got[2].event).toEqual({ type: 'person.erasure_requested', id: 'dr-erase', confirmedAt: expect.any(String), person });
      expect(lead.id).toBeLessThan(withdraw.id);
    } finally {
      await forwarder.stop();
      await queue.stop();
      await crm.stop();
    }
  });
});

describe('lead retention', () => {
  /** The CMS's side of these leads: completed (delivered), or refused into the dead letter with `error`. */
  async function settle(queue: LeadQueue, outcome: Map<number, 'delivered' | { refused: string }>) {
    const jobs = await queue.boss.fetch<{ leadId: number }>('lead-forward', { batchSize: 100, includeMetadata: true });
    for (const job of jobs) {
      const o = outcome.get(job.data.leadId);
      if (o === 'delivered') await queue.boss.complete('lead-forward', job.id);
      else if (o) await queue.failed('cms', job, { attempt: 1, permanent: true, error: o.refused });
    }
  }
  const age = (queue: LeadQueue, id: number, days: number) => queue.pool.query(`UPDATE leads.lead SET created_at = now() - make_interval(days => $2) WHERE id = $1`, [id, days]);

  it('a lead accepted longer ago than the retention period keeps only its key, path and times; one still waiting for the CMS keeps all', async () => {
    const queue = new LeadQueue(pg.url, { maxAttempts: 3, retryDelaySeconds: 1 });
    try {
      const old = await queue.insert('kept-31-days', '/api/global-contact-form', body(1));
      const recent = await queue.insert('kept-29-days', '/api/global-contact-form', body(2));
      const waiting = await queue.insert('never-confirmed', '/api/global-contact-form', body(3));
      await settle(queue, new Map([[old.id, 'delivered'], [recent.id, 'delivered']]));
      await age(queue, old.id, 40);
      await age(queue, recent.id, 29);
      await age(queue, waiting.id, 60);

      expect(await queue.purgeExpired(30)).toBe(1);
      expect(await queue.purgeExpired(30)).toBe(0);
      const { rows } = await queue.pool.query('SELECT * FROM leads.lead WHERE id = $1', [old.id]);
      expect(JSON.stringify(rows[0])).not.toMatch(/Meera|meera|98450/);
      expect(rows[0]).toMatchObject({ idempotency_key: 'kept-31-days', path: '/api/global-contact-form', body: {}, email_hash: null, phone_hash: null });
      expect(rows[0].created_at).toBeInstanceOf(Date);
      expect(rows[0].purged_at).toBeInstanceOf(Date);
      const others = await queue.leads([recent.id, waiting.id]);
      expect(others.get(recent.id)!.body).toEqual(body(2));
      // Not yet in the CMS: the site's copy is the only one, whatever its age.
      expect(others.get(waiting.id)!.body).toEqual(body(3));
    } finally {
      await queue.stop();
    }
  });

  it('a lead the CMS refused, or dead-lettered, keeps its personal fields only for the retention period too, and its dead letter none', async () => {
    const queue = new LeadQueue(pg.url, { maxAttempts: 3, retryDelaySeconds: 1 });
    try {
      const refused = await queue.insert('refused-31-days', '/api/global-contact-form', body(1));
      const dead = await queue.insert('dead-40-days', '/api/global-contact-form', body(2));
      const recent = await queue.insert('dead-29-days', '/api/global-contact-form', body(3));
      await settle(queue, new Map([refused, dead, recent].map(({ id }) => [id, { refused: `CMS 422: ${EMAIL} is not valid` }])));
      await age(queue, refused.id, 31);
      await age(queue, dead.id, 40);
      await age(queue, recent.id, 29);

      expect(await queue.purgeExpired(30)).toBe(2);
      const { rows } = await queue.pool.query('SELECT idempotency_key, body, email_hash, phone_hash, purged_at IS NOT NULL AS purged FROM leads.lead ORDER BY id');
      expect(rows).toEqual([
        { idempotency_key: 'refused-31-days', body: {}, email_hash: null, phone_hash: null, purged: true },
        { idempotency_key: 'dead-40-days', body: {}, email_hash: null, phone_hash: null, purged: true },
        { idempotency_key: 'dead-29-days', body: body(3), email_hash: expect.any(String), phone_hash: expect.any(String), purged: false },
      ]);
      // The dead letters stay for the operator, a year: what they keep of the refusal names nobody.
      const letters = await queue.pool.query("SELECT data FROM pgboss.job WHERE name = 'lead-dead'");
      expect(letters.rows).toHaveLength(3);
      expect(JSON.stringify(letters.rows)).not.toContain(EMAIL.slice(1));
    } finally {
      await queue.stop();
    }
  });
});
