// The browser reaches the CMS only through this origin's API routes (lib/cms/proxy.ts): the
// demo popup's fresh read goes through /api/graphql and its CMS background through /api/media.
import { expect, test } from '@playwright/test';
import { openDemoPopup } from './cms';
import { stubRecaptcha } from './leads-captcha';
import { E2E } from './ports';

test.use({ viewport: { width: 1280, height: 800 } });

test('the demo popup reads the CMS and shows its uploaded background through the site origin', async ({ page, baseURL }) => {
  await stubRecaptcha(page);
  const cmsOrigin = new URL(E2E.cmsUrl).origin;
  const toCms: string[] = [];
  page.on('request', (r) => { if (r.url().startsWith(cmsOrigin)) toCms.push(r.url()); });
  await page.goto('/');
  const graphql = page.waitForResponse((r) => r.url() === new URL('/api/graphql', baseURL).href && r.request().method() === 'POST');
  const media = page.waitForResponse((r) => r.url().includes('/api/media/'));
  await openDemoPopup(page);

  const read = await graphql;
  expect(read.status()).toBe(200);
  expect((await read.json()).data.popUps.data[0].attributes.sectionTitle).toBe('Join Maven for a free Demo');
  const image = await media;
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\//);
  expect(image.headers()['x-content-type-options']).toBe('nosniff');
  expect(toCms).toEqual([]);
});

test('the proxies refuse what a visitor never needs', async ({ request }) => {
  expect((await request.get('/api/graphql')).status()).toBe(405);
  expect((await request.post('/api/graphql', { headers: { 'content-type': 'text/plain' }, data: 'query' })).status()).toBe(415);
  expect((await request.get('/api/media/..%2F..%2Fadmin')).status()).toBe(404);
  expect((await request.get('/graphql')).status()).toBe(404);
});
