// The browser reaches the CMS only through this origin (lib/cms/proxy.ts): the demo popup's
// words come with the page (the site has no GraphQL door for browsers) and its CMS background
// through /api/media.
import { expect, test } from '../support/test';
import { openDemoPopup } from '../support/cms';
import { stubRecaptcha } from '../support/leads-captcha';
import { E2E } from '../support/ports';

test.use({ viewport: { width: 1280, height: 800 } });

test('the demo popup shows the CMS\'s words from the page and its uploaded background through the site origin', async ({ page }) => {
  await stubRecaptcha(page);
  const cmsOrigin = new URL(E2E.cmsUrl).origin;
  const toCms: string[] = [];
  const graphqlReads: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(cmsOrigin)) toCms.push(r.url());
    if (new URL(r.url()).pathname.endsWith('/graphql')) graphqlReads.push(r.url());
  });
  await page.goto('/');
  const media = page.waitForResponse((r) => r.url().includes('/api/media/'));
  const dialog = await openDemoPopup(page);
  await expect(dialog.getByRole('heading', { name: 'Join Maven for a free Demo' })).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();

  const image = await media;
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\//);
  expect(image.headers()['x-content-type-options']).toBe('nosniff');
  expect(toCms).toEqual([]);
  expect(graphqlReads, 'GraphQL reads from the browser').toEqual([]);
});

test('the site refuses what a visitor never needs: no GraphQL door, no path out of the uploads', async ({ request }) => {
  expect((await request.get('/api/graphql')).status()).toBe(404);
  expect((await request.post('/api/graphql', { data: { query: '{ __schema { types { name } } }' } })).status()).toBeGreaterThanOrEqual(400);
  expect((await request.get('/api/media/..%2F..%2Fadmin')).status()).toBe(404);
  expect((await request.get('/graphql')).status()).toBe(404);
});

test('the CMS publishes no schema', async ({ request }) => {
  // The CMS itself (run in production mode by the e2e stack) refuses introspection too.
  const direct = await request.post(`${E2E.cmsUrl}/graphql`, { data: { query: '{ __schema { queryType { name } } }' } });
  expect(direct.status()).toBe(400);
  expect(JSON.stringify(await direct.json())).toMatch(/introspection is not allowed/i);
});
