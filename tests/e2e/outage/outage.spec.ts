import { expect, test } from '../support/test';
import { headerButtonName } from '../support/cms';
import { E2E, SETTLE_MS } from '../support/ports';
import { siteEvents, startCms, stopCms } from '../support/stack';

test('with the CMS stopped, pages still answer 200 with their content', async ({ page, request }) => {
  const name = await headerButtonName();
  await stopCms();
  try {
    await expect(request.get(`${E2E.cmsUrl}/_health`)).rejects.toThrow();
    // Until each page has been regenerated against the dead CMS (its failed queries logged with
    // the page's path), every answer is 200.
    // Every status is kept and checked after the poll: an assertion inside it would be retried away.
    const stoppedAt = Date.now();
    const statuses: string[] = [];
    for (const path of ['/', '/enterprise', '/mtech-in-vlsi-design', '/thank-you']) {
      await expect.poll(async () => {
        statuses.push(`${path} ${(await request.get(path)).status()}`);
        return siteEvents('cms_query_failed', stoppedAt).some((e) => e.path === path);
      }, { timeout: SETTLE_MS, message: `${path} regenerated against the stopped CMS` }).toBe(true);
      statuses.push(`${path} ${(await page.goto(path))?.status()}`);
    }
    expect(statuses.filter((s) => !s.endsWith(' 200'))).toEqual([]);
    expect((await page.goto('/no-such-page'))?.status()).toBe(404);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Last known good content, not defaults.
    await expect(page.getByTestId('desktop-header').getByRole('button', { name })).toBeVisible();
    // The hero's file cannot be asked for: the seed's illustration, in the page, drawn.
    const hero = page.getByRole('img', { name: 'Illustration of a silicon chip with circuit traces' });
    await expect(hero).toHaveJSProperty('tagName', 'svg');
    await expect.poll(async () => (await hero.boundingBox())?.height).toBeGreaterThan(100);
    // The pictures the seed uploaded come from the seed's own copies while the CMS is down.
    await page.locator('#placements').scrollIntoViewIfNeeded();
    const logos = page.getByRole('img', { name: 'Logos of example hiring partners' });
    await expect.poll(() => logos.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);
  } finally {
    await startCms();
  }
});
