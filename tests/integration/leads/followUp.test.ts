/** @jest-environment node */
// On a real Postgres: a held lead reaches only the CMS until released (once); a repeat of a
// person's lead within 30 days points at it; a confirmation by the mailed link counts once.
import { LeadQueue } from '../../../lib/leads/server/queue';
import { REPEAT_OF } from '../../../lib/leads/server/leadStore';
import { startTestPostgres, type TestPostgres } from './postgres';

jest.setTimeout(60_000);

let pg: TestPostgres;
let queue: LeadQueue;
const lead = (email: string, phone = '+91-98765-43210', extra: Record<string, unknown> = {}) =>
  ({ data: { name: 'Asha Rao', email, mobileNumber: phone, message: '', ...extra } });
/** The jobs queued for a lead, by queue name. */
const jobsOf = async (leadId: number) => (await queue.pool.query(
  "SELECT name FROM pgboss.job WHERE (data->>'leadId')::bigint = $1 ORDER BY name", [leadId],
)).rows.map((r) => r.name as string);

beforeAll(async () => {
  pg = await startTestPostgres('lead_follow_up_test');
  queue = new LeadQueue(pg.url, { maxAttempts: 3, retryDelaySeconds: 1 }, 4, ['cms', 'webhook', 'confirm']);
  await queue.start();
});
afterAll(async () => {
  await queue.stop();
  await pg.stop();
});

describe('held leads (Google could not check the captcha)', () => {
  it('reach the CMS only, with the reason; a release queues the webhook once; a lead never held is not released', async () => {
    const held = await queue.insert('key-held-0001', '/api/global-contact-form', lead('held@example.com'), { heldReason: 'siteverify answered 503' });
    const plain = await queue.insert('key-plain-0001', '/api/global-contact-form', lead('plain@example.com', '+91-90000-00001'));
    expect(await jobsOf(held.id)).toEqual(['lead-forward']);
    expect(await jobsOf(plain.id)).toEqual(['lead-forward', 'lead-webhook']);
    expect((await queue.leads([held.id])).get(held.id)).toMatchObject({ heldReason: 'siteverify answered 503', releasedAt: null });

    expect(await queue.release('key-held-0001')).toEqual({ id: held.id, queued: ['webhook'], keys: ['key-held-0001'] });
    expect(await jobsOf(held.id)).toEqual(['lead-forward', 'lead-webhook']);
    expect(await queue.release('key-held-0001')).toBe('not-held');
    expect(await queue.release('key-plain-0001')).toBe('not-held');
    expect(await queue.release('key-nobody-001')).toBe('unknown');
    expect(await jobsOf(held.id)).toEqual(['lead-forward', 'lead-webhook']);
  });

  it('a data request and a QA test lead reach the CMS only, held or not', async () => {
    const request = await queue.insert('key-dr-000001', '/api/data-request', { data: { requestType: 'erase', email: 'dr@example.com' } });
    const test = await queue.insert('key-qa-000001', '/api/global-contact-form', lead('qa@maven.test', '+91-90000-00002'));
    expect([await jobsOf(request.id), await jobsOf(test.id)]).toEqual([['lead-forward'], ['lead-forward']]);
  });
});

describe('held leads and the mail (no captcha checked: nobody is mailed on its word)', () => {
  it("a held lead's acknowledgement, and a held data request's confirmation link, are queued only when a marketer releases it", async () => {
    const mailing = new LeadQueue(pg.url, { maxAttempts: 3, retryDelaySeconds: 1 }, 2, ['cms', 'webhook', 'ack', 'alert']);
    try {
      const held = await mailing.insert('key-held-mail-1', '/api/global-contact-form', lead('victim@example.com'), { heldReason: 'siteverify answered 429' });
      const request = await mailing.insert('key-held-mail-2', '/api/data-request', { data: { requestType: 'erase', email: 'victim@example.com' } }, { heldReason: 'siteverify answered 429' });
      expect([await jobsOf(held.id), await jobsOf(request.id)]).toEqual([['lead-forward'], ['lead-forward']]);
      await mailing.release('key-held-mail-1');
      await mailing.release('key-held-mail-2');
      expect([await jobsOf(held.id), await jobsOf(request.id)]).toEqual([['lead-ack', 'lead-alert', 'lead-forward', 'lead-webhook'], ['lead-ack', 'lead-forward']]);
      // The data request's confirmation link is queued once: a second release queues nothing.
      expect(await mailing.release('key-held-mail-2')).toBe('not-held');
      expect(await jobsOf(request.id)).toEqual(['lead-ack', 'lead-forward']);
    } finally {
      await mailing.stop();
    }
  });
});

describe("a held lead's companion download (the document its form asked for, held with it)", () => {
  it('is released with its lead, by the one release: its document mail and the rest queued then, once', async () => {
    const mailing = new LeadQueue(pg.url, { maxAttempts: 3, retryDelaySeconds: 1 }, 2, ['cms', 'webhook', 'ack', 'alert']);
    try {
      const reason = 'siteverify answered 429';
      const held = await mailing.insert('key-comp-0001', '/api/global-contact-form', lead('comp@example.com', '+91-90000-22222'), { heldReason: reason });
      const download = await mailing.insert('key-comp-0001-download', '/api/download/curiculam', { data: { id: 'doc', email: 'Comp@example.com' } }, { heldReason: `its lead key-comp-0001 is held: ${reason}` });
      expect([await jobsOf(held.id), await jobsOf(download.id)]).toEqual([['lead-forward'], ['lead-forward']]);

      expect(await mailing.release('key-comp-0001')).toEqual({ id: held.id, queued: ['webhook', 'ack', 'alert'], keys: ['key-comp-0001', 'key-comp-0001-download'] });
      const all = ['lead-ack', 'lead-alert', 'lead-forward', 'lead-webhook'];
      expect([await jobsOf(held.id), await jobsOf(download.id)]).toEqual([all, all]);
      expect((await mailing.leads([download.id])).get(download.id)!.releasedAt).toBeInstanceOf(Date);
      // Once: neither a second click on the lead nor one on the download queues anything more.
      expect(await mailing.release('key-comp-0001')).toBe('not-held');
      expect(await mailing.release('key-comp-0001-download')).toBe('not-held');
      expect([await jobsOf(held.id), await jobsOf(download.id)]).toEqual([all, all]);
    } finally {
      await mailing.stop();
    }
  });

  it("does not release a download at the lead's key plus -download that another address sent: it waits for its own release", async () => {
    const held = await queue.insert('key-comp-0002', '/api/global-contact-form', lead('owner@example.com', '+91-90000-33333'), { heldReason: 'siteverify answered 503' });
    const other = await queue.insert('key-comp-0002-download', '/api/download/curiculam', { data: { id: 'doc', email: 'stranger@example.com' } }, { heldReason: 'siteverify answered 503' });
    expect(await queue.release('key-comp-0002')).toEqual({ id: held.id, queued: ['webhook'], keys: ['key-comp-0002'] });
    expect(await jobsOf(other.id)).toEqual(['lead-forward']);
    expect(await queue.release('key-comp-0002-download')).toEqual({ id: other.id, queued: ['webhook'], keys: ['key-comp-0002-download'] });
  });
});

describe('repeats', () => {
  it('a second lead of one email (any case) or one phone (any format) within 30 days repeats the first; older ones do not count', async () => {
    const first = await queue.insert('key-rep-00001', '/api/global-contact-form', lead('Ravi@Example.com', '+91-91111-22222'));
    const byEmail = await queue.insert('key-rep-00002', '/api/download/curiculam', { data: { id: 'doc', email: ' ravi@example.com' } });
    const byPhone = await queue.insert('key-rep-00003', '/api/global-referandearn-form', lead('ravi.other@example.com', '+91 91111 22222'));
    const stranger = await queue.insert('key-rep-00004', '/api/global-contact-form', lead('someone@example.com', '+91-93333-44444'));
    const rows = await queue.leads([first.id, byEmail.id, byPhone.id, stranger.id]);
    expect([first, byEmail, byPhone, stranger].map((l) => rows.get(l.id)!.repeatOfKey)).toEqual([null, 'key-rep-00001', 'key-rep-00001', null]);

    await queue.pool.query("UPDATE leads.lead SET created_at = now() - interval '31 days' WHERE idempotency_key LIKE 'key-rep-%'");
    const later = await queue.insert('key-rep-00005', '/api/global-contact-form', lead('ravi@example.com', '+91-91111-22222'));
    expect((await queue.leads([later.id])).get(later.id)!.repeatOfKey).toBeNull();
  });

  it('finds the earliest repeat by reading a handful of rows, however many leads share the number (it read them all)', async () => {
    const hash = 'shared-test-number';
    // 3,000 leads of one number: 2,000 older than the window, then 1,000 within it, oldest first.
    await queue.pool.query(
      `INSERT INTO leads.lead (idempotency_key, path, body, phone_hash, created_at)
       SELECT 'key-many-' || i, '/api/global-contact-form', '{}'::jsonb, $1, now() - make_interval(days => 40) + make_interval(mins => i)
       FROM generate_series(1, 2000) AS i
       UNION ALL
       SELECT 'key-many-' || i, '/api/global-contact-form', '{}'::jsonb, $1, now() - make_interval(days => 20) + make_interval(mins => i)
       FROM generate_series(2001, 3000) AS i`, [hash]);
    await queue.pool.query('ANALYZE leads.lead');
    const lookup = REPEAT_OF.replaceAll('$4', '$1').replaceAll('$5', '$2').replaceAll('$7', '$3');
    const params = [null, hash, 30];
    const { rows: [earliest] } = await queue.pool.query(lookup, params);
    const { rows: [{ id: expected }] } = await queue.pool.query("SELECT id FROM leads.lead WHERE idempotency_key = 'key-many-2001'");
    expect(earliest.id).toBe(expected);
    const { rows: [plan] } = await queue.pool.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${lookup}`, params);
    type Node = { 'Actual Rows': number; 'Actual Loops': number; 'Rows Removed by Filter'?: number; Plans?: Node[] };
    const read = (n: Node): number => (n['Actual Rows'] + (n['Rows Removed by Filter'] ?? 0)) * n['Actual Loops'] + (n.Plans ?? []).reduce((t, c) => t + read(c), 0);
    expect(read(plan['QUERY PLAN'][0].Plan)).toBeLessThanOrEqual(10);
  });
});

describe('confirmations by the mailed link', () => {
  it('count once: the first queues the CMS update, a second does nothing', async () => {
    const request = await queue.insert('key-conf-0001', '/api/data-request', { data: { requestType: 'access', email: 'c@example.com' } });
    expect(await queue.confirm(request.id)).toEqual({ key: 'key-conf-0001', path: '/api/data-request' });
    expect(await jobsOf(request.id)).toEqual(['lead-confirm', 'lead-forward']);
    expect(await queue.confirm(request.id)).toBeNull();
    expect(await queue.confirm(999_999)).toBeNull();
    expect(await jobsOf(request.id)).toEqual(['lead-confirm', 'lead-forward']);
    expect((await queue.leads([request.id])).get(request.id)!.confirmedAt).toBeInstanceOf(Date);
  });
});
