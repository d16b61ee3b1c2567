// End to end: with Google's siteverify unable to answer, a visitor's lead is a normal
// success, stored held in the CMS, counted in /api/metrics, and kept from sales (the CRM webhook's
// stand-in) until a marketer clicks "Release to sales" in the admin; a person's second lead is
// marked as a repeat of the first in the CMS and in the webhook; a data request counts as confirmed
// only once the person clicks the link mailed to the address (the local SMTP server's copy), once,
// in time (a download's opt-in: consent.spec.ts). Attackers: the release and confirm routes answer
// no one without the lead token, and the admin's release no one signed out.
import { expect, test } from '../support/test';
import { adminLogin, adminToken, openDemoPopup } from '../support/cms';
import { CONFIRM_LINK_HOURS, confirmSecret, confirmToken } from '../../../lib/leads/server/confirmLink';
import { SITE_TEXT_DEFAULTS as TEXTS } from '../../../lib/cms/siteTexts';
import { FORM_TEXT_DEFAULTS } from '../../../lib/cms/formTexts';
import { CONSENT_DEFAULTS } from '../../../lib/constants';
import { solveCaptcha, stubRecaptcha } from '../support/leads-captcha';
import { confirmLinkMailedTo } from '../support/mail';
import { cmsDataRequests, cmsLeads, fillLeadForm, landsOnThankYou, uniqueEmail, waitForLeads } from '../support/leads-cms';
import { E2E, SETTLE_MS } from '../support/ports';
import { readState } from '../support/stack';
import { webhookReceived } from '../../support/webhookReceiver';

test.use({ viewport: { width: 1280, height: 800 } });

const crmUrl = () => readState().siteEnv!.LEADS_WEBHOOK_URL;
/** The events the CRM got for one email, verified as Standard Webhooks. */
const crmEvents = async (email: string) => (await webhookReceived(crmUrl()))
  .filter((r) => (r.event?.data as { email?: string } | undefined)?.email === email);
const heldCount = async () => Number(/^maven_leads_held_total (\d+)/m.exec(await (await fetch(`${E2E.siteUrl}/api/metrics`)).text())?.[1] ?? 0);
const payload = (email: string, phone: string) => ({
  name: 'Asha Rao', workExperience: '1-2 years', mobileNumber: phone, email, message: '', state: 'Karnataka', country: 'India',
  channel: 'Organic', leadSource: 'Maven', subSource: 'Demo Class', url: `${E2E.siteUrl}/`, oldSource: '',
});

test('Google unreachable: the visitor sees the usual success, the lead is held in the CMS and counted, and reaches sales only when a marketer releases it', async ({ page }) => {
  // Two visits to the admin: on a machine 2–4 × slower, beside the other lanes, the CMS answered the
  // lead's page in 7–13 s a request and the page read again was still loading at 120 s (run q6).
  test.setTimeout(300_000);
  const email = uniqueEmail('held');
  const control = uniqueEmail('not-held');
  const before = await heldCount();
  await stubRecaptcha(page);
  // The widget hands the form a token our siteverify stand-in answers 503 for, as Google down would.
  await page.addInitScript((token) => { (window as unknown as { __captchaToken: string }).__captchaToken = token; }, `stub-down-${Date.now()}`);
  await page.goto('/asic-verification');
  const dialog = await openDemoPopup(page);
  await fillLeadForm(page, { name: 'Asha Rao', email });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await landsOnThankYou(page);

  const [lead] = await waitForLeads({ email }, 1);
  expect(lead).toMatchObject({ held: true, heldReason: 'siteverify answered 503', releasedAt: null });
  expect(await heldCount()).toBe(before + 1);
  // A control lead sent after it reaches the CRM: the held one did not, though it was first.
  const sent = await page.request.post('/api/global-contact-form', { data: { data: payload(control, '+91-90000-11111'), captcha: `stub-ok-${control}` } });
  expect(sent.status()).toBe(200);
  await expect.poll(async () => (await crmEvents(control)).length, { timeout: SETTLE_MS }).toBe(1);
  expect(await crmEvents(email)).toEqual([]);

  // The release route answers no one without the lead token; the admin's, no one signed out.
  expect((await fetch(`${E2E.siteUrl}/api/leads/release`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key: lead.idempotencyKey }) })).status).toBe(401);
  expect((await fetch(`${E2E.cmsUrl}/lead-release/${lead.documentId}`, { method: 'POST' })).status).toBe(401);
  expect(await crmEvents(email)).toEqual([]);

  // The marketer, in the admin: the lead's page has "Release to sales".
  await adminLogin(page);
  await page.goto(`${E2E.cmsUrl}/admin/content-manager/collection-types/api::lead.lead/${lead.documentId}`);
  await page.getByRole('button', { name: 'Release to sales' }).click();
  await expect(page.getByText('Released: the lead is on its way to sales.')).toBeVisible();
  await expect.poll(async () => (await crmEvents(email)).length, { timeout: SETTLE_MS }).toBe(1);
  const [event] = await crmEvents(email);
  expect(event).toMatchObject({ id: lead.idempotencyKey, problem: null, event: { type: 'lead.accepted', id: lead.idempotencyKey } });
  const [released] = await cmsLeads({ email });
  expect(released).toMatchObject({ held: false, releasedAt: expect.any(String) });
  // Released once: the button says so, is gone from the page read again, and the CMS's route says so too.
  await expect(page.getByRole('button', { name: 'Released to sales' })).toBeDisabled();
  await page.reload();
  // The lead's page, titled by its email, once its panel of actions has loaded: Save, and no release any more.
  await expect(page.getByRole('heading', { name: email })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Release to sales' })).toHaveCount(0);
  const again = await fetch(`${E2E.cmsUrl}/lead-release/${lead.documentId}`, { method: 'POST', headers: { authorization: `Bearer ${await adminToken()}` } });
  expect(again.status).toBe(409);
});

test("a person's second lead within 30 days is marked a repeat of the first, in the CMS and in what reaches sales", async ({ request }) => {
  const email = uniqueEmail('repeat');
  const phone = `+91-9${String(Date.now()).slice(-9)}`;
  const send = (data: unknown, key: string) => request.post('/api/global-contact-form', { data: { data, captcha: `stub-ok-${key}` }, headers: { 'idempotency-key': key } });
  const first = `rep-${Date.now()}-first`;
  const second = `rep-${Date.now()}-second`;
  expect((await send(payload(email, phone), first)).status()).toBe(200);
  await waitForLeads({ email }, 1);
  // The same person from another page, the address in capitals and the phone written otherwise.
  expect((await send({ ...payload(email.toUpperCase(), phone.replace(/-/g, ' ')), subSource: 'Brochure' }, second)).status()).toBe(200);
  await expect.poll(async () => (await cmsLeads({ idempotencyKey: second })).length, { timeout: SETTLE_MS }).toBe(1);
  const [firstLead] = await cmsLeads({ idempotencyKey: first });
  const [secondLead] = await cmsLeads({ idempotencyKey: second });
  expect([firstLead.repeat, secondLead.repeat]).toEqual([false, true]);
  // The admin's link from the repeat to the earlier lead (the Content Manager's relation route).
  const relation = await fetch(`${E2E.cmsUrl}/content-manager/relations/api::lead.lead/${secondLead.documentId}/repeatOf`,
    { headers: { authorization: `Bearer ${await adminToken()}` } });
  expect((await relation.json()).results).toEqual([expect.objectContaining({ documentId: firstLead.documentId })]);
  await expect.poll(async () => (await webhookReceived(crmUrl())).filter((r) => r.id === second).length, { timeout: SETTLE_MS }).toBe(1);
  const events = await webhookReceived(crmUrl());
  expect(events.find((r) => r.id === second)!.event).toMatchObject({ repeatOf: first });
  expect(events.find((r) => r.id === first)!.event).not.toHaveProperty('repeatOf');
});

// Once the popup's code has come after load, the captcha's comes from the cache and its
// widget renders at the form's first focus, in the middle of a press. Without its room kept, the
// press on "Send request" landed on the captcha's label (no submit, no message), and a tick of the
// download form's opt-in on something else: both seen in fresh-clone runs.
test('a first press lands where it was aimed once the captcha\'s code is at hand: the data request\'s button, a download form\'s opt-in', async ({ page }) => {
  await stubRecaptcha(page);
  await page.goto('/data-rights');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByLabel('What would you like us to do?')).toHaveAccessibleDescription(FORM_TEXT_DEFAULTS.errorRequestType);

  await page.goto('/vlsi/free-vlsi-training-courses');
  await page.waitForLoadState('networkidle');
  const card = page.locator('[data-download-type="experience"]');
  await card.getByLabel('Your email').fill(uniqueEmail('first-press'));
  await card.getByRole('checkbox', { name: CONSENT_DEFAULTS.optInLabel }).check();
  await expect(card.getByRole('checkbox', { name: CONSENT_DEFAULTS.optInLabel })).toBeChecked();
});

test('a data request counts as confirmed only when the mailed link is clicked; a second click and an expired link change nothing', async ({ page }) => {
  const email = uniqueEmail('confirm-request');
  await stubRecaptcha(page);
  await page.goto('/data-rights');
  await page.getByLabel('What would you like us to do?').selectOption({ label: 'See the data you hold about me' });
  await page.getByLabel('Your email').fill(email);
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('status')).toHaveText(/confirm the request with the link/);
  const link = await confirmLinkMailedTo(email);
  await expect.poll(async () => (await cmsDataRequests(email)).length, { timeout: SETTLE_MS }).toBe(1);
  expect((await cmsDataRequests(email))[0]).toMatchObject({ confirmed: false, confirmedAt: null });
  // The CMS's confirm route, which the site calls with the lead token, confirms nothing for an outsider.
  const forged = { key: (await cmsDataRequests(email))[0].idempotencyKey, confirmedAt: new Date().toISOString() };
  for (const headers of [{}, { authorization: 'Bearer not-the-token' }] as Record<string, string>[]) {
    const res = await fetch(`${E2E.cmsUrl}/api/lead-confirm`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(forged) });
    expect(res.status).toBe(401);
  }
  expect((await cmsDataRequests(email))[0]).toMatchObject({ confirmed: false });

  // Opening the link confirms nothing (mail scanners open links): the click does.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.confirmTitle })).toBeVisible();
  expect((await cmsDataRequests(email))[0]).toMatchObject({ confirmed: false });
  await page.getByRole('button', { name: TEXTS.confirmButton }).click();
  await expect(page.getByRole('status')).toHaveText(TEXTS.confirmDoneRequest);
  await expect.poll(async () => (await cmsDataRequests(email))[0].confirmed, { timeout: SETTLE_MS }).toBe(true);
  const { confirmedAt } = (await cmsDataRequests(email))[0];

  await page.goto(link);
  await page.getByRole('button', { name: TEXTS.confirmButton }).click();
  await expect(page.getByRole('status')).toHaveText(TEXTS.confirmUsed);
  // A link of the same request made 49 hours ago (the mailbox's old copy): expired.
  const leadId = Number(new URL(link).searchParams.get('token')!.split('.')[0]);
  const old = confirmToken(leadId, confirmSecret(readState().siteEnv!)!, Date.now() - (CONFIRM_LINK_HOURS + 1) * 3600_000);
  await page.goto(`/confirm?token=${old}`);
  await page.getByRole('button', { name: TEXTS.confirmButton }).click();
  await expect(page.getByRole('alert').filter({ hasText: TEXTS.confirmExpired })).toBeVisible();
  // A forged one: invalid.
  await page.goto(`/confirm?token=${leadId}.9999999999.${'A'.repeat(43)}`);
  await page.getByRole('button', { name: TEXTS.confirmButton }).click();
  await expect(page.getByRole('alert').filter({ hasText: TEXTS.confirmInvalid })).toBeVisible();
  expect((await cmsDataRequests(email))[0]).toMatchObject({ confirmed: true, confirmedAt });
});
