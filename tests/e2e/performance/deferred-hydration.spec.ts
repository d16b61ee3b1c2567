// The layout's footers, floating contact buttons, route loader and preview banner, and the CMS's
// raster images, are server-rendered but their code is not first-load JavaScript
// (components/common/deferHydration.tsx); it loads after the first paint. These journeys hold
// every script the HTML does not name, to see the page as a visitor does before that code has
// come: the HTML is whole, and a tap meanwhile is the HTML's own, never held to be replayed later.
import { expect, test, type Page } from '../support/test';
import { privacyLink } from '../support/cms';
import { reactOwns, staysOnPage } from '../support/pageData';
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


test('the footer shows whole before any late code and stays the server\'s HTML, scrolled to or not; its links navigate in the page', async ({ page, baseURL }) => {
  const { held, release } = await holdLateScripts(page, new URL('/', baseURL).href);
  await page.goto('/', { waitUntil: 'load' });
  // Its logo link, which no CMS edit beside this phase changes (one makes "Refer & Earn" a link for a while).
  const home = page.getByRole('contentinfo').getByRole('link', { name: 'Maven Silicon home' });
  await expect(home).toBeAttached();
  expect(held.length, 'scripts requested after the HTML').toBeGreaterThan(0);
  release();
  // The page's idle moment has come once the floating chat button (woken by it) is React's.
  await expect.poll(() => reactOwns(page.getByRole('button', { name: 'Open chat' })), { message: 'the chat button rendered by React' }).toBe(true);
  const privacy = await privacyLink(page);
  // The hovered link's page fetched ahead (the page's scripts saw the visitor there), and all the
  // page asked for since come: a footer that had code would have rendered by now.
  const prefetch = page.waitForRequest((r) => /\/_next\/data\/[^/]+\/privacy-policy\.json/.test(r.url()), { timeout: 15_000 });
  await privacy.scrollIntoViewIfNeeded();
  await privacy.hover();
  await prefetch;
  await page.waitForLoadState('networkidle');
  expect(await reactOwns(home), 'the footer rendered by React').toBe(false);
  const stayed = await staysOnPage(page);
  await privacy.click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await stayed();
});

test('a tap on the floating chat button before its code has come opens its panel, which stays open once the code has come', async ({ page, baseURL }) => {
  const { held, release } = await holdLateScripts(page, new URL('/mtech-in-vlsi-design', baseURL).href);
  await page.goto('/mtech-in-vlsi-design', { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Open chat' }).click();
  // The browser's own popover: open with no script of the part's, and named.
  const panel = page.getByRole('dialog', { name: 'Chat with us' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: /^Call / })).toBeVisible();
  expect(held.length, 'scripts requested after the HTML').toBeGreaterThan(0);
  expect(await reactOwns(page.getByRole('button', { name: 'Open chat' })), 'the chat button rendered by React before its code came').toBe(false);
  release();
  await expect.poll(() => reactOwns(page.getByRole('button', { name: 'Close chat' })), { message: 'the chat button rendered by React, its panel open' }).toBe(true);
  await expect(panel).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close chat' })).toHaveAttribute('aria-expanded', 'true');
  // Escape closes it and gives focus back to the button, the browser's own behaviour.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open chat' })).toHaveAttribute('aria-expanded', 'false');
});
