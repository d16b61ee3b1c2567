import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { NAMED_ROUTES, otherSitemapRoutes } from './routeList';

const VIEWPORTS = [{ width: 390, height: 844 }, { width: 1280, height: 800 }];

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The violations on a route at a width, one line each, naming route, width, rule and elements. */
async function violations(page: Page, route: string, viewport: { width: number; height: number }): Promise<string[]> {
  await page.setViewportSize(viewport);
  await page.goto(route);
  const { violations: found } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return found.map((v) => `${route} @${viewport.width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

// One test per route and width: a failure names both, and the routes spread over the workers.
for (const route of NAMED_ROUTES) {
  for (const viewport of VIEWPORTS) {
    test(`axe finds no violations on ${route} at ${viewport.width}px`, async ({ page }) => {
      expect(await violations(page, route, viewport)).toEqual([]);
    });
  }
}

test('axe finds no violations on the sitemap\'s other routes at 390px and 1280px', async ({ page, request }) => {
  test.setTimeout(10 * 60_000);
  const problems: string[] = [];
  for (const route of await otherSitemapRoutes(request)) for (const viewport of VIEWPORTS) problems.push(...await violations(page, route, viewport));
  expect(problems).toEqual([]);
});

test('axe finds no violations in the open menus and popups', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Courses' }).click();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
});

test('the header works from the keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  const courses = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Courses' });
  for (let i = 0; i < 30 && !(await courses.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(courses).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(courses).toHaveAttribute('aria-expanded', 'true');
  // Tab walks through the open menu's entries, one after the other, before anything else.
  const menu = page.locator(`[id="${await courses.getAttribute('aria-controls')}"]`);
  const entries = menu.getByRole('link');
  const count = await entries.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    await expect(entries.nth(i)).toBeFocused();
  }
  // Escape closes the menu and puts focus back on its button, not on the page.
  await page.keyboard.press('Shift+Tab');
  await expect(entries.nth(count - 2)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(courses).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
  await expect(courses).toBeFocused();
  // Space toggles it as Enter does.
  await page.keyboard.press('Space');
  await expect(courses).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(courses).toHaveAttribute('aria-expanded', 'false');
});
