/** @jest-environment node */
// The acknowledgement and the counsellors' alert, from the durable queue (real Postgres,
// embedded) to a local SMTP server (smtp-server, read back with mailparser), with the templates
// and addresses served as the CMS serves them (/api/lead-mail behind the lead token).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mailContentReader } from '../../../lib/cms/mail';
import { LeadForwarder } from '../../../lib/leads/server/forwarder';
import { ackQuota, mailSenders } from '../../../lib/leads/server/mail';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { metricsText } = require('../../../lib/metrics.cjs') as { metricsText: () => Promise<{ body: string }> };
import { LeadQueue, type LeadRow } from '../../../lib/leads/server/queue';
import { until } from '../../support/until';
import { jobsOf as jobsOfLead, startTestPostgres, type TestPostgres } from './postgres';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startSmtpStandIn } = require('../../support/smtpStandIn.cjs') as typeof import('../../support/smtpStandIn.cjs');

jest.setTimeout(120_000);

const FORM = '/api/global-contact-form';
const DOWNLOAD = '/api/download/courses';
const DATA_REQUEST = '/api/data-request';
const TOKEN = 'lead-token-for-the-mail-test-0123456789';
const SITE = 'https://www.maven.example';
const lead = (email: string, extra: Record<string, unknown> = {}) => ({
  data: { name: 'Asha Rao', email, mobileNumber: '+91-98860-12345', url: `${SITE}/asic-verification`, leadSource: 'Organic', message: 'Fees?', ...extra },
});

let pg: TestPostgres;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let cms: http.Server;
let cmsUrl: string;
let cmsAsked: (string | undefined)[] = [];
let alertSubject = 'CMS alert: {{name}}';
let queue: LeadQueue;
let forwarders: LeadForwarder[];
/** MAIL_ACKS_PER_HOUR of the senders each test starts. */
let acksPerHour = 100;
const confirmed = new Set<string>();
/** Recipients the SMTP server answers 550 (no such user). */
const refused = new Set<string>();

beforeAll(async () => {
  pg = await startTestPostgres('lead_mail_test');
  smtp = await startSmtpStandIn({ refuse: (rcpt) => refused.has(rcpt) });
  // The CMS's answer at /api/lead-mail: what a marketer set, read with the site's lead token.
  cms = http.createServer((req, res) => {
    cmsAsked.push(req.headers.authorization);
    if (req.headers.authorization !== `Bearer ${TOKEN}`) { res.writeHead(401).end(); return; }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
      templates: [
        { key: 'ack-lead', subject: 'CMS ack: thank you, {{name}}', text: 'Next: a call. Counsellor: {{counsellorEmail}}', html: '<p>Hello {{name}}</p>' },
        { key: 'alert', subject: alertSubject, text: 'Lead {{leadKey}}: {{email}} {{message}}', html: '<p>{{email}}</p>' },
      ],
      routes: [{ match: '*', email: 'desk@maven.example' }, { match: '/asic-verification', email: 'asic@maven.example' }],
    }));
  });
  await new Promise<void>((r) => cms.listen(0, '127.0.0.1', r));
  cmsUrl = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await smtp.stop();
  await new Promise((r) => cms.close(r));
  await pg.stop();
});
beforeEach(async () => {
  smtp.received.length = 0;
  cmsAsked = [];
  queue = new LeadQueue(pg.url, { maxAttempts: 3, retryDelaySeconds: 1 }, 4, ['cms', 'ack', 'alert']);
  await queue.start();
  await queue.pool.query("TRUNCATE leads.lead, leads.mail_quota; DELETE FROM pgboss.job WHERE name LIKE 'lead-%'");
  const content = mailContentReader({ cmsUrl, token: TOKEN, timeoutMs: 2_000, cacheMs: 300 });
  const senders = mailSenders({ smtpUrl: smtp.url, from: 'Maven Silicon <admissions@maven.example>', siteUrl: SITE, timeoutMs: 5_000 }, {
    content: async () => (await content.read()).value,
    confirmUrl: (l: LeadRow) => (confirmed.has(l.idempotencyKey) ? `${SITE}/confirm?t=${l.idempotencyKey}` : null),
    document: async (l: LeadRow) => (l.path === DOWNLOAD ? { title: 'VLSI course brochure', url: `${SITE}/media/vlsi-course-brochure.pdf` } : null),
    ackQuota: ackQuota(pg.url, acksPerHour),
  });
  forwarders = senders.map((s) => new LeadForwarder(queue, s, { concurrency: 1, probeMs: 0 }));
  for (const f of forwarders) await f.start();
});
afterEach(async () => {
  await Promise.all(forwarders.map((f) => f.stop()));
  await queue.stop();
});

const insert = async (key: string, path: string, body: unknown) => {
  const r = await queue.insert(key, path, body);
  forwarders.forEach((f) => f.nudge());
  return r;
};
const mailsOf = (key: string) => smtp.received.filter((m) => m.leadKey === key);
const jobsOf = async (id: number) => (await queue.pool.query(
  "SELECT name FROM pgboss.job WHERE name IN ('lead-ack', 'lead-alert') AND (data->>'leadId')::bigint = $1 ORDER BY name", [id])).rows.map((r) => r.name);

it('acknowledges a lead to its address and alerts its page’s counsellors within a minute, with the CMS’s words', async () => {
  const accepted = Date.now();
  const { id } = await insert('mail-lead-1', FORM, lead('asha@example.com'));
  await until(() => mailsOf('mail-lead-1').length === 2, 60_000);
  const [ack] = mailsOf('mail-lead-1').filter((m) => m.to.includes('asha@example.com'));
  const [alert] = mailsOf('mail-lead-1').filter((m) => m.to.includes('asic@maven.example'));
  // The template asks for the name; an acknowledgement carries none of the visitor's words.
  expect(ack).toMatchObject({ subject: 'CMS ack: thank you,', from: 'admissions@maven.example' });
  expect(ack.html).not.toContain('Asha');
  expect(ack.text).toContain('Counsellor: asic@maven.example');
  expect(alert).toMatchObject({ subject: 'CMS alert: Asha Rao' });
  // One Message-ID per lead and email: a second copy (at least once) reads as the first.
  expect([ack.messageId, alert.messageId]).toEqual(['<mail-lead-1.ack@maven.example>', '<mail-lead-1.alert@maven.example>']);
  expect(alert.text).toContain('asha@example.com Fees?');
  expect(Math.max(ack.arrivedAt, alert.arrivedAt) - accepted).toBeLessThan(60_000);
  expect(cmsAsked.every((a) => a === `Bearer ${TOKEN}`)).toBe(true);
  // Delivered: pg-boss completes each destination's job in its own time (a run saw the alert done and the ack not yet).
  const mailJobs = async () => (await jobsOfLead(queue.pool, id)).filter((j) => ['lead-ack', 'lead-alert'].includes(j.name));
  await until(async () => (await mailJobs()).every((j) => j.state === 'completed'));
  expect((await mailJobs()).map((j) => [j.name, j.state, j.retryCount])).toEqual([['lead-ack', 'completed', 0], ['lead-alert', 'completed', 0]]);
});

it('sends nothing for a QA test lead (not even a job)', async () => {
  const { id } = await insert('mail-test-lead', FORM, lead('qa@maven.test'));
  const { id: other } = await insert('mail-after-test', FORM, lead('ravi@example.com'));
  await until(() => mailsOf('mail-after-test').length === 2, 60_000);
  expect(mailsOf('mail-test-lead')).toEqual([]);
  expect(await jobsOf(id)).toEqual([]);
  expect(await jobsOf(other)).toEqual(['lead-ack', 'lead-alert']);
});

it('gives a download its document link (and a confirmation link for an opt-in, when there is one)', async () => {
  await insert('mail-download-1', DOWNLOAD, { data: { id: 'vlsi-course-brochure', email: 'asha@example.com' } });
  confirmed.add('mail-download-2');
  await insert('mail-download-2', DOWNLOAD, { data: { id: 'vlsi-course-brochure', email: 'ravi@example.com', marketingOptIn: true } });
  await until(() => mailsOf('mail-download-1').length === 2 && mailsOf('mail-download-2').length === 2, 60_000);
  const ack = mailsOf('mail-download-1').find((m) => m.to.includes('asha@example.com'))!;
  // The CMS stand-in has no ack-download template: the seed's, built in.
  expect(ack.subject).toBe('Your download: VLSI course brochure');
  expect(ack.text).toContain(`${SITE}/media/vlsi-course-brochure.pdf`);
  // Escaped as HTML (mustache writes / as &#x2F;, which a mail program reads back as /).
  expect(ack.html).toContain(`href="${SITE}/media/vlsi-course-brochure.pdf"`.replace(/\//g, '&#x2F;'));
  expect(ack.text).not.toContain('confirm');
  const optIn = mailsOf('mail-download-2').find((m) => m.to.includes('ravi@example.com'))!;
  expect(optIn.text).toContain(`${SITE}/confirm?t=mail-download-2`);
  // A download alerts the default address (no page, no routed source).
  expect(mailsOf('mail-download-1').find((m) => m.to.includes('desk@maven.example'))).toBeDefined();
});

it('acknowledges a data request, and alerts nobody of it', async () => {
  const { id } = await insert('mail-data-request', DATA_REQUEST, { data: { requestType: 'erase', email: 'asha@example.com' } });
  await until(() => mailsOf('mail-data-request').length === 1, 60_000);
  expect(mailsOf('mail-data-request')[0]).toMatchObject({ to: ['asha@example.com'], subject: 'Your request about your data at Maven Silicon' });
  expect(await jobsOf(id)).toEqual(['lead-ack']);
});

it('uses a template edited in the CMS for the next email', async () => {
  await insert('mail-before-edit', FORM, lead('asha@example.com'));
  await until(() => mailsOf('mail-before-edit').length === 2, 60_000);
  alertSubject = 'Edited: call {{name}} today';
  await new Promise((r) => setTimeout(r, 400)); // the reader's cache (300 ms here; a minute in the site)
  await insert('mail-after-edit', FORM, lead('ravi@example.com', { name: 'Ravi' }));
  await until(() => mailsOf('mail-after-edit').length === 2, 60_000);
  expect(mailsOf('mail-after-edit').find((m) => m.to.includes('asic@maven.example'))!.subject).toBe('Edited: call Ravi today');
});

it('dead-letters at once an email whose recipient the server refuses, and still alerts the counsellors', async () => {
  refused.add('nobody@example.com');
  const { id } = await insert('mail-refused', FORM, lead('nobody@example.com'));
  await until(async () => (await jobsOfLead(queue.pool, id, 'lead-dead')).length === 1, 60_000);
  await until(() => mailsOf('mail-refused').length === 1, 60_000);
  expect(mailsOf('mail-refused')[0].to).toEqual(['asic@maven.example']);
  expect((await jobsOfLead(queue.pool, id, 'lead-dead'))[0].data).toMatchObject({ destination: 'ack', attempts: 1, error: expect.stringMatching(/^SMTP EENVELOPE 550/) });
  expect(await queue.stats()).toMatchObject({ dead: 1 });
});

// Anyone can type any address into a form: the site must not become a mail bomb.
const ackDone = async (ids: number[]) => until(async () => (await Promise.all(ids.map((id) => jobsOfLead(queue.pool, id, 'lead-ack')))).every((jobs) => jobs.some((j) => j.state === 'completed')), 60_000);
const skippedOf = async (reason: string) => Number(new RegExp(`^maven_mail_acks_skipped_total\\{reason="${reason}"\\} (\\d+)`, 'm').exec((await metricsText()).body)?.[1] ?? 0);

it('acknowledges an address once a day for each kind of mail: its repeats (any case) get none, and their alerts still go', async () => {
  const before = await skippedOf('repeat');
  const ids = [
    (await insert('mail-bomb-1', FORM, lead('victim@example.com'))).id,
    (await insert('mail-bomb-2', FORM, lead(' Victim@Example.com'))).id,
    (await insert('mail-bomb-3', FORM, lead('VICTIM@example.com'))).id,
    (await insert('mail-bomb-4', DOWNLOAD, { data: { id: 'vlsi-course-brochure', email: 'victim@example.com' } })).id,
    (await insert('mail-bomb-5', DOWNLOAD, { data: { id: 'vlsi-course-brochure', email: 'Victim@example.com' } })).id,
  ];
  await ackDone(ids);
  await until(() => smtp.received.filter((m) => m.leadKey?.startsWith('mail-bomb-') && !m.to.some((t) => /victim/i.test(t))).length === 5, 60_000);
  // Which repeat wins is the queue's order: one of the forms' leads, one of the downloads.
  const toVictim = smtp.received.filter((m) => m.to.some((t) => /victim@example\.com/i.test(t))).map((m) => m.leadKey);
  expect(toVictim).toHaveLength(2);
  expect(toVictim.filter((k) => ['mail-bomb-1', 'mail-bomb-2', 'mail-bomb-3'].includes(k!))).toHaveLength(1);
  expect(toVictim.filter((k) => ['mail-bomb-4', 'mail-bomb-5'].includes(k!))).toHaveLength(1);
  expect(await skippedOf('repeat')).toBe(before + 3);
});

it('a person who wrote today still gets the link of what they ask next: a document, a data request\'s confirmation', async () => {
  const ids = [
    (await insert('mail-same-day-1', FORM, lead('meera@example.com'))).id,
    (await insert('mail-same-day-2', DOWNLOAD, { data: { id: 'vlsi-course-brochure', email: 'meera@example.com' } })).id,
    (await insert('mail-same-day-3', DATA_REQUEST, { data: { requestType: 'erase', email: 'meera@example.com' } })).id,
    (await insert('mail-same-day-4', DATA_REQUEST, { data: { requestType: 'see', email: 'meera@example.com' } })).id,
  ];
  await ackDone(ids);
  const toMeera = () => smtp.received.filter((m) => m.to.includes('meera@example.com'));
  await until(() => toMeera().length === 4, 60_000);
  expect(toMeera().map((m) => m.leadKey).sort()).toEqual(['mail-same-day-1', 'mail-same-day-2', 'mail-same-day-3', 'mail-same-day-4']);
  expect(toMeera().find((m) => m.leadKey === 'mail-same-day-2')!.text).toContain(`${SITE}/media/vlsi-course-brochure.pdf`);
});

it('sends at most MAIL_ACKS_PER_HOUR acknowledgements an hour for the whole site, counted for the alert', async () => {
  // The senders of this test: a cap of 2 (beforeEach reads it).
  await Promise.all(forwarders.map((f) => f.stop()));
  acksPerHour = 2;
  const content = mailContentReader({ cmsUrl, token: TOKEN, timeoutMs: 2_000, cacheMs: 300 });
  const senders = mailSenders({ smtpUrl: smtp.url, from: 'Maven Silicon <admissions@maven.example>', siteUrl: SITE, timeoutMs: 5_000 }, {
    content: async () => (await content.read()).value, confirmUrl: () => null, document: async () => null, ackQuota: ackQuota(pg.url, acksPerHour),
  });
  forwarders = senders.map((s) => new LeadForwarder(queue, s, { concurrency: 1, probeMs: 0 }));
  for (const f of forwarders) await f.start();
  const before = await skippedOf('hourly_cap');
  const ids: number[] = [];
  for (let i = 1; i <= 5; i++) ids.push((await insert(`mail-cap-${i}`, FORM, lead(`person.${i}@example.com`))).id);
  await ackDone(ids);
  expect(smtp.received.filter((m) => m.to.some((t) => t.startsWith('person.')))).toHaveLength(2);
  expect(await skippedOf('hourly_cap')).toBe(before + 3);
  acksPerHour = 100;
});

it('two instances claiming at once never both pass: one acknowledgement per address, and the hour\'s cap exactly', async () => {
  const [a, b] = [ackQuota(pg.url, 3), ackQuota(pg.url, 3)];
  const row = (id: number, email: string) => ({ id, body: { data: { email } } }) as LeadRow;
  const same = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).claim(row(1000 + i, 'same@example.com'))));
  expect(same.filter((v) => v === 'send')).toHaveLength(1);
  const many = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).claim(row(2000 + i, `p${i}@example.com`))));
  expect([many.filter((v) => v === 'send').length, many.filter((v) => v === 'capped').length]).toEqual([2, 8]);
  // A retry of a lead that got its address passes again (its SMTP send failed, say).
  expect(await a.claim(row(1000 + same.indexOf('send'), 'same@example.com'))).not.toBe('repeat');
});
