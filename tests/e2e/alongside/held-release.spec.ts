// Releasing, in the admin, what was stored held while Google could not check a captcha:
// - a held data request waits for the grievance officer's "Release" on its page: only then does
//   the person get the confirmation link; the CRM never hears of it;
// - a held lead's document download is released with the lead, by the one click on the lead;
// - the button shows only to a role that may release that entry (the CMS's own check, a role's
//   conditions included): not to an Editor or an Author, nor to a role that reads every lead but
//   may edit only those it created. Outsiders: the release answers no one signed out.
// In the lane of the other lead journeys, one at a time: its held leads, sent through the site
// beside them, moved the site's held-leads counter another journey reads.
import { expect, test } from '../support/test';
import { adminApi, adminLogin, adminToken, userOfRole } from '../support/cms';
import { cmsDataRequests, cmsLeads, uniqueEmail, waitForLeads } from '../support/leads-cms';
import { mailTo } from '../support/mail';
import { E2E, SETTLE_MS } from '../support/ports';
import { readState } from '../support/stack';
import { webhookReceived } from '../../support/webhookReceiver';

test.use({ viewport: { width: 1280, height: 800 } });

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
/** A captcha token the siteverify stand-in answers 503 for, as a Google that cannot answer. */
const googleDown = () => `stub-down-${stamp()}`;
const payload = (email: string) => ({
  name: 'Asha Rao', workExperience: '1-2 years', mobileNumber: `+91-9${stamp().slice(-9)}`, email, message: '', state: 'Karnataka', country: 'India',
  channel: 'Organic', leadSource: 'Maven', subSource: 'Demo Class', url: `${E2E.siteUrl}/`, oldSource: '',
});
/** The CMS's release route (or its GET: may this role release it?) as one admin token: status and answer. */
async function release(token: string, path: string, method = 'POST'): Promise<[number, unknown]> {
  const res = await fetch(`${E2E.cmsUrl}/lead-release/${path}`, { method, headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(30_000) });
  return [res.status, await res.json().catch(() => null)];
}
const crmIds = async () => (await webhookReceived(readState().siteEnv!.LEADS_WEBHOOK_URL)).map((r) => r.id);
const entryPage = (uid: string, documentId: unknown) => `${E2E.cmsUrl}/admin/content-manager/collection-types/${uid}/${documentId}`;

test('a held data request: no confirmation link until the officer clicks Release on its page, then the link; never the CRM', async ({ page, request }) => {
  test.setTimeout(300_000);
  const email = uniqueEmail('held-request');
  const key = `held-dr-${stamp()}`;
  const sent = await request.post('/api/data-request', { data: { data: { requestType: 'access', email }, captcha: googleDown() }, headers: { 'idempotency-key': key } });
  expect(sent.status()).toBe(200);
  await expect.poll(async () => (await cmsDataRequests(email)).length, { timeout: SETTLE_MS }).toBe(1);
  const [held] = await cmsDataRequests(email);
  expect(held).toMatchObject({ held: true, heldReason: 'siteverify answered 503', releasedAt: null, confirmed: false });
  expect(mailTo(email)).toEqual([]);
  // An outsider, signed out or with a made-up token, neither releases nor learns whether one may.
  for (const method of ['POST', 'GET']) {
    for (const headers of [{}, { authorization: 'Bearer made-up-token' }] as Record<string, string>[]) {
      const url = `${E2E.cmsUrl}/lead-release/data-request/${held.documentId}`;
      expect((await fetch(url, { method, headers })).status, `${method} ${JSON.stringify(headers)}`).toBe(401);
    }
  }

  // The officer's list: its saved filter finds the held request.
  await adminLogin(page);
  await page.goto(`${E2E.cmsUrl}/admin/content-manager/collection-types/api::data-request.data-request`);
  await page.getByRole('button', { name: 'Saved filters' }).click();
  await page.getByRole('menuitem', { name: 'Held requests (to release)' }).click();
  await page.getByRole('gridcell', { name: email }).click();
  await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('textbox', { name: /^Why held/ })).toHaveValue('siteverify answered 503');
  await page.getByRole('button', { name: 'Release', exact: true }).click();
  await expect(page.getByText('Released: the confirmation link is on its way to the person.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Released', exact: true })).toBeDisabled();
  await expect.poll(() => mailTo(email).length, { timeout: SETTLE_MS }).toBe(1);
  expect(mailTo(email)[0].text).toMatch(new RegExp(`${E2E.siteUrl}/confirm\\?token=`));
  expect((await cmsDataRequests(email))[0]).toMatchObject({ held: false, releasedAt: expect.any(String), confirmed: false });
  // Once: the CMS refuses a second release; the CRM never heard of the request.
  expect(await release(await adminToken(), `data-request/${held.documentId}`)).toEqual([409, { error: 'This data request is not held' }]);
  expect((await crmIds()).filter((id) => id === key)).toEqual([]);
});

test("a held lead's document download is released with the lead, by the one click on the lead", async ({ request }) => {
  const email = uniqueEmail('held-companion');
  const key = `held-lead-${stamp()}`;
  const captcha = googleDown();
  expect((await request.post('/api/global-contact-form', { data: { data: payload(email), captcha }, headers: { 'idempotency-key': key } })).status()).toBe(200);
  // The document the lead form asks for after its lead rides on the lead's captcha: held with it.
  const download = await request.post('/api/download/courses', { data: { data: { id: 'vlsi-course-brochure', email }, captcha }, headers: { 'idempotency-key': `${key}-download` } });
  expect(download.status()).toBe(200);
  const [lead] = await waitForLeads({ idempotencyKey: key }, 1);
  const [document] = await waitForLeads({ idempotencyKey: `${key}-download` }, 1);
  expect([lead.held, document.held, document.heldReason]).toEqual([true, true, `its lead ${key} is held: siteverify answered 503`]);

  const super_ = await adminToken();
  expect(await release(super_, String(lead.documentId))).toEqual([200, { released: true, releasedAt: expect.any(String) }]);
  await expect.poll(async () => (await crmIds()).filter((id) => id.startsWith(key)).sort(), { timeout: SETTLE_MS }).toEqual([key, `${key}-download`]);
  expect((await cmsLeads({ idempotencyKey: `${key}-download` }))[0]).toMatchObject({ held: false, releasedAt: expect.any(String) });
  // Released once: the download's own release is refused as not held.
  expect(await release(super_, String(document.documentId))).toEqual([409, { error: 'This lead is not held' }]);
});

test('the Release button shows only to a role that may release that entry: not to an Editor or Author, nor to a role that may edit only what it created', async ({ page, request }) => {
  test.setTimeout(300_000);
  const email = uniqueEmail('held-button');
  expect((await request.post('/api/global-contact-form', { data: { data: payload(email), captcha: googleDown() } })).status()).toBe(200);
  const [lead] = await waitForLeads({ email }, 1);
  expect(lead.held).toBe(true);
  const super_ = await adminToken();
  expect(await release(super_, String(lead.documentId), 'GET')).toEqual([200, { may: true }]);
  for (const role of ['Editor', 'Author']) {
    expect(await release((await userOfRole(role))!, String(lead.documentId), 'GET')).toEqual([403, { error: 'Your role may not edit this lead' }]);
  }

  // A role that reads every lead, and may edit only the leads it created (none: the site stores them).
  const name = `Lead reader ${stamp()}`;
  const { data: role } = await adminApi<{ data: { id: number } }>(super_, `${E2E.cmsUrl}/admin/roles`, { method: 'POST', body: { name, description: 'reads every lead, edits its own' } });
  const fields = ['email', 'name', 'held', 'heldReason', 'releasedAt'];
  const onLeads = (action: string, conditions: string[]) => ({ action: `plugin::content-manager.explorer.${action}`, subject: 'api::lead.lead', properties: { fields }, conditions });
  await adminApi(super_, `${E2E.cmsUrl}/admin/roles/${role.id}/permissions`, { method: 'PUT', body: { permissions: [onLeads('read', []), onLeads('update', ['admin::is-creator'])] } });
  const token = (await userOfRole(name))!;
  expect(await release(token, String(lead.documentId), 'GET')).toEqual([403, { error: 'Your role may not edit this lead' }]);

  // That user, in the admin: the held lead's page opens, without the button the CMS would refuse.
  const { data: me } = await adminApi<{ data: { email: string } }>(token, `${E2E.cmsUrl}/admin/users/me`);
  await page.goto(`${E2E.cmsUrl}/admin`);
  await page.getByLabel('Email').fill(me.email);
  await page.locator('input[name=password]').fill('Probe-Passw0rd!');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin\/?$/, { timeout: 60_000 });
  // The page asks the CMS whether this role may release the lead; the button waits for its yes.
  const asked = page.waitForResponse((r) => r.url().endsWith(`/lead-release/${lead.documentId}`) && r.request().method() === 'GET', { timeout: 90_000 })
    .then((r) => r.status(), () => 'never asked');
  await page.goto(entryPage('api::lead.lead', lead.documentId));
  await expect(page.getByRole('heading', { name: email })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Release to sales' })).toHaveCount(0);
  expect(await asked).toBe(403);
  await expect(page.getByRole('button', { name: 'Release to sales' })).toHaveCount(0);
});
