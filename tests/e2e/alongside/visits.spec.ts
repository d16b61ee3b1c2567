// Visits and speed, end to end: visitors from two campaigns on two pages, one of them writing a
// lead; each browser reports its page views and Core Web Vitals as it leaves (a real sendBeacon as
// the page is hidden), the site counts them, and the admin's home shows visits, leads and the
// conversion per page and per campaign. Beacons that are junk or from a flood change nothing, and
// an outsider reads no figure.
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { devices } from '@playwright/test';
import { chromium } from '../../support/chromium.cjs';
import { expect, test } from '../support/test';
import { VISITS_API } from '../../../lib/constants';
import { adminLogin, openDemoPopup } from '../support/cms';
import { stubRecaptcha } from '../support/leads-captcha';
import { fillLeadForm, landsOnThankYou, waitForLeads } from '../support/leads-cms';
import { E2E, SETTLE_MS } from '../support/ports';
import { leadTokenHeader } from '../support/stack';

// A visitor's browser: the headless shell's own user agent, which a beacon sent as the page goes
// carries (the context's emulated one is gone by then), is a bot's, and a bot's visit is not counted.
test.use({ launchOptions: { ...chromium, args: [...chromium.args, `--user-agent=${devices['Desktop Chrome'].userAgent}`] } });

const stamp = () => `${Date.now() % 1e8}${Math.random().toString(36).slice(2, 6)}`;
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

interface Row { name: string; visits: number; p75: Record<string, number | null> }
async function figures(): Promise<{ pages: Row[]; campaigns: Row[] }> {
  const res = await fetch(`${E2E.siteUrl}${VISITS_API}?days=1`, { headers: leadTokenHeader() });
  expect(res.status).toBe(200);
  return res.json();
}
const campaignRow = async (name: string) => (await figures()).campaigns.find((c) => c.name === name);

/** A visitor's landing: the page loads and its measuring code has come, as on a page read for a moment. */
async function land(browser: Browser, options: BrowserContextOptions, url: string): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  await page.goto(url);
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/web-vitals\.[^/]*\.js$/.test(e.name))), { timeout: SETTLE_MS }).toBe(true);
  // Each vital's observer is registered in an idle moment of its own: three idle moments on, all are.
  await page.evaluate(() => new Promise((done) => { let left = 3; const next = () => (--left ? requestIdleCallback(next) : done(null)); requestIdleCallback(next); }));
  return page;
}
/** The visitor leaves: the page is hidden, and its beacon goes. */
async function leave(page: Page) {
  await page.goto('about:blank');
  await page.context().close();
}

test('two campaigns on two pages, one lead: the admin shows visits, leads and the conversion, and each page\'s p75 vitals', async ({ browser, page }) => {
  const s = stamp();
  const [a, b] = [`e2e-visits-a-${s}`, `e2e-visits-b-${s}`];
  const fromA = `/asic-verification?utm_source=newsletter&utm_medium=email&utm_campaign=${a}`;

  await leave(await land(browser, PHONE, fromA));
  const writer = await land(browser, DESKTOP, fromA);
  await stubRecaptcha(writer);
  const dialog = await openDemoPopup(writer);
  const email = `visits-${s}@example.com`;
  await fillLeadForm(writer, { name: 'Asha Rao', email });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await landsOnThankYou(writer);
  await leave(writer);
  await leave(await land(browser, DESKTOP, `/embedded-systems-course?utm_source=linkedin&utm_medium=paid_social&utm_campaign=${b}`));
  await waitForLeads({ email }, 1);

  // Counted within the instance's next write (every 5 s).
  await expect.poll(async () => [(await campaignRow(a))?.visits, (await campaignRow(b))?.visits], { timeout: SETTLE_MS }).toEqual([2, 1]);
  const rowA = (await campaignRow(a))!;
  for (const vital of ['LCP', 'FCP', 'TTFB', 'CLS']) expect(rowA.p75[vital], vital).not.toBeNull();

  // The marketer's view: the admin's home, the campaigns' table.
  await adminLogin(page);
  await page.getByRole('button', { name: /^Campaigns \(\d+\)$/ }).click();
  const table = page.getByRole('table', { name: 'Campaigns' });
  const cells = (name: string) => table.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) }).getByRole('cell');
  await expect(cells(a).nth(0)).toHaveText('2', { timeout: SETTLE_MS });
  // INP: the writer's taps on the form; the visitors of campaign B only read.
  const rated = /\((good|needs improvement|poor)\)$/;
  await expect(cells(a)).toHaveText(['2', '1', '50.0%', /^\d+\.\d s /, /^\d+ ms /, /^\d\.\d\d /].map((r) => (typeof r === 'string' ? r : new RegExp(r.source + rated.source))));
  await expect(cells(b)).toHaveText(['1', '0', '0.0%', new RegExp(`^\\d+\\.\\d s ${rated.source}`), '–', new RegExp(`^\\d\\.\\d\\d ${rated.source}`)]);
});

test('junk beacons and a page the site does not have change nothing; the figures answer the lead token only', async ({ request }) => {
  const s = stamp();
  const campaign = `e2e-visits-junk-${s}`;
  const valid = { views: ['/'], device: 'desktop', touch: { utm_campaign: campaign }, vitals: { LCP: 900 } };
  const junk: [unknown, number][] = [
    ['{"views":', 400], [{ ...valid, views: [`/no-such-page-${s}`] }, 400], [{ ...valid, vitals: { LCP: -3 } }, 400],
    [{ ...valid, vitals: { CLS: 1e6 } }, 400], [{ ...valid, email: 'asha@example.com' }, 400],
  ];
  for (const [body, status] of junk) {
    const res = await request.post(VISITS_API, { data: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'text/plain;charset=UTF-8' } });
    expect(res.status(), JSON.stringify(body)).toBe(status);
  }
  const control = `e2e-visits-control-${s}`;
  const ok = await request.post(VISITS_API, { data: JSON.stringify({ ...valid, touch: { utm_campaign: control } }), headers: { 'content-type': 'text/plain;charset=UTF-8' } });
  expect(ok.status()).toBe(204);
  await expect.poll(async () => (await campaignRow(control))?.visits, { timeout: SETTLE_MS }).toBe(1);
  expect(await campaignRow(campaign)).toBeUndefined();

  for (const headers of [{}, { authorization: 'Bearer forged-token-0000000000000000000000' }] as Record<string, string>[]) {
    const res = await fetch(`${E2E.siteUrl}${VISITS_API}?days=28`, { headers });
    expect(res.status).toBe(401);
    expect(await res.text()).not.toContain('campaigns');
  }
});
