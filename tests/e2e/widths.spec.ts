// Issue 11 item 2: no page scrolls sideways on a phone or a small tablet.
import { expect, test, type Page } from '@playwright/test';
import { routesToCheck } from './routeList';

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

for (const width of WIDTHS) {
  test(`every route is at most ${width}px wide at ${width}px`, async ({ page, request }) => {
    test.setTimeout(10 * 60_000);
    await page.setViewportSize({ width, height: 800 });
    // Prefetches of linked pages are not what this checks; they would only load the CMS.
    await page.route('**/_next/data/**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"pageProps":{}}' }));
    const problems: string[] = [];
    for (const route of await routesToCheck(request)) {
      await page.goto(route, { waitUntil: 'load' });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) problems.push(`${route}: ${scrollWidth}px (${(await overflowing(page)).join(', ')})`);
    }
    expect(problems).toEqual([]);
  });
}
