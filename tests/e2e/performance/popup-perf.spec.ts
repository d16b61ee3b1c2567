// Issue 38: the click that makes a lead answers at once on a slow phone. Before, the popup's
// <dialog> came with its code: on this profile the page showed nothing for 1.4 s after the click
// (2.8–3.7 s in the runs). Now the dialog (frame, title, busy state) opens in the frame of
// the click, whatever has loaded. Timed in the page, against a baseline of the same page and
// run: a click the page answers from its own state (the phone menu's toggle opens the menu), so
// a busier or slower machine slows both. bench/popup-click.mjs gives the figures (p50/p90).
import { expect, test, type Page } from '@playwright/test';
import { SETTLE_MS } from '../support/ports';

/** The phone: 390 px, slow 4G (150 ms, 1.6 Mbit/s), CPU 4× slower. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
const ROUTES = ['/', '/mtech-in-vlsi-design'];
/** The dialog may take as long as this many times the menu's answer (measured 0.9–2.6× after the change (2.6 beside a Lighthouse run), 38–49× before it). */
const RATIO = 3;
/**
 * Each click is timed on this many fresh loads, taken in turns, and the medians compared: one
 * load of each failed a fresh-clone run on both routes at once (3.9× and 3.2×) while the CMS
 * lanes beside it were regenerating every page.
 */
const SAMPLES = 3;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200 * 1024, uploadThroughput: 94 * 1024 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Milliseconds from the next click to the first frame in which `selector` shows. */
async function timeClick(page: Page, selector: string, click: () => Promise<void>): Promise<number> {
  await page.evaluate((sel) => {
    const t: { click?: number; shown?: number } = ((window as unknown as { __t: object }).__t = {});
    addEventListener('click', (e) => { t.click ??= e.timeStamp; }, { capture: true, once: true });
    // performance.now() in the frame's callback: the frame's own timestamp is its start, which can
    // come before the click event that frame handles.
    const frame = () => {
      const el = document.querySelector(sel);
      if (t.click !== undefined && el && el.getBoundingClientRect().height > 0) { t.shown = performance.now(); return; }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, selector);
  await click();
  const handle = await page.waitForFunction(() => {
    const t = (window as unknown as { __t: { click?: number; shown?: number } }).__t;
    return t.shown !== undefined && t.shown - t.click!;
  }, null, { timeout: SETTLE_MS });
  return Number(await handle.jsonValue());
}

for (const route of ROUTES) {
  test(`${route}: on a slow phone the first click on a popup opener shows the dialog as fast as the page opens its menu, as a proper dialog`, async ({ page }) => {
    test.setTimeout(120_000);
    await slowPhone(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const opener = page.locator('main button').first();
    const menus: number[] = [];
    const dialogs: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      await page.goto(route, { waitUntil: 'load' });
      menus.push(await timeClick(page, 'header nav[id]:not([hidden])', () => toggle.click()));
      // A fresh page: the popup's click comes straight after load, before anything was prepared.
      await page.goto(route, { waitUntil: 'load' });
      dialogs.push(await timeClick(page, 'dialog[open]', () => opener.click()));
    }
    const [menuMs, dialogMs] = [median(menus), median(dialogs)];
    console.log(`${route}: click → menu ${menus.map(Math.round).join('/')} ms, click → dialog ${dialogs.map(Math.round).join('/')} ms (medians ×${(dialogMs / menuMs).toFixed(2)})`);
    expect(dialogMs, `click → dialog ${dialogMs} ms vs click → menu ${menuMs} ms`).toBeLessThanOrEqual(RATIO * menuMs);

    // A WAI-ARIA dialog from its first frame: named by its title, focus inside, Escape closes it
    // and gives focus back to the opener.
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName(/\S/);
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    // The form arrives in the same dialog.
    await expect(dialog.getByRole('textbox').first()).toBeEditable({ timeout: SETTLE_MS });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
}

/** The site's scripts the browser asked for from `since` (ms on the page's clock) on, by its own timeline. */
const scriptsSince = (page: Page, since: number | 'load') => page.evaluate((from) => {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
  const t = from === 'load' ? nav.loadEventStart : from;
  return performance.getEntriesByType('resource').filter((e) => e.name.includes('/_next/static/chunks/') && e.startTime >= t).map((e) => new URL(e.name).pathname);
}, since);

test('the popup\'s code comes after load, before any click: the click fetches no script, and its form is typeable', async ({ page }) => {
  // Before, the code came on the first touch of the click itself: on the phone the form
  // was typeable 2.0 s after the click, 1.4 s of it the download (bench/popup-click.mjs). Read from
  // the browser's own timeline, not from request events: on a slow machine the idle moment after
  // load came before page.goto returned, and a listener added then saw none of it (fresh-clone run q4).
  await page.goto('/', { waitUntil: 'load' });
  // No touch, pointer or key yet: the idle moment after load alone asks for the popup's chunks.
  await expect.poll(() => scriptsSince(page, 'load'), { message: 'chunks asked for after load, untouched', timeout: SETTLE_MS }).not.toEqual([]);
  await page.waitForLoadState('networkidle');
  const clickedAt = await page.evaluate(() => performance.now());
  await page.locator('main button').first().click();
  await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeEditable();
  expect(await scriptsSince(page, clickedAt), 'scripts asked for by the click').toEqual([]);
});
