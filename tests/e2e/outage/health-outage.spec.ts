// GET /api/health with the CMS up, with a dead letter waiting, and with the CMS stopped.
// Runs in the 'outage' project (it stops the real CMS).
import { expect, test, type APIRequestContext } from '../support/test';
import names from '../../../lib/leads/server/queue.json';
import { cmsLeads, uniqueEmail, waitForLeads } from '../support/leads-cms';
import { E2E, SETTLE_MS } from '../support/ports';
import { readState, scriptOutput, startCms, stopCms, withDb } from '../support/stack';

const lead = (email: string) => ({
  name: 'Health Check', workExperience: 'College Student', mobileNumber: '+91-98765-43210', email, message: '',
  state: 'Kerala', country: 'India', channel: 'Organic', leadSource: 'Maven', subSource: 'Demo Class', url: `${E2E.siteUrl}/`, oldSource: 'test',
});

async function health(request: APIRequestContext) {
  const res = await request.get('/api/health');
  const text = await res.text();
  // Counts and states only: no lead data ever appears in the answer.
  expect(text).not.toMatch(/@|98765|Health Check/);
  return { status: res.status(), cacheControl: res.headers()['cache-control'], body: JSON.parse(text) };
}

test('health: 200 ok with the CMS up, no-store, and liveness without dependencies', async ({ request }) => {
  // Leads of the journeys before this one may still be on their way to the CMS.
  await expect.poll(async () => (await health(request)).body.leads.pending, { timeout: SETTLE_MS }).toBe(0);
  const h = await health(request);
  expect(h).toEqual({
    status: 200, cacheControl: 'no-store',
    body: { status: 'ok', live: true, database: 'up', cms: 'up', leads: { pending: 0, dead: 0, oldestPendingSeconds: null } },
  });
  const live = await request.get('/api/health?probe=live');
  expect([live.status(), await live.json()]).toEqual([200, { status: 'ok', live: true }]);
});

test('health: a dead letter waiting is counted; the operator command redrives it into the CMS once', async ({ request }) => {
  const email = uniqueEmail('dead-letter');
  await withDb('site', async (db) => {
    // What the workers leave when the CMS refuses a lead: the lead, and a job in the dead-letter queue with the refusal.
    const { rows } = await db.query(
      `INSERT INTO ${names.table} (idempotency_key, path, body) VALUES ($1, '/api/global-contact-form', $2) RETURNING id`,
      [`e2e-dead-${Date.now()}`, JSON.stringify({ data: lead(email) })],
    );
    await db.query('INSERT INTO pgboss.job (name, data) VALUES ($1, $2)', [names.deadLetterQueue, JSON.stringify({ leadId: Number(rows[0].id), attempts: 1, error: 'CMS 422: refused' })]);
  });
  expect((await health(request)).body).toMatchObject({ status: 'ok', leads: { dead: 1, pending: 0 } });

  const command = (...args: string[]) => scriptOutput('leads-dead-letter', args, { env: { ...process.env, DATABASE_URL: readState().siteDatabaseUrl } });
  expect(await command('list')).toMatch(/attempts=1 .*\n\s+last error: CMS 422: refused/);
  expect(await command('redrive', '--all')).toContain('Redriven 1 lead(s)');
  await waitForLeads({ email }, 1);
  await expect.poll(async () => (await health(request)).body.leads, { timeout: SETTLE_MS }).toEqual({ pending: 0, dead: 0, oldestPendingSeconds: null });
  expect(await cmsLeads({ email })).toHaveLength(1);
});

test('health: 200 degraded with the CMS stopped, the waiting lead counted and aged; ok again once it is delivered', async ({ request }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('health-outage');
  await stopCms();
  try {
    await expect(request.get(`${E2E.cmsUrl}/_health`)).rejects.toThrow();
    const res = await request.post('/api/global-contact-form', { data: { data: lead(email), captcha: 'stub-ok-health' }, headers: { 'idempotency-key': `health-${Date.now()}` } });
    expect(res.status()).toBe(200);
    // Waits for the age to show, not for a fixed time.
    await expect.poll(async () => (await health(request)).body.leads.oldestPendingSeconds, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    const h = await health(request);
    expect(h.status).toBe(200);
    expect(h.body).toMatchObject({ status: 'degraded', live: true, database: 'up', cms: 'down', leads: { pending: 1, dead: 0 } });
  } finally {
    await startCms();
  }
  await waitForLeads({ email }, 1);
  await expect.poll(async () => (await health(request)).body, { timeout: SETTLE_MS }).toMatchObject({ status: 'ok', cms: 'up', leads: { pending: 0, dead: 0 } });
});
