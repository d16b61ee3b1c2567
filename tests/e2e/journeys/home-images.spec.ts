// The home page's pictures and their alt texts are the marketers' (the hero's and the
// sections' images in the CMS, seeded from shared/seed-images), and a picture below the fold starts
// loading only when it comes within 200 px of the viewport (spec: lazy images' root margin).
import { expect, test } from '../support/test';
import { adminApi, adminToken, thenRestore } from '../support/cms';
import { E2E, SETTLE_MS } from '../support/ports';

const SEEDED_ALT = 'Logos of example hiring partners';
const HERO_ALT = 'Illustration of a silicon chip with circuit traces';

test.use({ viewport: { width: 1280, height: 800 } });

type UploadFile = { id: number; alternativeText: string | null };

test('the recruiters\' logos come from the CMS: an alt text changed in the media library shows on the home page', async ({ page }) => {
  const token = await adminToken();
  const found = await adminApi<{ results: UploadFile[] }>(token, `${E2E.cmsUrl}/upload/files?filters[name][$eq]=recruiters.svg`);
  expect(found.results.map((f) => f.alternativeText), 'the seed uploads the recruiters\' logos with their alt text').toEqual([SEEDED_ALT]);
  const file = found.results[0];
  const setAlt = (alternativeText: string) =>
    adminApi(token, `${E2E.cmsUrl}/upload/files/${file.id}`, { method: 'PUT', body: { fileInfo: { alternativeText } } });
  const edited = `Our hiring partners ${Date.now() % 1_000_000}`;
  await thenRestore(async () => {
    await setAlt(edited);
    // A media edit is no entry event: the page shows it at its next regeneration (ISR, 2 s here).
    await expect.poll(async () => {
      await page.goto('/');
      await page.locator('#placements').scrollIntoViewIfNeeded();
      // In view, the placeholder box gives way to the picture.
      await expect(page.locator('#placements [data-lazy-image]')).toHaveCount(0);
      return page.getByRole('img', { name: edited }).count();
    }, { timeout: SETTLE_MS }).toBe(1);
    await expect(page.getByRole('img', { name: SEEDED_ALT })).toHaveCount(0);
  }, () => setAlt(SEEDED_ALT).then(() => undefined));
});

test("the hero illustration comes from the CMS and rides in the page: an alt text changed in the media library shows on the home page", async ({ page }) => {
  const token = await adminToken();
  const found = await adminApi<{ results: UploadFile[] }>(token, `${E2E.cmsUrl}/upload/files?filters[name][$eq]=hero-chip.svg`);
  expect(found.results.map((f) => f.alternativeText), 'the seed uploads the hero illustration with its alt text').toEqual([HERO_ALT]);
  const file = found.results[0];
  const setAlt = (alternativeText: string) =>
    adminApi(token, `${E2E.cmsUrl}/upload/files/${file.id}`, { method: 'PUT', body: { fileInfo: { alternativeText } } });
  const edited = `A chip designed at Maven ${Date.now() % 1_000_000}`;
  await thenRestore(async () => {
    await setAlt(edited);
    await expect.poll(async () => {
      await page.goto('/');
      return page.getByRole('img', { name: edited }).count();
    }, { timeout: SETTLE_MS }).toBe(1);
    // The largest paint still needs no request of its own: drawn in the page.
    await expect(page.getByRole('img', { name: edited })).toHaveJSProperty('tagName', 'svg');
    await expect(page.getByRole('img', { name: HERO_ALT })).toHaveCount(0);
  }, () => setAlt(HERO_ALT).then(() => undefined));
});

test('a picture below the fold starts loading within 200 px of the viewport, not before', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => { if (r.url().includes('university')) requested.push(r.url()); });
  await page.goto('/');
  // The campus picture, or until it nears the viewport the box that holds its place.
  const picture = page.locator('#university').locator('img, [data-lazy-image]').first();
  const distance = () => picture.evaluate((el) => Math.round(el.getBoundingClientRect().top - window.innerHeight));
  // After a scroll, the observer reports within the next frames.
  const frames = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const placeholder = page.locator('#university [data-lazy-image]');
  const held = await placeholder.count() === 1;
  // Started: the picture was asked for, or its box gave way to it (the request event may trail a frame).
  const started = async () => requested.length > 0 || (held && await placeholder.count() === 0);
  let startedAt: number | null = null;
  for (let step = 0; step < 400 && startedAt === null; step++) {
    const before = await distance();
    await page.mouse.wheel(0, 50);
    await frames();
    if (await started()) startedAt = before;
  }
  // It started as it came within 200 px: within one 50 px step of that, either side.
  expect(startedAt, 'the picture started loading as it neared the viewport').not.toBeNull();
  expect(startedAt!).toBeGreaterThanOrEqual(150);
  expect(startedAt!).toBeLessThan(250);
  await expect.poll(() => requested.length).toBe(1);
  await expect(page.getByRole('img', { name: 'Illustration of a university campus with a lab' })).toBeVisible();
});
