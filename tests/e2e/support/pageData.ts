import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Holds every page-data request (`/_next/data`, link prefetches included) until the test lets
 * them go, so a route change stays under way while the test looks at its loading screen. A fixed
 * delay instead let the change end between two looks on a busy machine (CI, 2026-11-27: the
 * loading screen seen, then the page already there when the scroll lock was read).
 */
export async function holdPageData(page: Page) {
  let open = () => {};
  let gate = Promise.resolve();
  const hold = () => { gate = new Promise<void>((resolve) => { open = resolve; }); };
  hold();
  await page.route('**/_next/data/**', async (route) => { await gate; await route.continue(); });
  return {
    /** Lets every held request go, and every later one until `hold` is called again. */
    release: () => open(),
    /** Holds the requests from now on. */
    hold,
  };
}

/** From now on, navigations stay in this document: no document request, and the window's own flag kept. */
export async function staysOnPage(page: Page) {
  const documents: string[] = [];
  page.on('request', (r) => { if (r.resourceType() === 'document') documents.push(r.url()); });
  await page.evaluate(() => { (window as unknown as { __samePage: boolean }).__samePage = true; });
  return async () => {
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(documents).toEqual([]);
  };
}

/** Whether React rendered or hydrated an element (its fiber is on it). */
export const reactOwns = (el: Locator) => el.evaluate((e) => Object.keys(e).some((k) => k.startsWith('__reactFiber$')));
