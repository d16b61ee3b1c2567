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
import { startTestPostgres, type TestPostgres } from './postgres';
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
      // Each row is marked once its receiver has answered, just after the receiver counted it: a
      // fresh-clone run read 28 rows unmarked at the moment the last delivery arrived.
      const unmarked = async () => (await queue.pool.query('SELECT COUNT(*)::int AS n FROM leads.lead WHERE webhook_at IS NULL')).rows[0].n;
      await until(async () => (await unmarked()) === 0, 10_000).catch(() => undefined);
      expect(await unmarked()).toBe(0);
    } finally {
      await forwarder.stop();
      await queue.stop();
      await stopReceiver();
    }
  });

  it('a QA test lead (an address at .test) is queued for the CMS only: the sales webhook never receives it (issue 23)', async () => {
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
      const lead = (await queue.leads([id])).get(id)!;
      expect(lead.delivery.webhook).toMatchObject({ attempts: 1, deadAt: expect.any(Date), at: null });
      // The CMS's side of the same lead is untouched: each destination has its own state.
      expect(lead.delivery.cms).toEqual({ at: null, attempts: 0, deadAt: null });
      const { rows } = await queue.pool.query("SELECT data FROM pgboss.job WHERE name = 'lead-dead'");
      expect(rows.map((r) => r.data)).toEqual([{ leadId: id, destination: 'webhook' }]);
    } finally {
      await forwarder.stop();
      await queue.stop();
      await new Promise<void>((r) => refusing.close(() => r()));
    }
  });
});

describe('data requests and the CRM (issue 36.3)', () => {
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
  it('a lead the CMS confirmed longer ago than the retention period keeps only its key, status and times', async () => {
    const queue = new LeadQueue(pg.url, { maxAttempts: 3, retryDelaySeconds: 1 });
    try {
      const old = await queue.insert('kept-31-days', '/api/global-contact-form', body(1));
      const recent = await queue.insert('kept-29-days', '/api/global-contact-form', body(2));
      const waiting = await queue.insert('never-confirmed', '/api/global-contact-form', body(3));
      await queue.pool.query(
        `UPDATE leads.lead SET created_at = now() - interval '40 days', forwarded_at = now() - interval '31 days', last_error = 'CMS 400: ${EMAIL}' WHERE id = $1`,
        [old.id],
      );
      await queue.pool.query("UPDATE leads.lead SET forwarded_at = now() - interval '29 days' WHERE id = $1", [recent.id]);
      await queue.pool.query("UPDATE leads.lead SET created_at = now() - interval '60 days' WHERE id = $1", [waiting.id]);

      expect(await queue.purgeExpired(30)).toBe(1);
      expect(await queue.purgeExpired(30)).toBe(0);
      const { rows } = await queue.pool.query('SELECT * FROM leads.lead WHERE id = $1', [old.id]);
      expect(JSON.stringify(rows[0])).not.toMatch(/Meera|meera|98450|webhook 1/);
      expect(rows[0]).toMatchObject({ idempotency_key: 'kept-31-days', path: '/api/global-contact-form', body: {}, last_error: null });
      expect(rows[0].forwarded_at).toBeInstanceOf(Date);
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

  it('issue 36.4: a lead the CMS refused, or dead-lettered, keeps its personal fields only for the retention period too', async () => {
    const queue = new LeadQueue(pg.url, { maxAttempts: 3, retryDelaySeconds: 1 });
    try {
      const refused = await queue.insert('refused-31-days', '/api/global-contact-form', body(1));
      const dead = await queue.insert('dead-31-days', '/api/global-contact-form', body(2));
      const recent = await queue.insert('dead-29-days', '/api/global-contact-form', body(3));
      await queue.pool.query(`UPDATE leads.lead SET created_at = now() - interval '31 days', dead_at = now() - interval '31 days', attempts = 1, last_error = 'CMS 422: ${EMAIL}' WHERE id = $1`, [refused.id]);
      await queue.pool.query(`UPDATE leads.lead SET created_at = now() - interval '40 days', dead_at = now() - interval '31 days', attempts = 3, last_error = 'CMS 503' WHERE id = $1`, [dead.id]);
      await queue.pool.query("UPDATE leads.lead SET created_at = now() - interval '29 days', dead_at = now() - interval '29 days' WHERE id = $1", [recent.id]);

      expect(await queue.purgeExpired(30)).toBe(2);
      const { rows } = await queue.pool.query('SELECT idempotency_key, body, last_error, email_hash, phone_hash, purged_at IS NOT NULL AS purged FROM leads.lead ORDER BY id');
      expect(rows).toEqual([
        { idempotency_key: 'refused-31-days', body: {}, last_error: null, email_hash: null, phone_hash: null, purged: true },
        { idempotency_key: 'dead-31-days', body: {}, last_error: null, email_hash: null, phone_hash: null, purged: true },
        { idempotency_key: 'dead-29-days', body: body(3), last_error: null, email_hash: expect.any(String), phone_hash: expect.any(String), purged: false },
      ]);
    } finally {
      await queue.stop();
    }
  });
});
