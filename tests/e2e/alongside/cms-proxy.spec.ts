// The browser reaches the CMS only through this origin's API routes (lib/cms/proxy.ts): the
// demo popup's words come with the page (no GraphQL read from the browser) and its CMS
// background through /api/media.
import { expect, test } from '../support/test';
import { print } from 'graphql';
import { POPUP_BY_SLUG } from '../../../graphql/queries';
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

test('the proxies refuse what a visitor never needs', async ({ request }) => {
  expect((await request.get('/api/graphql')).status()).toBe(405);
  expect((await request.post('/api/graphql', { headers: { 'content-type': 'text/plain' }, data: 'query' })).status()).toBe(415);
  expect((await request.get('/api/media/..%2F..%2Fadmin')).status()).toBe(404);
  expect((await request.get('/graphql')).status()).toBe(404);
});

test('/api/graphql passes only the site\'s own operations; the CMS publishes no schema', async ({ request }) => {
  const post = (data: unknown) => request.post('/api/graphql', { data });
  const introspection = await post({ query: '{ __schema { types { name fields { name } } } }' });
  expect([introspection.status(), await introspection.json()]).toEqual([400, { error: "Only the site's own queries are accepted." }]);
  const anyCollection = await post({ query: '{ courses(pagination: { limit: 200 }) { data { attributes { title eligibility } } } }' });
  expect(anyCollection.status()).toBe(400);
  const badSlug = await post({ query: POPUP_QUERY, variables: { slug: '../x' } });
  expect([badSlug.status(), (await badSlug.json()).error]).toEqual([400, 'Invalid variables for PopUp: slug: must be a slug']);
  const popup = await post({ query: POPUP_QUERY, variables: { slug: 'header-free-demo-class' } });
  expect(popup.status()).toBe(200);
  expect((await popup.json()).data.popUps.data[0].attributes.sectionTitle).toBe('Join Maven for a free Demo');
  // Drafts are the Preview's, read on the server with the preview token: never through this door.
  const draft = await post({ query: POPUP_QUERY, variables: { slug: 'header-free-demo-class', status: 'DRAFT' } });
  expect(draft.status()).toBe(400);

  // The CMS itself (run in production mode by the e2e stack) refuses introspection too.
  const direct = await request.post(`${E2E.cmsUrl}/graphql`, { data: { query: '{ __schema { queryType { name } } }' } });
  expect(direct.status()).toBe(400);
  expect(JSON.stringify(await direct.json())).toMatch(/introspection is not allowed/i);
});

// The popup's query as the browser sends it: the site's own document, printed (it changes with the site).
const POPUP_QUERY = print(POPUP_BY_SLUG);
