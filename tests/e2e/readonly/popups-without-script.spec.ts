// A lead popup opens, and its form is filled, with JavaScript off: each is the browser's own
// <dialog> holding a server-rendered <form>, opened by an invoker button (`command="show-modal"`).
// Read-only (nothing is sent), so it runs before the CMS-edit lanes, which rename the header's
// button and make the footer's "Refer & Earn" a link for a while: beside them this journey found
// no footer button to press.
import { expect, test, type Page } from '../support/test';

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });

  const OPENERS: { route: string; which: string; opener: (page: Page) => ReturnType<Page['locator']>; dialog: string; field: string }[] = [
    { route: '/', which: 'the header\'s', opener: (p) => p.getByTestId('desktop-header').getByRole('button', { name: 'Book a Free Demo Class' }), dialog: 'Join Maven for a free Demo', field: 'Name' },
    { route: '/', which: 'the hero\'s', opener: (p) => p.locator('main button[commandfor]').first(), dialog: 'Join Maven for a free Demo', field: 'Name' },
    { route: '/', which: 'the footer\'s', opener: (p) => p.locator('footer button[commandfor]').first(), dialog: 'Refer a friend to Maven', field: 'Name' },
    { route: '/mtech-in-vlsi-design', which: 'the hero\'s', opener: (p) => p.locator('main button[commandfor]').first(), dialog: 'Join Maven for a free Demo', field: 'Name' },
    { route: '/enterprise/contact-us', which: 'a content', opener: (p) => p.getByRole('main').getByRole('button', { name: 'Request a call back' }), dialog: 'Talk to our corporate team', field: 'Name' },
    { route: '/enterprise', which: 'the header\'s', opener: (p) => p.locator('header button[commandfor]').first(), dialog: 'Join Maven for a free Demo', field: 'Your Name' },
  ];

  for (const { route, which, opener, dialog: title, field } of OPENERS) {
    test(`${route}: "${title}" opens from ${which} button and its form is filled without any script`, async ({ page }) => {
      // Not `load`: the journeys' goto would then wait for a script that never runs.
      await page.goto(route, { waitUntil: 'domcontentloaded' });
      const button = opener(page);
      await button.click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(field, { exact: true }).fill('Asha Rao');
      await expect(dialog.getByLabel(field, { exact: true })).toHaveValue('Asha Rao');
      if (field === 'Name') {
        await dialog.getByLabel('Email', { exact: true }).fill('asha@example.com');
        await expect(dialog.getByLabel('Country', { exact: true })).toHaveValue('IN');
        await dialog.getByLabel('Phone number', { exact: true }).fill('9876543210');
        await dialog.getByLabel('Work experience').selectOption('1-2 years');
        await dialog.getByLabel('Message (optional)').fill('Weekend batches?');
        await expect(dialog.getByLabel('Work experience')).toHaveValue('1-2 years');
        await expect(dialog.getByRole('button', { name: 'Submit' })).toBeVisible();
      } else {
        await dialog.getByLabel('Mobile Number').fill('9876543210');
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    });
  }
});
