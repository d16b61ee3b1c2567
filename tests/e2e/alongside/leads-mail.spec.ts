// End to end: a lead sent on the site → the local SMTP server (tests/e2e/support/mail.ts) holds,
// within a minute, the acknowledgement to the person (the CMS's seed words, the counsellor of its
// page) and the alert to the counsellors the CMS routes its page to; a QA test lead → no email; a
// download → its document's link, which downloads; an email template edited in the CMS → the next
// email says what the marketer wrote; the CMS gives the templates to the site's token only.
import { expect, test } from '../support/test';
import { adminApi, adminToken, openDemoPopup, thenRestore } from '../support/cms';
import { stubRecaptcha } from '../support/leads-captcha';
import { fillLeadForm, landsOnThankYou, uniqueEmail } from '../support/leads-cms';
import { mailTo, type ReceivedMail } from '../support/mail';
import { E2E } from '../support/ports';
import { readState } from '../support/stack';

const MINUTE = 60_000;
const TEMPLATES = `${E2E.cmsUrl}/content-manager/collection-types/api::email-template.email-template`;
const lead = (email: string, name = 'Asha Rao') => ({
  name, workExperience: '1-2 years', mobileNumber: '+91-98860-12345', email, message: 'Fees?', state: 'Karnataka', country: 'India',
  channel: 'Organic', leadSource: 'Maven', subSource: 'e2e', url: `${E2E.siteUrl}/asic-verification`, oldSource: 'test',
});
/** An Idempotency-Key is 8-200 of A-Z a-z 0-9 . _ : - (no @). */
const keyOf = (email: string) => `e2e-mail-${email.replace(/[^A-Za-z0-9._:-]/g, '_')}`;
const post = (request: import('@playwright/test').APIRequestContext, email: string, name?: string) => request.post('/api/global-contact-form', {
  data: { data: lead(email, name), captcha: `stub-ok-mail-${email}` }, headers: { 'idempotency-key': keyOf(email) },
});
/** Waits for `count` messages to `address`, within `timeout`. */
async function waitForMail(address: string, count = 1, timeout = MINUTE): Promise<ReceivedMail[]> {
  await expect.poll(() => mailTo(address).length, { timeout, intervals: [250] }).toBeGreaterThanOrEqual(count);
  return mailTo(address);
}

test.describe.configure({ timeout: 180_000 });

test('a lead sent on a course page: the person is acknowledged and its counsellors alerted, within a minute', async ({ page, baseURL }) => {
  await stubRecaptcha(page);
  const email = uniqueEmail('mail-lead');
  await page.goto('/asic-verification');
  const dialog = await openDemoPopup(page);
  await fillLeadForm(page, { name: 'Asha Rao', email });
  const sent = Date.now();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await landsOnThankYou(page);
  const [ack] = await waitForMail(email);
  expect(ack.arrivedAt - sent).toBeLessThan(MINUTE);
  expect(ack).toMatchObject({ from: 'admissions@maven.example', subject: 'Thank you for writing to Maven Silicon: a counsellor will be in touch' });
  // None of the visitor's words in an acknowledgement (the name here).
  expect(`${ack.subject} ${ack.text} ${ack.html}`).not.toContain('Asha');
  expect(ack.text).toContain('What happens next');
  // The seed routes /asic-verification to its own counsellors; the person is given their address.
  expect(ack.text).toContain('verification-counsellors@example.com');
  const alerts = await waitForMail('verification-counsellors@example.com');
  const alert = alerts.find((m) => m.leadKey === ack.leadKey)!;
  expect(alert.arrivedAt - sent).toBeLessThan(MINUTE);
  expect(alert.subject).toBe('New lead: Asha Rao (form /api/global-contact-form)');
  expect(alert.text).toContain(email);
  expect(alert.text).toContain(`${baseURL}/asic-verification`);
});

test('a QA test lead gets no email and alerts nobody', async ({ request }) => {
  const testEmail = `mail-${Date.now()}@maven.test`;
  const after = uniqueEmail('mail-after-test');
  expect((await post(request, testEmail)).status()).toBe(200);
  expect((await post(request, after)).status()).toBe(200);
  // The next lead's emails arrived: the test lead's would have come first.
  const [ackAfter] = await waitForMail(after);
  await expect.poll(() => mailTo('verification-counsellors@example.com').some((m) => m.leadKey === ackAfter.leadKey), { timeout: MINUTE }).toBe(true);
  expect(mailTo(testEmail)).toEqual([]);
  expect(mailTo('verification-counsellors@example.com').filter((m) => m.text.includes(testEmail))).toEqual([]);
});

test("a download is acknowledged with its document's link, which downloads the document", async ({ request }) => {
  const email = uniqueEmail('mail-download');
  const res = await request.post('/api/download/courses', { data: { data: { id: 'vlsi-course-brochure', email }, captcha: `stub-ok-${keyOf(email)}` }, headers: { 'idempotency-key': keyOf(email) } });
  expect(res.status()).toBe(200);
  const [ack] = await waitForMail(email);
  expect(ack.subject).toBe('Your download: VLSI course brochure');
  const link = ack.text.match(new RegExp(`${E2E.siteUrl}/api/media/\\S+\\.pdf`))?.[0];
  expect(link, ack.text).toBeDefined();
  const doc = await request.get(link!);
  expect(doc.status()).toBe(200);
  expect(doc.headers()['content-type']).toContain('application/pdf');
  expect(ack.text).not.toContain('confirm');
});

test('an email template edited in the CMS is the one the next email uses', async ({ request }) => {
  const token = await adminToken();
  const list = await adminApi<{ results: { documentId: string; key: string; subject: string }[] }>(token, `${TEMPLATES}?filters[key][$eq]=alert`);
  const [alert] = list.results;
  const url = `${TEMPLATES}/${alert.documentId}`;
  await thenRestore(async () => {
    await adminApi(token, url, { method: 'PUT', body: { subject: 'Call {{name}} today (edited)' } });
    // The site reads the templates again within CMS_REVALIDATE_SECONDS (2 s here): lead after lead until one says it.
    await expect.poll(async () => {
      const email = uniqueEmail('mail-edited');
      expect((await post(request, email, 'Ravi')).status()).toBe(200);
      const [ack] = await waitForMail(email);
      await expect.poll(() => mailTo('verification-counsellors@example.com').find((m) => m.leadKey === ack.leadKey)?.subject, { timeout: MINUTE }).toBeDefined();
      return mailTo('verification-counsellors@example.com').find((m) => m.leadKey === ack.leadKey)!.subject;
    }, { timeout: 2 * MINUTE, intervals: [1_000] }).toBe('Call Ravi today (edited)');
  }, () => adminApi(token, url, { method: 'PUT', body: { subject: alert.subject } }).then(() => undefined));
});

test("the CMS gives the templates and counsellors' addresses to the site's lead token only", async ({ request }) => {
  expect((await request.get(`${E2E.cmsUrl}/api/lead-mail`)).status()).toBe(401);
  expect((await request.get(`${E2E.cmsUrl}/api/lead-mail`, { headers: { authorization: 'Bearer nope' } })).status()).toBe(401);
  for (const path of ['/api/email-templates', '/api/counsellor-routes']) expect([403, 404]).toContain((await request.get(`${E2E.cmsUrl}${path}`)).status());
  const gql = await request.post(`${E2E.cmsUrl}/graphql`, { data: { query: '{ counsellorRoutes { data { id } } }' } });
  expect(JSON.stringify(await gql.json())).toMatch(/Cannot query field/);
  const ok = await request.get(`${E2E.cmsUrl}/api/lead-mail`, { headers: { authorization: `Bearer ${readState().siteEnv!.LEAD_FORWARD_TOKEN}` } });
  expect(ok.status()).toBe(200);
  expect((await ok.json()).templates.map((t: { key: string }) => t.key).sort()).toEqual(['ack-data-request', 'ack-download', 'ack-lead', 'alert']);
});
