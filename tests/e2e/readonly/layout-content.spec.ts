import { expect, test } from '../support/test';
import { CHAT_SCRIPT_URL, skipOnDeployedSite, stubChatProvider } from '../support/chat';
import { headerButtonName } from '../support/cms';
import { holdPageData } from '../support/pageData';
import { expectScrollFree, expectScrollLocked } from '../support/scroll';

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };

test.describe('standard header, desktop (1280px)', () => {
  test.use({ viewport: DESKTOP });

  test('shows top links, main menu and the CMS header button', async ({ page }) => {
    await page.goto('/');
    const header = page.getByTestId('desktop-header');
    await expect(header).toBeVisible();
    await expect(page.getByTestId('mobile-header')).toBeHidden();
    const top = page.getByRole('navigation', { name: 'Top links' });
    for (const name of ['Executive M.Tech', 'iHUB IITR', 'Internship', 'job oriented courses', 'Placements', 'Admission']) {
      await expect(top.getByRole('link', { name, exact: true })).toBeVisible();
    }
    const main = page.getByRole('navigation', { name: 'Main menu' });
    for (const name of ['About us', 'Blog', 'Maven Global']) await expect(main.getByRole('link', { name })).toBeVisible();
    for (const name of ['Courses', 'Free Resources', 'For Organizations']) await expect(main.getByRole('button', { name })).toBeVisible();
    const free = header.getByRole('link', { name: 'FREE Online Courses' });
    await expect(free).toHaveAttribute('target', '_blank');
    await expect(free).toHaveAttribute('href', /^https:\/\//);
    // The text a marketer set in the CMS, read from the CMS itself.
    await expect(header.getByRole('button', { name: await headerButtonName() })).toBeVisible();
  });

  // Playwright's click() moves the mouse onto the button first, as a visitor's mouse does:
  // hover opens the menu, and the click that follows must not toggle it shut.
  test('Courses dropdown: hover opens it, the click that follows keeps it open, Enter and Escape work', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main menu' });
    const courses = main.getByRole('button', { name: 'Courses', exact: true });
    await courses.hover();
    await expect(courses).toHaveAttribute('aria-expanded', 'true');
    await courses.click();
    await expect(courses).toHaveAttribute('aria-expanded', 'true');
    await expect(main.getByRole('link', { name: 'ASIC Verification', exact: true })).toBeVisible();
    await page.mouse.move(1000, 300); // clear of the open menu
    await expect(courses).toHaveAttribute('aria-expanded', 'false');
    await courses.focus();
    await page.keyboard.press('Enter');
    await expect(courses).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(courses).toHaveAttribute('aria-expanded', 'false');
    // A mouse click on the closed menu opens it too, and an entry can then be picked.
    await courses.click();
    await main.getByRole('link', { name: 'ASIC Verification', exact: true }).click({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/asic-verification$/);
  });

  // Each boundary is crossed both ways, so every assertion waits for a change the scroll
  // handler makes: none can pass merely because the handler has not run yet.
  test('navbar turns solid at 80px, scroll-to-top appears beyond 100px and scrolls to the top', async ({ page }) => {
    await page.goto('/');
    const header = page.getByTestId('desktop-header');
    const scrollTop = page.getByRole('button', { name: 'Scroll to top' });
    const scrollTo = (y: number) => page.evaluate((top) => window.scrollTo(0, top), y);
    await scrollTo(80);
    await expect(header).toHaveAttribute('data-solid', 'true');
    await scrollTo(79);
    await expect(header).toHaveAttribute('data-solid', 'false');
    await scrollTo(80);
    await expect(header).toHaveAttribute('data-solid', 'true');
    await expect(scrollTop).toHaveCount(0);
    await scrollTo(101);
    await expect(scrollTop).toHaveCount(1);
    await scrollTo(100);
    await expect(scrollTop).toHaveCount(0);
    await scrollTo(400);
    await scrollTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('navbar hides while scrolling down past 100px and comes back on scrolling up', async ({ page }) => {
    await page.goto('/');
    const header = page.getByTestId('desktop-header');
    await page.evaluate(() => window.scrollTo(0, 50));
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveClass(/hidden/);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(header).not.toHaveClass(/hidden/);
  });

  test('footer has every part of spec §1 and social links open in a new tab', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const logo = footer.getByRole('img', { name: 'Maven Silicon' });
    await expect(logo).toHaveAttribute('width', '171');
    await expect(logo).toHaveAttribute('height', '64');
    await expect(footer.locator('address')).not.toBeEmpty();
    for (const name of ['About us', 'Why choose us', 'Contact us', 'Privacy Policy', 'Terms and Conditions', 'Get it on Google Play', 'Download on the App Store']) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Why choose us' })).toHaveAttribute('href', '/university#whyMaven');
    // The page where a person asks about their data is reachable from every footer.
    await expect(footer.getByRole('link', { name: 'Your data rights' })).toHaveAttribute('href', '/data-rights');
    await expect(footer.getByText(`© ${new Date().getFullYear()} Maven Silicon`)).toBeVisible();
    const social = footer.getByRole('list', { name: 'Follow us' }).getByRole('link');
    expect(await social.count()).toBeGreaterThan(0);
    for (const link of await social.all()) await expect(link).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('button', { name: 'Refer & Earn' })).toBeVisible();
  });

  test('WhatsApp, phone and chat widgets; the chat provider loads only on a click', async ({ page }) => {
    skipOnDeployedSite();
    const thirdParty: string[] = [];
    page.on('request', (r) => { if (!r.url().startsWith('http://127.0.0.1')) thirdParty.push(r.url()); });
    const provider = await stubChatProvider(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    const wa = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
    await expect(wa).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.+/);
    await expect(page.getByRole('link', { name: /^Call us at/ })).toHaveAttribute('href', /^tel:\+\d+$/);
    // The request log of a whole page view, up to network idle: no third party.
    expect(thirdParty).toEqual([]);
    await page.getByRole('button', { name: 'Open chat' }).click();
    await expect(page.getByRole('button', { name: 'Close chat' })).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => provider[0]).toBe('/widget.js');
    expect(thirdParty[0]).toBe(CHAT_SCRIPT_URL);
  });

  test('a loading screen covers route changes and locks scroll', async ({ page }) => {
    const pageData = await holdPageData(page);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Top links' }).getByRole('link', { name: 'Placements' }).click();
    await expect(page.getByRole('status').getByRole('img', { name: 'Loading page' })).toBeVisible();
    await expectScrollLocked(page);
    pageData.release();
    await expect(page).toHaveURL(/\/placement$/);
    await expect(page.getByRole('status')).toHaveCount(0);
    await expectScrollFree(page);
  });

  test('on the way to a course page the loading screen is the course skeleton', async ({ page }) => {
    const pageData = await holdPageData(page);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Top links' }).getByRole('link', { name: 'Executive M.Tech' }).click();
    const skeleton = page.getByRole('status').getByTestId('course-skeleton');
    await expect(skeleton).toBeVisible();
    await expect(skeleton.locator(':scope > div').first().locator('span')).toHaveCount(6);
    await expect(skeleton.locator(':scope > div').last().locator('span')).toHaveCount(5);
    pageData.release();
    await expect(page).toHaveURL(/\/mtech-in-vlsi-design$/);
    await expect(page.getByRole('status')).toHaveCount(0);
  });
});

test('the desktop header fits the viewport at 992, 1024 and 1280px with the CMS button texts', async ({ page }) => {
  for (const width of [992, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(width);
    const box = await page.getByTestId('desktop-header').getByRole('button', { name: await headerButtonName() }).boundingBox();
    expect(box!.x + box!.width, `${width}px`).toBeLessThanOrEqual(width);
  }
});

test.describe('standard header, mobile (390px)', () => {
  test.use({ viewport: MOBILE });

  test('slide-in menu with dropdowns, page scroll locked while open', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('desktop-header')).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile menu' });
    await expect(menu).toBeVisible();
    await expectScrollLocked(page);
    await menu.locator('summary', { hasText: /^Courses/ }).click();
    await expect(menu.getByRole('link', { name: /ASIC Verification/ }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expectScrollFree(page);
  });
});

test.describe('layouts by path', () => {
  test.use({ viewport: DESKTOP });

  test('enterprise pages get the enterprise header and footer', async ({ page }) => {
    await page.goto('/enterprise');
    await expect(page.getByTestId('enterprise-header')).toBeVisible();
    await expect(page.getByTestId('enterprise-footer')).toBeVisible();
    await expect(page.getByTestId('enterprise-footer').getByRole('link', { name: 'Your data rights' })).toHaveAttribute('href', '/data-rights');
    await expect(page.getByTestId('desktop-header')).toHaveCount(0);
  });

  test('the M.Tech page gets its header with anchors and contacts, no footer, no WhatsApp', async ({ page }) => {
    await page.goto('/mtech-in-vlsi-design');
    const header = page.getByTestId('mtech-header');
    await expect(header).toBeVisible();
    await expect(header.getByRole('link', { name: 'Our Curriculum' })).toHaveAttribute('href', '#ourcurriculam');
    await expect(header.getByRole('link', { name: 'Program Highlights' })).toHaveAttribute('href', '#programhighlights');
    // Email and phone; WhatsApp hidden in the header too, not only the floating button.
    await expect(header.getByRole('list', { name: 'Contact us' }).getByRole('link')).toHaveCount(2);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
  });

  test('the M.Tech page offers no WhatsApp anywhere, its chat panel open', async ({ page }) => {
    skipOnDeployedSite();
    const provider = await stubChatProvider(page);
    await page.goto('/mtech-in-vlsi-design');
    await page.getByRole('button', { name: 'Open chat' }).click();
    // Opened: this build's chat provider came (a build without one shows the site's own panel).
    await expect(page.getByRole('button', { name: 'Close chat' })).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => provider[0]).toBe('/widget.js');
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
    await expect(page.locator('a[href*="wa.me"], a[href*="whatsapp"]')).toHaveCount(0);
  });

  test('thank-you has the standard header and no footer', async ({ page }) => {
    await page.goto('/thank-you');
    await expect(page.getByTestId('desktop-header')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('an unknown path is a 404 page in the site style', async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByTestId('desktop-header')).toBeVisible();
  });

  test('the html element declares English', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
