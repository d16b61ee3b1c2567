// Issue 38: the layout's footers, floating contact buttons, route loader and preview banner, and
// the CMS's raster images, are server-rendered but their code is not first-load JavaScript
// (components/common/deferHydration.tsx); it loads after the first paint. These journeys hold
// every script the HTML does not name, to see the page as a visitor does before that code has
// come: the HTML is whole, and a click on a button of such a part is not lost.
import { expect, test, type Page } from '../support/test';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { firstLoad } = require('../../support/firstLoad.cjs');

/** Holds the scripts loaded after the HTML's own until `release()`; `held` lists them. */
async function holdLateScripts(page: Page, url: string) {
  const initial = new Set((await firstLoad(url)).scripts.map((s: { src: string }) => new URL(s.src).pathname));
  let release!: () => void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  const held: string[] = [];
  await page.route('**/_next/static/chunks/**', async (route) => {
    const file = new URL(route.request().url()).pathname;
    if (!initial.has(file)) {
      held.push(file);
      await released;
    }
    await route.continue();
  });
  return { held, release };
}

test('the footer shows before its code; a click on its button meanwhile opens the popup once the code has come', async ({ page, baseURL }) => {
  const { held, release } = await holdLateScripts(page, new URL('/', baseURL).href);
  await page.goto('/', { waitUntil: 'load' });
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Maven Silicon home' })).toBeVisible();
  const refer = footer.getByRole('button', { name: 'Refer & Earn' });
  await refer.click();
  // Hydrated, the footer would open the dialog in the click's own frame: it is not, and the
  // footer's code is asked for (scrolled near, pointed at) but held.
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(held.length, 'scripts requested after the HTML').toBeGreaterThan(0);
  release();
  // The click was kept and replayed once the footer hydrated: the refer-and-earn popup opens.
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the floating chat button answers a click made before its code has come', async ({ page, baseURL }) => {
  const { release } = await holdLateScripts(page, new URL('/mtech-in-vlsi-design', baseURL).href);
  await page.goto('/mtech-in-vlsi-design', { waitUntil: 'load' });
  const chat = page.getByRole('button', { name: 'Open chat' });
  await chat.click();
  await expect(chat).toHaveAttribute('aria-expanded', 'false');
  release();
  await expect(page.getByRole('button', { name: 'Close chat' })).toHaveAttribute('aria-expanded', 'true');
});

test('a tap on the hero\'s popup opener before the page\'s code has come opens the popup once it has', async ({ page }) => {
  // The page's own chunks start after its first paint (lib/perf/afterPaint.js); React's
  // framework chunk is held here until the tap has been made, so nothing of the page listens yet.
  let release!: () => void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  let asked = false;
  await page.route('**/_next/static/chunks/framework-*.js', async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  // Not `load`: the held chunk holds the load event.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // By place, not by name: the CMS-edit lane beside this one renames the buttons, and looking for
  // the new name reloads the page, whose load the held chunk holds.
  await page.locator('main button').first().click();
  await expect.poll(() => asked, 'the framework chunk was asked for').toBe(true);
  await expect(page.getByRole('dialog')).toBeHidden();
  release();
  await expect(page.getByRole('dialog')).toBeVisible();
});
