import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';

// Every route's own axe check runs in routes.spec.ts, on the same load as its other checks.
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
