// Issue 38: the click that makes a lead answers at once on a slow phone. Before, the popup's
// <dialog> came with its code: on this profile the page showed nothing for 1.4 s after the click
// (2.8–3.7 s in the runs). Now the dialog (frame, title, busy state) opens in the frame of
// the click, whatever has loaded. Checked in frames, which no machine's speed moves: the first
// frame the browser draws after the click shows the dialog, as it shows the phone menu's toggle
// (a click the page answers from its own state). Its cost is timed in the page against that
// baseline of the same page and run, with a wide ratio: on a busy CI machine the dialog's frame on
// the long course page took 4 × the menu's (111–207 ms against 37–71; `showModal` restyles the
// whole page), the code before the change 38–49 ×. A dialog made to wait for its code again failed
// the frame check at frame 64 and 42 (cold cache) and passed the 8 × ratio (3.8 and 4.9 ×): the
// frame carries the claim. bench/popup-click.mjs gives the figures (p50/p90).
import { expect, test, type Page } from '../support/test';
import { SETTLE_MS } from '../support/ports';

/** The phone: 390 px, slow 4G (150 ms, 1.6 Mbit/s), CPU 4× slower. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
const ROUTES = ['/', '/mtech-in-vlsi-design'];
/** The dialog's frame may cost this many times the menu's (0.9–2.6 × quiet, 4.0 × in CI beside the CMS lanes, 38–49 × before the change). */
const RATIO = 8;
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

type Timed = { ms: number; frame: number };
/**
 * From the next click to the first frame in which `selector` shows: milliseconds, and which frame
 * after the click it was (1: the first the browser ran after handling the click).
 */
async function timeClick(page: Page, selector: string, click: () => Promise<void>): Promise<Timed> {
  await page.evaluate((sel) => {
    const t: { click?: number; frames: number; shown?: number } = ((window as unknown as { __t: object }).__t = { frames: 0 });
    addEventListener('click', (e) => { t.click ??= e.timeStamp; }, { capture: true, once: true });
    // performance.now() in the frame's callback: the frame's own timestamp is its start, which can
    // come before the click event that frame handles.
    const frame = () => {
      if (t.click !== undefined) {
        t.frames += 1;
        const el = document.querySelector(sel);
        if (el && el.getBoundingClientRect().height > 0) { t.shown = performance.now(); return; }
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, selector);
  await click();
  const handle = await page.waitForFunction(() => {
    const t = (window as unknown as { __t: { click?: number; frames: number; shown?: number } }).__t;
    return t.shown !== undefined && { ms: t.shown - t.click!, frame: t.frames };
  }, null, { timeout: SETTLE_MS });
  return (await handle.jsonValue()) as Timed;
}

for (const route of ROUTES) {
  test(`${route}: on a slow phone the first click on a popup opener shows the dialog as fast as the page opens its menu, as a proper dialog`, async ({ page }) => {
    test.setTimeout(120_000);
    await slowPhone(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const opener = page.locator('main button').first();
    const menus: Timed[] = [];
    const dialogs: Timed[] = [];
    // `goto` returns once React listens (tests/e2e/support/test.ts): a tap before that is held
    // and answered once it does (deferred-hydration.spec.ts).
    for (let i = 0; i < SAMPLES; i++) {
      await page.goto(route, { waitUntil: 'load' });
      menus.push(await timeClick(page, 'header nav[id]:not([hidden])', () => toggle.click()));
      // A fresh page: the popup's click comes straight after that, before anything was prepared.
      await page.goto(route, { waitUntil: 'load' });
      dialogs.push(await timeClick(page, 'dialog[open]', () => opener.click()));
    }
    const show = (xs: Timed[]) => xs.map((x) => `${Math.round(x.ms)} ms (frame ${x.frame})`).join(', ');
    const [menuMs, dialogMs] = [median(menus.map((x) => x.ms)), median(dialogs.map((x) => x.ms))];
    console.log(`${route}: click → menu ${show(menus)}; click → dialog ${show(dialogs)} (medians ×${(dialogMs / menuMs).toFixed(2)})`);
    expect(menus.map((x) => x.frame), 'the menu in the first frame after the click').toEqual(menus.map(() => 1));
    expect(dialogs.map((x) => x.frame), 'the dialog in the first frame after the click').toEqual(dialogs.map(() => 1));
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

/**
 * The site's scripts the browser asked for from `since` (ms on the page's clock) on, by its own
 * timeline, but the page's own first-load chunks (the HTML's `defer` scripts).
 */
const scriptsSince = (page: Page, since: number | 'load') => page.evaluate((from) => {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
  const t = from === 'load' ? nav.loadEventStart : from;
  const firstLoad = new Set([...document.querySelectorAll<HTMLScriptElement>('script[src][defer]')].map((s) => new URL(s.src).pathname));
  return performance.getEntriesByType('resource').map((e) => ({ path: new URL(e.name).pathname, start: e.startTime }))
    .filter((e) => e.path.startsWith('/_next/static/chunks/') && e.start >= t && !firstLoad.has(e.path)).map((e) => e.path);
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
