// Runs in the 'outage' project (after every journey): it stops the real CMS.
import { expect, test } from '../support/test';
import { headerButtonName } from '../support/cms';
import { stubRecaptcha } from '../support/leads-captcha';
import { cmsLeads, fillLeadForm, landsOnThankYou, LEAD_BANNERS, uniqueEmail, waitForLeads, watchBanner } from '../support/leads-cms';
import { E2E, SETTLE_MS } from '../support/ports';
import { startCms, stopCms } from '../support/stack';

const lead = (email: string, i: number) => ({
  data: {
    name: `Outage lead ${i}`, workExperience: 'College Student', mobileNumber: '+91-98765-43210', email, message: `lead ${i}`,
    state: 'Kerala', country: 'India', channel: 'Organic', leadSource: 'Maven', subSource: 'Demo Class', url: `${E2E.siteUrl}/`, oldSource: 'test',
  },
  captcha: `stub-ok-outage-${i}`,
});

test('with the CMS stopped, 50 leads get 200 and all reach the CMS exactly once after it restarts; a double click is one lead', async ({ page, request }) => {
  test.setTimeout(180_000);
  await stubRecaptcha(page);
  const tag = uniqueEmail('outage').split('@')[0];
  const emails = Array.from({ length: 50 }, (_, i) => `${tag}-${i}@example.com`);
  const doubleClick = uniqueEmail('double');
  const button = await headerButtonName();
  await stopCms();
  try {
    await expect(request.get(`${E2E.cmsUrl}/_health`)).rejects.toThrow();
    // 49 leads through the gateway's HTTP API (one of them sent twice: a client retry) …
    for (let i = 0; i < 49; i++) {
      const headers = { 'idempotency-key': `outage-${tag}-${i}` };
      const res = await request.post('/api/global-contact-form', { data: lead(emails[i], i), headers });
      expect(res.status(), emails[i]).toBe(200);
      expect((await res.json()).status).toBe(200);
      if (i === 7) expect((await request.post('/api/global-contact-form', { data: lead(emails[i], i), headers })).status()).toBe(200);
    }
    // … and the 50th through the browser form, with a double click on Submit.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByTestId('desktop-header').getByRole('button', { name: button }).click();
    await fillLeadForm(page, { name: 'Double Click', email: doubleClick });
    const posts: string[] = [];
    page.on('request', (r) => { if (r.url().endsWith('/api/global-contact-form')) posts.push(r.url()); });
    const banner = await watchBanner(page, 'status');
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).dblclick();
    expect(await banner.shown()).toBe(LEAD_BANNERS.success);
    await landsOnThankYou(page);
    expect(posts).toHaveLength(1);
  } finally {
    await startCms();
  }
  const tagged = () => cmsLeads({ email: { startsWith: `${tag}-` } });
  await expect.poll(async () => (await tagged()).length, { timeout: 60_000, intervals: [500, 1000] }).toBe(49);
  const stored = await tagged();
  expect(new Set(stored.map((l) => l.email)).size).toBe(49);
  await waitForLeads({ email: doubleClick }, 1);
  // Stays exactly once: once the site's queue holds nothing pending, no retry can still come
  // (each lead is marked forwarded and its job completed), so the counts below are final.
  await expect.poll(async () => (await (await request.get('/api/health')).json()).leads.pending, { timeout: SETTLE_MS }).toBe(0);
  expect(await tagged()).toHaveLength(49);
  expect(await cmsLeads({ email: doubleClick })).toHaveLength(1);
});
