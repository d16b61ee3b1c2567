// Who may read people's data in the CMS, how long the CMS keeps it, and who may erase it.
// An insider's and an auditor's probes against the real CMS: Strapi's own Author and Editor
// roles see no lead nor data request (the Content Manager and the export answer 403), the seeded
// Sales role reads and exports leads; entries older than LEADS_CMS_RETENTION_DAYS are gone after
// the retention sweep; the erase route takes only the operator's erase token; a withdrawal reaches
// the CRM (the webhook stand-in) as its own event once confirmed, never as a lead.
import { expect, test } from '../support/test';
import { webhookReceived } from '../../support/webhookReceiver';
import { userOfRole } from '../support/cms';
import { cmsDataRequests, uniqueEmail } from '../support/leads-cms';
import { confirmLinkMailedTo } from '../support/mail';
import { E2E, SETTLE_MS } from '../support/ports';
import { leadTokenHeader, readState, withDb } from '../support/stack';

const LEADS = `${E2E.cmsUrl}/content-manager/collection-types/api::lead.lead?page=1&pageSize=100`;
const DATA_REQUESTS = `${E2E.cmsUrl}/content-manager/collection-types/api::data-request.data-request?page=1&pageSize=100`;
const EXPORT = `${E2E.cmsUrl}/lead-export/leads.csv`;
const VISITS = `${E2E.cmsUrl}/lead-stats/visits`;

const lead = (email: string, mobileNumber = '+91-98765-43210') => ({
  name: 'Role Probe', workExperience: 'College Student', mobileNumber, email, message: '', state: 'Kerala', country: 'India',
  channel: 'Organic', leadSource: 'Maven', subSource: 'Demo Class', url: `${E2E.siteUrl}/`, oldSource: 'test',
});

/** Stores a lead straight in the CMS, as the site's gateway does (its lead token). */
async function storeLead(email: string, mobileNumber?: string): Promise<void> {
  const res = await fetch(`${E2E.cmsUrl}/api/global-contact-form`, {
    method: 'POST', headers: { ...leadTokenHeader(), 'content-type': 'application/json', 'idempotency-key': `dp-${email}` },
    body: JSON.stringify({ data: lead(email, mobileNumber) }),
  });
  expect(res.status).toBe(200);
}

/** Stores a data request in the CMS as the site's workers do (the batch route: it has no single route). */
async function storeDataRequest(email: string): Promise<void> {
  const res = await fetch(`${E2E.cmsUrl}/api/lead-batch`, {
    method: 'POST', headers: { ...leadTokenHeader(), 'content-type': 'application/json' },
    body: JSON.stringify({ leads: [{ key: `dp-dr-${email}`, path: '/api/data-request', body: { data: { requestType: 'access', email } } }] }),
  });
  expect(res.status).toBe(200);
  expect((await res.json()).results).toEqual([expect.objectContaining({ status: 200 })]);
}

/** What one role's user gets: the export (status, rows), the home page's visits and the Content Manager's two lists (status). */
async function probe(token: string | null) {
  if (!token) return 'no such role';
  const get = (url: string) => fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const csv = await get(EXPORT);
  const text = await csv.text();
  return {
    export: csv.status, exportRows: csv.status === 200 ? text.trim().split('\r\n').length - 1 : 0,
    visits: (await get(VISITS)).status, leads: (await get(LEADS)).status, dataRequests: (await get(DATA_REQUESTS)).status,
  };
}

test('an Author or Editor reads no lead nor data request; the Sales role reads and exports leads', async () => {
  await storeLead(uniqueEmail('role-probe'));
  await storeDataRequest(uniqueEmail('role-probe-dr'));
  const answers = {
    Author: await probe(await userOfRole('Author')),
    Editor: await probe(await userOfRole('Editor')),
    Sales: await probe(await userOfRole('Sales')),
  };
  expect(answers).toEqual({
    Author: { export: 403, exportRows: 0, visits: 403, leads: 403, dataRequests: 403 },
    Editor: { export: 403, exportRows: 0, visits: 403, leads: 403, dataRequests: 403 },
    Sales: { export: 200, exportRows: expect.any(Number), visits: 200, leads: 200, dataRequests: 403 },
  });
  expect((answers.Sales as { exportRows: number }).exportRows).toBeGreaterThan(0);
});

test('a lead and a data request older than the retention period are gone after the sweep; a recent one stays', async () => {
  const old = uniqueEmail('retention-old');
  const recent = uniqueEmail('retention-recent');
  await storeLead(old);
  await storeLead(recent);
  await storeDataRequest(old);
  await withDb('cms', async (db) => {
    const count = async (table: string, email: string) => (await db.query(`SELECT COUNT(*)::int AS n FROM ${table} WHERE email = $1`, [email])).rows[0].n as number;
    // Stored 400 days ago: past the default period (365 days). One statement ages both and counts
    // what it aged: the CMS sweeps every 2 s here, and a sweep between two statements deleted the
    // lead before the journey had counted it (quiet run q10).
    const aged = await db.query(`WITH l AS (UPDATE leads SET created_at = now() - interval '400 days' WHERE email = $1 RETURNING id),
      d AS (UPDATE data_requests SET created_at = now() - interval '400 days' WHERE email = $1 RETURNING id)
      SELECT (SELECT COUNT(*)::int FROM l) AS leads, (SELECT COUNT(*)::int FROM d) AS "dataRequests"`, [old]);
    expect(aged.rows[0]).toEqual({ leads: 1, dataRequests: 1 });
    await expect.poll(async () => [await count('leads', old), await count('data_requests', old)], { timeout: SETTLE_MS }).toEqual([0, 0]);
    expect(await count('leads', recent)).toBe(1);
  });
});

test('the CMS erase route takes only the operator erase token: not the lead token every web instance holds', async () => {
  const erase = (authorization?: string) => fetch(`${E2E.cmsUrl}/api/lead-erase`, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify({ email: 'anyone@example.com' }),
  }).then((r) => r.status);
  const person = uniqueEmail('erase-exact');
  await storeLead(person, '+91-98765-43210');
  // A stranger whose number ends in the same 8 digits, and the person's number written another way.
  const stranger = uniqueEmail('erase-stranger');
  await storeLead(stranger, '+1-417-654-3210');
  const sameNumber = uniqueEmail('erase-same-number');
  await storeLead(sameNumber, '+91 98765 43210');
  expect({
    none: await erase(), leadToken: await erase(leadTokenHeader().authorization), wrong: await erase('Bearer nope'),
  }).toEqual({ none: 401, leadToken: 401, wrong: 401 });

  const res = await fetch(`${E2E.cmsUrl}/api/lead-erase`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${readState().eraseToken}` },
    body: JSON.stringify({ email: person.toUpperCase(), phone: '+919876543210' }),
  });
  expect(res.status).toBe(200);
  const left = (email: string) => withDb('cms', async (db) => (await db.query('SELECT COUNT(*)::int AS n FROM leads WHERE email = $1', [email])).rows[0].n as number);
  expect({ person: await left(person), sameNumber: await left(sameNumber), stranger: await left(stranger) }).toEqual({ person: 0, sameNumber: 0, stranger: 1 });
});

test('a withdrawal reaches the CRM only once its person confirms it, as its own signed event, never as a lead', async () => {
  const email = uniqueEmail('withdraw-crm');
  const key = `dp-withdraw-${Date.now()}`;
  const crm = () => webhookReceived(readState().siteEnv!.LEADS_WEBHOOK_URL);
  const res = await fetch(`${E2E.siteUrl}/api/data-request`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ data: { requestType: 'withdraw', email, mobileNumber: '+91 98450 12345' }, captcha: `stub-ok-withdraw-${Date.now()}` }),
  });
  expect([res.status, await res.json()]).toEqual([200, { status: 200, ref: key }]);
  const link = await confirmLinkMailedTo(email);
  await expect.poll(async () => (await cmsDataRequests(email)).length, { timeout: SETTLE_MS }).toBe(1);
  // Stored and mailed, not confirmed: nothing of it reached the CRM.
  expect((await crm()).filter((r) => r.id === key)).toEqual([]);

  const token = new URL(link).searchParams.get('token');
  const confirmed = await fetch(`${E2E.siteUrl}/api/confirm`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
  expect(confirmed.status).toBe(200);
  await expect.poll(async () => (await crm()).filter((r) => r.id === key).length, { timeout: SETTLE_MS }).toBe(1);
  const [got] = (await crm()).filter((r) => r.id === key);
  expect(got).toEqual({
    id: key, problem: null,
    // The link proved the email, not the number: the CRM gets the email only.
    event: { type: 'lead.withdrawn', id: key, confirmedAt: expect.any(String), person: { email } },
  });
});
