// A marketer's edit is live within seconds through the CMS webhook, with no rebuild.
// The e2e site regenerates pages every 2 s on its own (ISR), and ISR answers the first request
// after expiry with the OLD page. So the very first request after publishing showing the new
// title can only come from the webhook's on-demand revalidation.
import { expect, test } from '../support/test';
import { adminToken, saveAndPublish } from '../support/cms';
import { courseEntry } from '../support/cms-course';
import { siteEvents } from '../support/stack';

const PATH = '/embedded-systems-course';

test.describe('on-demand revalidation', () => {
  test('editing a course title in the CMS admin changes the live page through the webhook: the first request after it shows the edit', async ({ page, request }) => {
    const token = await adminToken();
    const { url: entry, data } = await courseEntry(token, PATH);
    const original = String(data.title);
    const edited = `${original} – edited ${Date.now()}`;

    // Let the cached page settle: Next answers from its cache as fresh (HIT, not STALE) only when
    // no regeneration is due or running.
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(original);
    await expect.poll(async () => (await request.get(PATH)).headers()['x-nextjs-cache'], { timeout: 15_000 }).toBe('HIT');

    try {
      const publishedAt = Date.now();
      await saveAndPublish(token, entry, { ...data, title: edited });
      // No request to the page in between: only the webhook can regenerate it. Its call logs one
      // `revalidated` line once the pages are regenerated (pages/api/revalidate.ts).
      await expect.poll(() => siteEvents('revalidated', publishedAt).filter((e) => e.documentId === data.documentId && Number(e.revalidated) > 0).length, {
        message: 'the webhook regenerated the page', timeout: 60_000,
      }).toBeGreaterThan(0);
      console.log(`[revalidate] regenerated ${Date.now() - publishedAt} ms after the publish`);
      const res = await request.get(PATH);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html, 'the first request after publishing already shows the new title').toContain(`<h1>${edited.replace(/&/g, '&amp;')}</h1>`);
      await page.goto(PATH);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited);
    } finally {
      await saveAndPublish(token, entry, { ...data, title: original });
    }
  });

  test('the endpoint refuses a wrong secret and other methods, and ignores paths it does not know', async ({ request }) => {
    const wrong = await request.post('/api/revalidate', { headers: { 'x-revalidate-secret': 'not-the-secret' }, data: { uid: 'api::page.page', entry: { path: '/about-us' } } });
    expect(wrong.status()).toBe(401);
    expect((await request.get('/api/revalidate')).status()).toBe(405);
    const noSecret = await request.post('/api/revalidate', { data: { uid: 'api::page.page', entry: { path: '/about-us' } } });
    expect(noSecret.status()).toBe(401);
  });
});
