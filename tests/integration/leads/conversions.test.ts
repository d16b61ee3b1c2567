/** @jest-environment node */
// Conversions to Google Ads and Meta from the durable queue, against a real Postgres
// (embedded) and local stand-ins that check each request as the platform documents it.
import { createHash } from 'node:crypto';
import { conversionSenders } from '../../../lib/leads/server/conversions';
import { readLeadsConfig } from '../../../lib/leads/server/config';
import { LeadForwarder } from '../../../lib/leads/server/forwarder';
import { LeadQueue } from '../../../lib/leads/server/queue';
import { GOOGLE, META, startAdPlatformStandIns, type StandIns } from '../../support/adPlatforms';
import { until } from '../../support/until';
import { jobsOf, startTestPostgres, type TestPostgres } from './postgres';

jest.setTimeout(120_000);

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const FIRST = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'dv-2026', gclid: 'Cj0KCQiA-gclid_1', landing_page: '/', at: '2026-11-02T09:00:00.000Z' };
const LAST = { utm_source: 'facebook', utm_medium: 'paid_social', fbclid: 'IwAR-fbclid_2', landing_page: '/about-us', at: '2026-11-03T09:00:00.000Z' };
const lead = (email: string, extra: Record<string, unknown>) => ({
  data: {
    name: 'Asha Rao', email, mobileNumber: '+91-98765-43210', url: 'https://maven.example/about-us',
    firstTouch: FIRST, lastTouch: LAST, noticeVersion: 'v1', marketingOptIn: false, ...extra,
  },
});
const PATH = '/api/global-contact-form';

let pg: TestPostgres;
let standIns: StandIns;
let queue: LeadQueue;
let forwarders: LeadForwarder[];

beforeAll(async () => {
  pg = await startTestPostgres('lead_conversions_test');
  standIns = await startAdPlatformStandIns();
});
afterAll(async () => {
  await standIns.stop();
  await pg.stop();
});
beforeEach(async () => {
  standIns.received().google.length = 0;
  standIns.received().meta.length = 0;
  queue = new LeadQueue(pg.url, { maxAttempts: 3, retryDelaySeconds: 1 }, 4, ['cms', 'google', 'meta']);
  await queue.start();
  await queue.pool.query("TRUNCATE leads.lead; DELETE FROM pgboss.job WHERE name LIKE 'lead-%'");
  const config = readLeadsConfig({ DATABASE_URL: pg.url, ...standIns.env });
  forwarders = conversionSenders(config, 2_000).map((s) => new LeadForwarder(queue, s, { concurrency: 1, probeMs: 0 }));
});
afterEach(async () => {
  await Promise.all(forwarders.map((f) => f.stop()));
  await queue.stop();
});

const start = async () => { for (const f of forwarders) { await f.start(); f.nudge(); } };
/** Whether each platform's job of the lead is done (pg-boss completed it), in name order. */
const done = async (leadId: number) => (await jobsOf(queue.pool, leadId)).filter((j) => ['lead-google', 'lead-meta'].includes(j.name)).map((j) => j.state === 'completed');
const jobs = async (leadId: number) => (await queue.pool.query(
  "SELECT name FROM pgboss.job WHERE name IN ('lead-google', 'lead-meta') AND (data->>'leadId')::bigint = $1 ORDER BY name", [leadId],
)).rows.map((r) => r.name);

describe('conversions to the ad platforms', () => {
  it('sends an opted-in lead from an ad once to each platform, normalised and hashed as each documents', async () => {
    const { id } = await queue.insert('conv-key-0001', PATH, lead(' Asha.Rao@GMail.com ', { adMeasurementOptIn: true }));
    expect(await jobs(id)).toEqual(['lead-google', 'lead-meta']);
    await start();
    await until(() => standIns.received().google.length === 1 && standIns.received().meta.length === 1);
    const { google: [g], meta: [m] } = standIns.received();
    expect(g.problems).toEqual([]);
    expect(g.headers.authorization).toBe(`Bearer ${GOOGLE.accessToken}`);
    expect(g.headers['developer-token']).toBe(GOOGLE.developerToken);
    expect(g.body).toEqual({
      partialFailure: true,
      conversions: [{
        gclid: 'Cj0KCQiA-gclid_1',
        conversionAction: `customers/${GOOGLE.customerId}/conversionActions/${GOOGLE.conversionActionId}`,
        conversionDateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\+00:00$/),
        orderId: 'conv-key-0001',
        // Google: lower case, trimmed, a gmail.com local part without dots; the phone in E.164.
        userIdentifiers: [{ hashedEmail: sha256('asharao@gmail.com') }, { hashedPhoneNumber: sha256('+919876543210') }],
        consent: { adUserData: 'GRANTED' },
      }],
    });
    expect(m.problems).toEqual([]);
    expect(m.body).toEqual({
      access_token: META.accessToken,
      data: [{
        event_name: 'Lead',
        event_time: expect.any(Number),
        event_id: 'conv-key-0001',
        action_source: 'system_generated',
        event_source_url: 'https://maven.example/about-us',
        // Meta: lower case and trimmed (dots kept); the phone as digits with the country code.
        user_data: { em: [sha256('asha.rao@gmail.com')], ph: [sha256('919876543210')], fbc: `fb.1.${Date.parse(LAST.at)}.IwAR-fbclid_2` },
      }],
    });
    await until(async () => (await done(id)).join() === 'true,true');
  });

  it('queues nothing for a platform without the opt-in, without its click id, or for a test lead', async () => {
    const noOptIn = await queue.insert('conv-key-0002', PATH, lead('asha@example.com', {}));
    const optedOut = await queue.insert('conv-key-0003', PATH, lead('asha@example.com', { adMeasurementOptIn: false }));
    const test = await queue.insert('conv-key-0004', PATH, lead('qa@maven.test', { adMeasurementOptIn: true }));
    const googleOnly = await queue.insert('conv-key-0005', PATH, lead('asha@example.com', { adMeasurementOptIn: true, lastTouch: undefined }));
    expect(await jobs(noOptIn.id)).toEqual([]);
    expect(await jobs(optedOut.id)).toEqual([]);
    expect(await jobs(test.id)).toEqual([]);
    expect(await jobs(googleOnly.id)).toEqual(['lead-google']);
  });

  const withdrawal = (who: Record<string, string>) => ({ data: { requestType: 'withdraw', ...who, requestedAt: new Date().toISOString() } });
  const sent = (id: number) => until(async () => (await done(id)).join() === 'true,true');

  it('a withdrawal its person confirmed (the mailed link proves the email) stops a conversion of that email still queued', async () => {
    const { id } = await queue.insert('conv-key-0006', PATH, lead('Asha@Example.com', { adMeasurementOptIn: true }));
    const request = await queue.insert('withdraw-0001', '/api/data-request', withdrawal({ email: 'asha@example.com' }));
    expect(await queue.confirm(request.id)).not.toBeNull();
    await start();
    await until(async () => (await jobsOf(queue.pool, id)).filter((j) => j.output?.skipped === 'consent withdrawn').length === 2);
    expect((await jobsOf(queue.pool, id)).filter((j) => j.name !== 'lead-forward').map((j) => [j.name, j.state, j.output])).toEqual([
      ['lead-google', 'completed', { skipped: 'consent withdrawn' }], ['lead-meta', 'completed', { skipped: 'consent withdrawn' }],
    ]);
    expect(standIns.received()).toEqual({ google: [], meta: [] });
  });

  it("an outsider's unconfirmed withdrawal stops no one's conversion: not by the last 8 digits of a phone, not by an email they typed", async () => {
    const byPhone = await queue.insert('conv-key-0008', PATH, lead('ravi@example.com', { adMeasurementOptIn: true }));
    const byEmail = await queue.insert('conv-key-0009', PATH, lead('meera@example.com', { adMeasurementOptIn: true }));
    await queue.insert('withdraw-0002', '/api/data-request', withdrawal({ mobileNumber: '98765 43210' }));
    await queue.insert('withdraw-0003', '/api/data-request', withdrawal({ email: 'meera@example.com' }));
    await start();
    await sent(byPhone.id);
    await sent(byEmail.id);
    expect(standIns.received().google).toHaveLength(2);
  });

  it("a confirmed withdrawal with the outsider's own email and a victim's phone stops only the outsider's conversions", async () => {
    const victim = await queue.insert('conv-key-0010', PATH, lead('victim@example.com', { adMeasurementOptIn: true }));
    const request = await queue.insert('withdraw-0004', '/api/data-request', withdrawal({ email: 'outsider@example.com', mobileNumber: '+91-98765-43210' }));
    expect(await queue.confirm(request.id)).not.toBeNull();
    await start();
    await sent(victim.id);
    expect(standIns.received().google).toHaveLength(1);
  });

  it('a conversion Google refuses (partial failure) is dead-lettered at once', async () => {
    const { id } = await queue.insert('conv-key-0007', PATH, lead('asha@example.com', { adMeasurementOptIn: true, firstTouch: { ...FIRST, gclid: 'x'.repeat(3) }, lastTouch: undefined }));
    standIns.refuseGoogle('x'.repeat(3));
    await start();
    await until(async () => (await jobsOf(queue.pool, id, 'lead-dead')).some((j) => j.data.destination === 'google'));
    expect(standIns.received().google).toHaveLength(1);
  });
});
