// End to end: a visitor from an ad, a second page, a lead → the CMS lead has the first and
// last touch, the click id, the derived channel and the page address as url; a return visit a day
// later from another ad moves the last touch only; with the ad-measurement opt-in ticked the
// Google Ads and Meta stand-ins (tests/support/adPlatforms.ts, started by global-setup) each get one
// conversion, hashed as each documents, and none without it or for a test lead; /thank-you is
// noindex; the admin home's chart shows the month.
import { createHash } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { CONSENT_DEFAULTS } from '../../../lib/constants';
import { ADMIN, adminToken, openDemoPopup } from '../support/cms';
import { stubRecaptcha } from '../support/leads-captcha';
import { fillLeadForm, landsOnThankYou, waitForLeads } from '../support/leads-cms';
import { E2E, SETTLE_MS } from '../support/ports';
import { readState, withDb } from '../support/stack';
import type { Received } from '../../support/adPlatforms';

test.use({ viewport: { width: 1280, height: 800 } });

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const DAY = 864e5;
const stamp = () => `${Date.now() % 1e8}${Math.random().toString(36).slice(2, 6)}`;

async function received(): Promise<{ google: Received[]; meta: Received[] }> {
  const base = readState().siteEnv!.GOOGLE_OAUTH_TOKEN_URL.replace(/\/token$/, '');
  return (await fetch(`${base}/_stand-in/received`)).json();
}
const forKey = (r: { google: Received[]; meta: Received[] }, key: string) => ({
  google: r.google.filter((g) => (g.body as { conversions?: { orderId?: string }[] }).conversions?.[0]?.orderId === key),
  meta: r.meta.filter((m) => (m.body as { data?: { event_id?: string }[] }).data?.[0]?.event_id === key),
});

/** The conversion jobs the site queued for a lead (queued with the lead, in one transaction). */
async function conversionJobs(key: string): Promise<string[]> {
  const { rows } = await withDb('site', (db) => db.query(
    `SELECT j.name FROM pgboss.job j JOIN leads.lead l ON (j.data->>'leadId')::bigint = l.id
      WHERE l.idempotency_key = $1 AND j.name IN ('lead-google', 'lead-meta') ORDER BY j.name`, [key]));
  return rows.map((r) => r.name);
}

/** Opens the demo popup, fills a valid lead, ticks the ad opt-in if asked, sends it, lands on /thank-you. */
async function sendLead(page: Page, email: string, adOptIn: boolean) {
  const dialog = await openDemoPopup(page);
  const ads = dialog.getByRole('checkbox', { name: CONSENT_DEFAULTS.adMeasurementLabel });
  await expect(ads).not.toBeChecked();
  await fillLeadForm(page, { name: 'Asha Rao', email });
  if (adOptIn) await ads.check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await landsOnThankYou(page);
}

test('a visit from an ad, a second page, a lead: the CMS lead carries both touches, the click id, the channel and the page address', async ({ page, baseURL }) => {
  await stubRecaptcha(page);
  const s = stamp();
  const email = `ad-visit-${s}@example.com`;
  await page.goto(`/?utm_source=google&utm_medium=cpc&utm_campaign=e2e-dv-${s}&utm_term=vlsi&utm_content=ad-1&gclid=E2E-gclid-${s}`,
    { referer: 'https://www.google.com/' });
  await page.goto('/asic-verification');
  await sendLead(page, email, false);
  // Reaching the thank-you page from a search result would count a false conversion.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const [lead] = await waitForLeads({ email }, 1);
  const touch = {
    UtmSource: 'google', UtmMedium: 'cpc', UtmCampaign: `e2e-dv-${s}`, UtmTerm: 'vlsi', UtmContent: 'ad-1', Gclid: `E2E-gclid-${s}`,
    Referrer: 'https://www.google.com/', LandingPage: '/',
  };
  for (const [field, value] of Object.entries(touch)) {
    expect(lead[`first${field}`], `first${field}`).toBe(value);
    expect(lead[`last${field}`], `last${field}`).toBe(value);
  }
  expect(lead.firstTouchAt).toBe(lead.lastTouchAt);
  expect(lead).toMatchObject({ channel: 'Paid Search', url: `${baseURL}/asic-verification`, adMeasurementOptIn: false, firstFbclid: null });
  // The marketers' CSV export has each touch field in a column of its own.
  const at = new Date(String(lead.createdAt)).toISOString();
  const csv = await (await fetch(`${E2E.cmsUrl}/lead-export/leads.csv?${new URLSearchParams({ from: at, to: at })}`, {
    headers: { authorization: `Bearer ${await adminToken()}` },
  })).text();
  const [header, ...rows] = csv.replace(/^\uFEFF/, '').trim().split('\r\n').map((l) => l.split(','));
  const row = rows.find((r) => r.includes(email)) ?? [];
  const cell = (column: string) => row[header.indexOf(column)];
  expect([cell('email'), cell('channel'), cell('first utm_campaign'), cell('last gclid'), cell('first landing_page')])
    .toEqual([email, 'Paid Search', `e2e-dv-${s}`, `E2E-gclid-${s}`, '/']);
  // Not opted in: no conversion was queued for either platform (the lead and its jobs commit together).
  expect(await conversionJobs(String(lead.idempotencyKey))).toEqual([]);
});

test('a return visit a day later from another ad: last touch changes, first stays; opted in, each platform gets one conversion', async ({ page }) => {
  await stubRecaptcha(page);
  const s = stamp();
  const email = `Asha.Rao.${s}@GMail.com`;
  const day0 = Date.now();
  await page.clock.install({ time: day0 });
  // Left as soon as its HTML is parsed, as a visitor may follow a link then: the page's deferred
  // scripts, _app's capture of the campaign among them, have run by then.
  await page.goto(`/?utm_source=google&utm_medium=cpc&utm_campaign=first-${s}&gclid=G-${s}`, { waitUntil: 'domcontentloaded' });
  // A day after the first touch was taken (the page load itself took a moment after day0).
  const firstAt = await page.evaluate(() => Date.parse(JSON.parse(localStorage.getItem('maven.attribution') ?? '{}').first?.at));
  expect(firstAt, 'the first load, recorded').toBeGreaterThanOrEqual(day0);
  await page.clock.setSystemTime(firstAt + DAY);
  await page.goto(`/?utm_source=facebook&utm_medium=paid_social&utm_campaign=retarget-${s}&fbclid=IwAR-${s}`, { referer: 'https://l.facebook.com/' });
  await sendLead(page, email, true);
  const [lead] = await waitForLeads({ email }, 1);
  expect(lead).toMatchObject({
    firstUtmSource: 'google', firstUtmCampaign: `first-${s}`, firstGclid: `G-${s}`, firstFbclid: null,
    lastUtmSource: 'facebook', lastUtmMedium: 'paid_social', lastUtmCampaign: `retarget-${s}`, lastFbclid: `IwAR-${s}`, lastGclid: null,
    lastReferrer: 'https://l.facebook.com/', channel: 'Paid Social', adMeasurementOptIn: true,
  });
  expect(Date.parse(String(lead.lastTouchAt)) - Date.parse(String(lead.firstTouchAt))).toBeGreaterThanOrEqual(DAY);

  const key = String(lead.idempotencyKey);
  await expect.poll(async () => { const r = forKey(await received(), key); return [r.google.length, r.meta.length]; }, { timeout: SETTLE_MS }).toEqual([1, 1]);
  const { google: [g], meta: [m] } = forKey(await received(), key);
  expect(g.problems).toEqual([]);
  expect(g.headers.authorization).toMatch(/^Bearer ya29\./);
  const conversion = (g.body as { conversions: Record<string, unknown>[] }).conversions[0];
  expect(conversion).toMatchObject({
    gclid: `G-${s}`,
    userIdentifiers: [{ hashedEmail: sha256(`asharao${s}@gmail.com`) }, { hashedPhoneNumber: sha256('+919876543210') }],
  });
  expect(m.problems).toEqual([]);
  const event = (m.body as { data: Record<string, unknown>[] }).data[0];
  expect(event).toMatchObject({
    event_name: 'Lead', event_id: key,
    user_data: { em: [sha256(`asha.rao.${s}@gmail.com`)], ph: [sha256('919876543210')], fbc: `fb.1.${Date.parse(String(lead.lastTouchAt))}.IwAR-${s}` },
  });
  // Still exactly one each once the CMS delivery and both platforms are done.
  await expect.poll(async () => { const r = forKey(await received(), key); return [r.google.length, r.meta.length]; }).toEqual([1, 1]);
});

test('a test lead from an ad with the opt-in ticked goes to no ad platform', async ({ page }) => {
  await stubRecaptcha(page);
  const s = stamp();
  const email = `qa-${s}@maven.test`;
  await page.goto(`/?utm_source=google&utm_medium=cpc&gclid=T-${s}&fbclid=T-${s}`);
  await sendLead(page, email, true);
  const [lead] = await waitForLeads({ email }, 1);
  expect(lead).toMatchObject({ testLead: true, adMeasurementOptIn: true, lastGclid: `T-${s}` });
  expect(await conversionJobs(String(lead.idempotencyKey))).toEqual([]);
});

test("the admin home shows the month: leads per day by channel and the top campaigns, without test leads", async ({ page }) => {
  const s = stamp();
  const campaign = `e2e-month-${s}`;
  // The seeded month: 3 paid-search leads a day for 30 days, and a test lead a day that must not count.
  const rows: string[] = [];
  for (let d = 0; d < 30; d++) {
    for (let n = 0; n < 4; n++) rows.push(`('e2e-month-${s}-${d}-${n}', now() - interval '${d} days', ${n === 3}, '${campaign}')`);
  }
  await withDb('cms', (db) => db.query(`INSERT INTO leads (document_id, created_at, test_lead, last_utm_campaign, last_utm_source, channel, form, marketing_opt_in, ad_measurement_opt_in, updated_at, published_at)
    SELECT v.doc, v.at, v.test, v.campaign, 'google', 'Paid Search', 'contact', false, false, v.at, v.at
      FROM (VALUES ${rows.join(', ')}) AS v(doc, at, test, campaign)`));
  await page.goto(`${E2E.cmsUrl}/admin`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.locator('input[name=password]').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin\/?$/, { timeout: 60_000 });
  await expect(page.getByText('Leads, last 30 days')).toBeVisible({ timeout: SETTLE_MS });
  await expect(page.getByRole('list', { name: 'Top campaigns' }).getByText(`${campaign}: 90`)).toBeVisible();
  await expect(page.getByRole('img', { name: /Leads per day, last 30 days: \d+ in all/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Leads by channel' }).getByText(/^Paid Search: \d+$/)).toBeVisible();
  // The visits widget counts the same leads over its 28 India days (today the 28th: 28 × 3), and
  // its link opens the lead list with exactly them.
  await page.getByRole('button', { name: /^Campaigns \(\d+\)$/ }).click();
  const row = page.getByRole('table', { name: 'Campaigns' }).getByRole('row').filter({ has: page.getByRole('link', { name: campaign, exact: true }) });
  await expect(row.getByRole('cell').nth(1)).toHaveText('84');
  await row.getByRole('link', { name: campaign, exact: true }).click();
  await page.waitForURL(/\/admin\/content-manager\/collection-types\/api::lead\.lead\?/);
  await expect(page.getByText('84 entries found')).toBeVisible({ timeout: SETTLE_MS });
});

test("the home page's numbers answer a signed-in admin only: an outsider, or a forged token, gets 401 and no figure", async () => {
  const answers = { month: ['campaigns', 'days', 'perDay', 'sources'], visits: ['campaigns', 'days', 'pages', 'since', 'visitsError'] };
  for (const [route, keys] of Object.entries(answers)) {
    const url = `${E2E.cmsUrl}/lead-stats/${route}`;
    for (const headers of [{}, { authorization: 'Bearer forged.e30.token' }] as Record<string, string>[]) {
      const res = await fetch(url, { headers });
      expect(res.status).toBe(401);
      expect(await res.text()).not.toMatch(/perDay|campaigns|pages/);
    }
    const signedIn = await fetch(url, { headers: { authorization: `Bearer ${await adminToken()}` } });
    expect(signedIn.status).toBe(200);
    expect(Object.keys(await signedIn.json()).sort()).toEqual(keys);
  }
});

test("a download given for an email is a lead with its touches too: stored in the CMS with the campaign and the derived channel", async ({ request }) => {
  const s = stamp();
  const email = `download-${s}@example.com`;
  const firstTouch = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: `dl-first-${s}`, gclid: `D-${s}`, landing_page: '/', at: new Date(Date.now() - 864e5).toISOString() };
  const lastTouch = { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: `dl-last-${s}`, landing_page: '/asic-verification', at: new Date().toISOString() };
  const res = await request.post('/api/download/curiculam', { data: { data: { id: 'asic-verification', email, firstTouch, lastTouch }, captcha: `stub-ok-dl-${s}` }, headers: { 'idempotency-key': `dl-${s}-0001` } });
  expect(res.status()).toBe(200);
  const [lead] = await waitForLeads({ email }, 1);
  expect(lead).toMatchObject({ form: 'download:curriculam', firstUtmCampaign: `dl-first-${s}`, firstGclid: `D-${s}`, lastUtmCampaign: `dl-last-${s}`, channel: 'Email' });
});
