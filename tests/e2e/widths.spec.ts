// Issue 11 item 2: no page scrolls sideways on a phone or a small tablet.
import { expect, test, type Page } from '@playwright/test';
import { NAMED_ROUTES, otherSitemapRoutes } from './routeList';

const WIDTHS = [320, 390, 768];

/** The widest elements past the right edge, to say what overflows when something does. */
const overflowing = (page: Page) => page.evaluate(() => {
  const width = window.innerWidth;
  const out: string[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.width > 0 && r.right > width + 0.5) {
      const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      out.push(`${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} right=${Math.round(r.right)}`);
    }
  }
  return out.slice(0, 3);
});

/** The route's width problem at `width`, or null. */
async function tooWide(page: Page, route: string, width: number): Promise<string | null> {
  await page.setViewportSize({ width, height: 800 });
  // Prefetches of linked pages are not what this checks; they would only load the CMS.
  await page.route('**/_next/data/**', (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '{"pageProps":{}}' }));
  await page.goto(route, { waitUntil: 'load' });
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  return scrollWidth > width ? `${route}: ${scrollWidth}px (${(await overflowing(page)).join(', ')})` : null;
}

// One test per route (all three widths): a failure names its route, and routes spread over the workers.
for (const route of NAMED_ROUTES) {
  test(`${route} is at most as wide as the screen at ${WIDTHS.join(', ')}px`, async ({ page }) => {
    const problems: string[] = [];
    for (const width of WIDTHS) problems.push(...[await tooWide(page, route, width)].filter((p): p is string => p !== null));
    expect(problems).toEqual([]);
  });
}

test(`the sitemap's other routes are at most as wide as the screen at ${WIDTHS.join(', ')}px`, async ({ page, request }) => {
  test.setTimeout(10 * 60_000);
  const problems: string[] = [];
  for (const route of await otherSitemapRoutes(request)) {
    for (const width of WIDTHS) problems.push(...[await tooWide(page, route, width)].filter((p): p is string => p !== null));
  }
  expect(problems).toEqual([]);
});
