import { expect, type Page } from '@playwright/test';

const pageOverflow = (page: Page) =>
  page.evaluate(() => [getComputedStyle(document.documentElement).overflow, getComputedStyle(document.body).overflow]);

/**
 * The page under an open menu cannot be scrolled by the visitor: it is taller than the
 * viewport, and both scroll containers are `overflow: hidden`. Read from the styles rather
 * than from a wheel and a pause, which would pass whenever the scroll came late.
 */
export async function expectScrollLocked(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
  await expect.poll(() => pageOverflow(page)).toEqual(['hidden', 'hidden']);
}

/** Unlocked again: the wheel scrolls the page (a change the test waits for). */
export async function expectScrollFree(page: Page) {
  await expect.poll(() => pageOverflow(page)).not.toContain('hidden');
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
}
