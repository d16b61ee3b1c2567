// Playwright's test API for the journeys, with one change to the `page` fixture: a `page.goto` or
// `page.reload` that waits for the load event (the default) also waits until the page's React
// listens. The page's code starts after its first paint (lib/perf/afterPaint.js), so `load` no
// longer means that it has run; a visitor's taps before then are held and answered (the held-tap
// journey in tests/e2e/performance/deferred-hydration.spec.ts), but a hover or a client-side
// navigation needs the code. A journey that means to act before passes another `waitUntil`.
import { test as base, type Page, type Response } from '@playwright/test';
import { LISTENING_ATTRIBUTE } from '../../../lib/perf/transitionHydration';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { AFTER_PAINT_ATTRIBUTE } = require('../../../lib/perf/afterPaint');

export * from '@playwright/test';

/** After a navigation that waited for `load`: until React listens, on a page of this site (one that lists its chunks). */
async function listening(page: Page, response: Response | null, waitUntil: string | undefined): Promise<void> {
  if ((waitUntil ?? 'load') !== 'load' || !response?.headers()['content-type']?.startsWith('text/html')) return;
  if (!(await page.locator(`script[${AFTER_PAINT_ATTRIBUTE}]`).count())) return;
  await page.locator(`html[${LISTENING_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}

export const test = base.extend({
  // Named `provide`, not `use`: the React hooks lint rule reads `use` as React's.
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await listening(page, response, options?.waitUntil);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await listening(page, response, options?.waitUntil);
      return response;
    };
    await provide(page);
  },
});
