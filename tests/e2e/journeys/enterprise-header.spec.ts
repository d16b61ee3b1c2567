// The enterprise header on a phone, and its menu from the CMS (spec §1).
import { expect, test } from '../support/test';
import { editAndPublishSingleType, graphql } from '../support/cms';
import { E2E, SETTLE_MS } from '../support/ports';
import { expectScrollFree, expectScrollLocked } from '../support/scroll';

const UID = 'api::enterprise-navigation.enterprise-navigation';

async function enterpriseMenuNames(): Promise<string[]> {
  const d = await graphql<{ enterpriseNavigation: { data: { attributes: { menu: { subMenuName: string }[] } } } }>('{ enterpriseNavigation { data { attributes { menu { subMenuName } } } } }');
  return d.enterpriseNavigation.data.attributes.menu.map((m: { subMenuName: string }) => m.subMenuName);
}

test.describe('enterprise header on a phone (390px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a slide-in menu: opens, Tab goes in and out of it, locks scroll, Escape closes it', async ({ page }) => {
    const names = await enterpriseMenuNames();
    expect(names).toHaveLength(9);
    await page.goto('/enterprise');
    const header = page.getByTestId('enterprise-header');
    await expect(header.getByRole('navigation', { name: 'Enterprise menu' })).toBeHidden();
    const menu = page.getByRole('navigation', { name: 'Enterprise mobile menu' });
    await expect(menu).toBeHidden();
    const toggle = header.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText(names);
    await expect(menu.getByRole('button', { name: 'Request a demo' })).toBeVisible();
    await expectScrollLocked(page);

    // Not a trap: Tab goes from the toggle into the menu and Shift+Tab back out of it.
    const close = header.getByRole('button', { name: 'Close menu' });
    await close.focus();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    // Closed, its links are out of the tab order (the hidden drawer is found by the toggle's id).
    await page.keyboard.press('Tab');
    const drawer = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    expect(await drawer.evaluate((m) => document.activeElement !== document.body && !m.contains(document.activeElement))).toBe(true);
    await expectScrollFree(page);
  });

  test('a menu entry navigates and closes the menu; the demo button opens the enterprise popup', async ({ page }) => {
    await page.goto('/enterprise');
    const header = page.getByTestId('enterprise-header');
    const menu = page.getByRole('navigation', { name: 'Enterprise mobile menu' });
    await header.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/enterprise\/contact-us$/);
    await expect(menu).toBeHidden();
    await header.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Request a demo' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByTestId('enterprise-demo-form')).toBeVisible();
  });
});

test('the enterprise menu text published in the CMS shows in the header, on a phone and a desktop', async ({ page }) => {
  const original = (await enterpriseMenuNames())[0];
  const edited = `About Maven ${Date.now() % 100000}`;
  const setFirst = (name: string) => editAndPublishSingleType<{ menu: Record<string, unknown>[] }>(UID, (doc) => ({
    ...doc,
    menu: doc.menu.map((m: Record<string, unknown>, i: number) => (i === 0 ? { ...m, subMenuName: name } : m)),
  }));
  const expectLive = (name: string) => expect.poll(async () => {
    await page.goto('/enterprise');
    return page.getByTestId('enterprise-header').getByRole('link', { name, exact: true, includeHidden: true }).count();
  }, { timeout: SETTLE_MS, intervals: [E2E.revalidateSeconds * 1000] }).toBe(2);
  await setFirst(edited);
  try {
    expect((await enterpriseMenuNames())[0]).toBe(edited);
    await expectLive(edited);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('navigation', { name: 'Enterprise menu' }).getByRole('link', { name: edited })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('enterprise-header').getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Enterprise mobile menu' }).getByRole('link', { name: edited })).toBeVisible();
  } finally {
    await setFirst(original);
    await expectLive(original);
  }
});
