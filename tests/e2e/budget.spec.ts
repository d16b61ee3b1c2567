import { expect, test } from '@playwright/test';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { EMPTY_PAGE, firstLoad } = require('../support/firstLoad.cjs');

const CONTENT_BUDGET_BYTES = 45 * 1024;
// Strings that survive minification in each library that must load on demand only.
const ON_DEMAND_MARKERS: Record<string, RegExp> = {
  'reCAPTCHA': /grecaptcha|recaptcha\/api\.js/,
  'phone metadata': /country_calling_codes/,
  'Apollo Client': /__APOLLO_CONTEXT__|__APOLLO_CLIENT__/,
  'lead form schema': /Invalid Email address!|Enter phone number/,
  'state data': /Andhra Pradesh/,
};
const CONTENT_ROUTES = ['/', '/enterprise', '/mtech-in-vlsi-design', '/thank-you'];

test('first-load JS of content routes stays within 45 kB gz of the empty page and carries no form code', async ({ baseURL }) => {
  const empty = await firstLoad(new URL(EMPTY_PAGE, baseURL).href);
  for (const route of CONTENT_ROUTES) {
    const page = await firstLoad(new URL(route, baseURL).href);
    expect(page.gz - empty.gz, `${route}: ${page.gz} B gz vs empty ${empty.gz} B`).toBeLessThanOrEqual(CONTENT_BUDGET_BYTES);
    for (const [name, marker] of Object.entries(ON_DEMAND_MARKERS)) {
      const carrier = page.scripts.find((s: { text: string }) => marker.test(s.text));
      expect(carrier?.src, `${name} is in the first-load JavaScript of ${route}`).toBeUndefined();
    }
  }
});

test('no third-party request before the visitor interacts', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (r) => { if (!r.url().startsWith(origin) && !r.url().startsWith('data:')) foreign.push(r.url()); });
  // Link prefetches are not what this checks; answered locally they do not make every visible
  // link regenerate its page against the e2e stack's 2 s ISR period.
  await page.route('**/_next/data/**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"pageProps":{}}' }));
  for (const route of CONTENT_ROUTES) {
    await page.goto(route, { waitUntil: 'load' });
    await page.mouse.wheel(0, 4000);
    // Idle-time work (lazy images, prefetch scheduling) has had its chance to ask for anything.
    await page.waitForTimeout(2000);
  }
  expect(foreign).toEqual([]);
});
