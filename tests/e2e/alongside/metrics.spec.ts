// /api/metrics of the e2e site moves by exactly the leads sent, and only operators get it.
import { expect, test } from '../support/test';
import { leadBody, post } from '../support/cluster-leads';
import { waitForLeads } from '../support/leads-cms';
import { E2E, SETTLE_MS } from '../support/ports';

const metrics = async (headers: Record<string, string> = {}) => {
  const res = await fetch(`${E2E.siteUrl}/api/metrics`, { headers });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};
/** One sample's value (0 when the series does not exist yet). */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};
const numbers = async () => {
  const { text } = await metrics();
  return {
    accepted: sample(text, 'maven_leads_accepted_total'),
    forwarded: sample(text, 'maven_leads_forwarded_total{destination="cms"}'),
    acceptCount: sample(text, 'maven_lead_accept_seconds_count'),
    pending: sample(text, 'maven_leads_pending'),
  };
};

test('three leads move accepted, forwarded and the accept-latency count by exactly three', async () => {
  // Leads of earlier journeys still on their way would move `forwarded` too: start from an empty queue.
  await expect.poll(async () => (await numbers()).pending, { timeout: 60_000 }).toBe(0);
  const before = await numbers();
  const tag = `metrics-${Date.now().toString(36)}`;
  const statuses = await Promise.all([0, 1, 2].map((i) => post('127.0.0.1', leadBody(tag, i), { 'content-type': 'application/json', 'idempotency-key': `${tag}-${i}` }, E2E.siteUrl)));
  expect(statuses).toEqual([200, 200, 200]);
  await waitForLeads({ subSource: tag }, 3);
  await expect.poll(async () => (await numbers()).forwarded - before.forwarded, { timeout: SETTLE_MS }).toBe(3);
  const after = await numbers();
  expect(after.accepted - before.accepted).toBe(3);
  expect(after.acceptCount - before.acceptCount).toBe(3);
  expect(after.pending).toBe(0);
});

test('an outsider gets no numbers, with or without a wrong token; this machine does (the token: tests/unit/lib/secretRoute.test.ts)', async () => {
  const local = await metrics();
  expect(local.status).toBe(200);
  expect(local.type).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(local.text).toMatch(/^# TYPE maven_lead_accept_seconds histogram$/m);
  expect(local.text).toMatch(/^maven_leads_queue_up 1$/m);
  const outsider = await metrics({ 'x-forwarded-for': '203.0.113.9' });
  expect(outsider.status).toBe(401);
  expect(outsider.text).not.toContain('maven_');
  const wrongToken = await metrics({ 'x-forwarded-for': '203.0.113.9', authorization: 'Bearer not-the-token-0123456789abcdef' });
  expect(wrongToken.status).toBe(401);
});
