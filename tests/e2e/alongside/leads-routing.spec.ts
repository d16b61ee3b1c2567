// Every lead reaches the right place, as a marketer expects to find it; and issue
// 11.3's phone field in a real browser. Real Chromium, site, gateway and CMS; only Google's
// reCAPTCHA is stubbed (leads-captcha.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { SPEC_PAGE_ROUTES } from '../../../lib/specRoutes';
import { RESOURCES } from '../../../lib/leads/resources';
import { solveCaptcha, stubRecaptcha } from '../support/leads-captcha';
import { fillLeadForm, landsOnThankYou, LEAD_BANNERS, uniqueEmail, waitForLeads, watchBanner } from '../support/leads-cms';
import { E2E } from '../support/ports';

test.use({ viewport: { width: 1280, height: 800 } });
test.beforeEach(async ({ page }) => { await stubRecaptcha(page); });

const seed = (file: string) => JSON.parse(readFileSync(path.join(__dirname, '..', '..', '..', 'cms', 'seed', file), 'utf8'));
const contactSet = (key: string) => seed('marketing-contact.json').entries.find((e: { key: string }) => e.key === key);

const ENTERPRISE_ROUTES = SPEC_PAGE_ROUTES.filter((r) => r === '/enterprise' || r.startsWith('/enterprise/'));
/** The CTA blocks of the seed that open the enterprise lead form, and the sub-source each gives its leads. */
const ENTERPRISE_POPUP_CTAS: Record<string, { button: string; subSource: string }> = {
  '/enterprise/contact-us': { button: 'Request a call back', subSource: 'Enterprise Call Back' },
  '/enterprise/vlsi-technical-blog': { button: 'Request a training proposal', subSource: 'Enterprise Blog' },
  '/enterprise/vlsi-technical-resources': { button: 'Request a training proposal', subSource: 'Enterprise Resources' },
};

/** Every POST the page sends but GraphQL reads. */
function posts(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => { if (r.method() === 'POST' && !r.url().endsWith('/graphql')) seen.push(new URL(r.url()).pathname); });
  return seen;
}

test('enterprise routes: every content button opens the enterprise lead form and its lead lands in the CMS; links stay links', async ({ page }) => {
  test.setTimeout(180_000);
  expect(ENTERPRISE_ROUTES).toHaveLength(10);
  for (const route of ENTERPRISE_ROUTES) {
    await page.goto(route);
    const main = page.getByRole('main');
    const buttons = await main.getByRole('button').allTextContents();
    const expected = ENTERPRISE_POPUP_CTAS[route];
    expect(buttons, route).toEqual(expected ? [expected.button] : []);
    if (!expected) {
      // The other enterprise pages' call to action is a link to the contact page (its form is tested there).
      await expect(page.getByRole('region', { name: 'Next step' }).getByRole('link'), route).toHaveAttribute('href', '/enterprise/contact-us');
      continue;
    }
    const email = uniqueEmail(`enterprise-${route.split('/').pop()}`);
    await main.getByRole('button', { name: expected.button }).click();
    const dialog = page.getByRole('dialog', { name: 'Talk to our corporate team' });
    await expect(dialog.getByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
    await fillLeadForm(page, { name: 'Corporate Buyer', email, message: `From ${route}` });
    const request = page.waitForRequest((r) => r.url() === `${E2E.siteUrl}/api/global-contact-form` && r.method() === 'POST');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect((await request).postDataJSON().data).toMatchObject({ leadSource: 'Maven Enterprise', subSource: expected.subSource, channel: 'Organic', oldSource: 'test' });
    await landsOnThankYou(page);
    const [lead] = await waitForLeads({ email }, 1);
    expect(lead.form).toBe('contact');
    expect([lead.leadSource, lead.subSource, lead.channel, lead.oldSource]).toEqual(['Maven Enterprise', expected.subSource, 'Organic', 'test']);
    expect(new URL(String(lead.url)).pathname).toBe(route);
  }
});

test('enterprise header popup: posts nothing; after its blocked submit it shows the corporate team\'s phone and email from the CMS', async ({ page }) => {
  const sent = posts(page);
  const corporate = contactSet('enterprise');
  await page.goto('/enterprise/corporate-training');
  await page.getByTestId('enterprise-header').getByRole('button', { name: 'Request a demo' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Your Name').fill('Corporate Buyer');
  await dialog.getByLabel('Your Email').fill(uniqueEmail('enterprise-header'));
  // A real fill of a national number with its trunk 0, as autofill does.
  await dialog.getByLabel('Mobile Number').fill('09845012345');
  await expect(dialog.getByLabel('Mobile Number')).toHaveValue('+91 98450 12345');
  await dialog.getByRole('button', { name: 'Request a demo' }).click();
  const status = dialog.getByRole('status');
  await expect(status).toContainText('This form does not send requests. Reach our corporate team directly:');
  await expect(status.getByRole('link', { name: corporate.phoneNumber })).toHaveAttribute('href', /^tel:\+91900000002/);
  await expect(status.getByRole('link', { name: corporate.email })).toHaveAttribute('href', `mailto:${corporate.email}`);
  expect(sent).toEqual([]);
});

/** Opens a course page's "Enquire now" popup and fills a valid lead; returns the dialog. */
async function enquire(page: Page, route: string, name: string, email: string) {
  await page.goto(route);
  await page.getByRole('main').getByRole('button', { name: 'Enquire now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join Maven for a free Demo' });
  await expect(dialog.getByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
  await fillLeadForm(page, { name, email });
  return dialog;
}

test('a course page with its own sub-source in the CMS: its leads carry it; others keep the spec default', async ({ page }) => {
  const email = uniqueEmail('course-subsource');
  const dialog = await enquire(page, '/physical-design-and-verification-course', 'Kiran', email);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await landsOnThankYou(page);
  const [lead] = await waitForLeads({ email }, 1);
  expect([lead.leadSource, lead.subSource, lead.channel, lead.oldSource]).toEqual(['Maven', 'Physical Design Course (example)', 'Organic', 'test']);
});

test('an accepted lead reaches /thank-you even when the popup is closed during the success banner', async ({ page }) => {
  const email = uniqueEmail('closed-early');
  const dialog = await enquire(page, '/asic-verification', 'Early Closer', email);
  const banner = await watchBanner(page, 'status');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  expect(await banner.shown()).toBe(LEAD_BANNERS.success);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await landsOnThankYou(page);
  await waitForLeads({ email }, 1);
});

test('phone field: a national number pasted over the "+91" ends as +91 98450 12345 and is stored as such', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const email = uniqueEmail('phone-paste');
  const dialog = await enquire(page, '/asic-verification', 'Paster', email);
  const phone = dialog.getByLabel('Phone number', { exact: true });
  await page.evaluate(() => navigator.clipboard.writeText('9845012345'));
  await phone.selectText();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(phone).toHaveValue('+91 98450 12345');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await landsOnThankYou(page);
  const [lead] = await waitForLeads({ email }, 1);
  expect(lead.mobileNumber).toBe('+91-98450-12345');
});

test('download forms: the request is recorded, then the right document downloads from the media library through this origin', async ({ page }) => {
  const email = uniqueEmail('document');
  await page.goto('/vlsi/free-vlsi-training-courses');
  for (const r of RESOURCES) {
    const card = page.locator(`[data-download-type="${r.type}"]`);
    await card.getByLabel('Your email').fill(email);
    await solveCaptcha(card);
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download' }).click()]);
    expect(download.url()).toMatch(new RegExp(`^${E2E.siteUrl}/api/media/`));
    expect(download.suggestedFilename()).toBe(`${r.id}.pdf`);
    const body = readFileSync(await download.path());
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(card.getByRole('status')).toHaveText(`Thank you! Your download of “${r.title}” has started. If it does not start, download it here.`);
  }
  await expect(page.getByText(/sending .* to /i)).toHaveCount(0);
  const leads = await waitForLeads({ email }, RESOURCES.length);
  expect(leads.map((l) => l.form).sort()).toEqual(RESOURCES.map((r) => `download:${r.type}`).sort());
});

test('course curriculum: the download form records the request and downloads that course\'s curriculum', async ({ page }) => {
  const email = uniqueEmail('curriculum');
  await page.goto('/asic-verification');
  const form = page.getByRole('region', { name: 'Download curriculum' });
  await form.getByLabel('Your email').fill(email);
  await solveCaptcha(form);
  const [download] = await Promise.all([page.waitForEvent('download'), form.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe('asic-verification-curriculum.pdf');
  expect(readFileSync(await download.path()).toString('latin1')).toContain('ASIC Verification Course: curriculum');
  const [lead] = await waitForLeads({ email }, 1);
  expect([lead.form, lead.downloadId]).toEqual(['download:curriculam', 'asic-verification-curriculum']);
});

test('every row of the layout table has a seeded example page with its header and contacts', async ({ page }) => {
  const b2b = seed('b2b-marketing-header.json').data;
  const rows: [string, string, { email: string; phoneNumber: string }][] = [
    ['/vlsi-courses/example-corporate-programmes', 'marketing-b2b-header', b2b],
    ['/vlsi-embedded-iit-certification', 'marketing-b2c-header', contactSet('embedded-certification')],
    ['/vlsi-design-verification-course-landing', 'marketing-b2c-header', contactSet('paid-landing')],
    ['/executive-mtech-in-vlsi-design', 'marketing-b2c-header', contactSet('paid-landing')],
    ['/vlsi-course-offer', 'marketing-b2c-header', contactSet('landing-group')],
    ['/mtech-in-vlsidesign', 'mtech-header', contactSet('mtech')],
  ];
  for (const [route, header, contacts] of rows) {
    const res = await page.goto(route);
    expect(res?.status(), route).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), route).toHaveText(/^Example page: /);
    const h = page.getByTestId(header);
    await expect(h, route).toBeVisible();
    await expect(h.getByRole('link', { name: contacts.email }), route).toBeVisible();
    await expect(h.getByRole('link', { name: contacts.phoneNumber }), route).toBeVisible();
    await expect(page.getByRole('contentinfo'), route).toHaveCount(0);
  }
});
