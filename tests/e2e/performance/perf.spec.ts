// Guards for the performance mechanisms of lib/perf/README.md. Each leans on a Next or React
// internal or a Chromium feature, so an upgrade can stop it from applying without any error: each test here fails then.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '../support/test';
import { E2E, SETTLE_MS } from '../support/ports';
import { CHAT_ORIGIN } from '../support/chat';
import { demoButton, privacyLink } from '../support/cms';
import { stubRecaptcha } from '../support/leads-captcha';
import { reactOwns, staysOnPage } from '../support/pageData';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { firstLoad } = require('../../support/firstLoad.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { COMPILE_HINT } = require('../../../lib/perf/compileHints');

const CONTENT_ROUTES = ['/', '/enterprise', '/mtech-in-vlsi-design', '/thank-you'];

test('the site is built with webpack: its runtime boots the page and no inline script runs', async ({ baseURL }) => {
  const res = await fetch(new URL('/', baseURL).href);
  const html = await res.text();
  // Turbopack's pages-router output boots from an inline <script>, which the CSP (no
  // 'unsafe-inline', no nonce on static ISR pages) blocks. Data blocks (JSON, JSON-LD) do not run.
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([^<]*)/g)].filter((m) => !/type="application\/(ld\+)?json"/.test(m[1]));
  expect(inline.map((m) => m[2])).toEqual([]);
  expect(res.headers.get('content-security-policy')).toContain("script-src 'self' https://www.google.com/recaptcha/ ");
  const { scripts } = await firstLoad(new URL('/', baseURL).href);
  const chunks = scripts.filter((s: { src: string }) => s.src.includes('/_next/static/chunks/'));
  expect(chunks.some((s: { src: string }) => /\/chunks\/webpack-[\w-]+\.js$/.test(s.src)), 'webpack runtime chunk').toBe(true);
  // Webpack's chunks register through its chunk-loading global (Turbopack's push to TURBOPACK).
  expect(chunks.filter((s: { text: string }) => s.text.includes('self.webpackChunk_N_E=self.webpackChunk_N_E||[]')).length).toBeGreaterThan(0);
});

test('first-load scripts and the lead form\'s chunks, fetched on the press that opens it, ask Chrome to compile them eagerly; chunks deferred to an idle moment do not', async ({ page, baseURL }) => {
  const initial = new Set<string>();
  for (const route of CONTENT_ROUTES) {
    // Webpack's chunks; the build and SSG manifests beside them are a few bytes of data.
    for (const script of (await firstLoad(new URL(route, baseURL).href)).scripts.filter((s: { src: string }) => s.src.includes('/_next/static/chunks/'))) {
      expect(script.text.startsWith(`${COMPILE_HINT}\n`), `${script.src} starts with the compile hint`).toBe(true);
      initial.add(new URL(script.src).pathname);
    }
  }
  // Which files each import loads, as the build wrote them down for Next's own loading: the lead
  // form's on the press; the layout's deferred parts' and the web-vitals library's when the page
  // is idle or they near the viewport (told apart by the build, not by when they came: on a busy
  // core an idle part's file came after the press in CI).
  const imports: Record<string, { files: string[] }> = JSON.parse(readFileSync(path.join(E2E.distDir, 'react-loadable-manifest.json'), 'utf8'));
  const filesOf = (from: RegExp) => [...new Set(Object.entries(imports).filter(([key]) => from.test(key))
    .flatMap(([, { files }]) => files.filter((f) => f.endsWith('.js')).map((f) => `/_next/${f}`)))];
  const leadForm = filesOf(/^components\/leads\/DemoPopupContext\.tsx -> \.\/LeadForm$/);
  const deferred = filesOf(/^layouts\/SiteLayout\.tsx -> |-> web-vitals$/);
  expect(leadForm.length, 'the lead form loads its code on demand').toBeGreaterThan(0);
  expect(deferred.length, 'the page defers parts').toBeGreaterThan(0);
  await stubRecaptcha(page);
  await page.goto('/');
  // Paths only: a chunk Chrome fetched as a prefetch (Next prefetches links in view) has no body
  // the protocol can read back, so the test fetches each one itself.
  const fetched = new Set<string>();
  page.on('response', (r) => { fetched.add(new URL(r.url()).pathname); });
  // Any title: the popup's is a CMS text the preview journey beside this one changes.
  await (await demoButton(page)).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // The dialog opens before its contents' code arrives: the form shows that it came.
  await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
  await expect(page.getByRole('dialog').getByLabel('Phone number country')).toBeAttached({ timeout: SETTLE_MS });
  const hinted = async (pathname: string) => (await (await page.request.get(pathname)).text()).startsWith(COMPILE_HINT);
  for (const pathname of leadForm) {
    expect(initial.has(pathname) || fetched.has(pathname), `${pathname} (the lead form) fetched`).toBe(true);
    expect(await hinted(pathname), `${pathname} (the lead form) starts with the compile hint`).toBe(true);
  }
  for (const pathname of deferred.filter((f) => !leadForm.includes(f))) expect(await hinted(pathname), `${pathname} (deferred) has no compile hint`).toBe(false);
});

test('a site link prefetches on hover and navigates in the page on a plain click (SmartLink)', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  const link = await privacyLink(page);
  const stayed = await staysOnPage(page);
  // The footer stays the server's HTML (nothing in it needs code): the page's one listener serves its links.
  const prefetch = page.waitForRequest((r) => /\/_next\/data\/[^/]+\/privacy-policy\.json/.test(r.url()), { timeout: 15_000 });
  await link.hover();
  await prefetch;
  await link.click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await stayed();
});

test('a page does not route itself again after hydration', async ({ page }) => {
  // Next re-routes every statically generated page on mount (history.replaceState plus a
  // second render of the whole tree) when next.config has rewrites; the router's own initial
  // replaceState is the only one a page should make.
  await page.addInitScript(() => {
    const w = window as unknown as { __replaced: number };
    w.__replaced = 0;
    const original = History.prototype.replaceState;
    History.prototype.replaceState = function (this: History, ...args: Parameters<History['replaceState']>) {
      w.__replaced++;
      return original.apply(this, args);
    };
  });
  for (const route of CONTENT_ROUTES) {
    await page.goto(route, { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => (window as unknown as { __replaced: number }).__replaced), route).toBe(1);
  }
});

test.describe('on a phone, parts with nothing to run stay the server\'s HTML (ServerHtml)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the desktop header and a course page\'s text are not hydrated; widened past the breakpoint, the desktop menu is React\'s', async ({ page }) => {
    await page.goto('/asic-verification', { waitUntil: 'networkidle' });
    expect(await reactOwns(page.getByRole('heading', { level: 2, name: 'Our Curriculum' })), 'the curriculum').toBe(false);
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(await reactOwns(page.getByRole('button', { name: 'Open menu' })), 'the phone menu, hydrated').toBe(true);
    // Hidden on a phone (no role to find it by): the desktop header's server HTML.
    const desktopLink = page.getByTestId('desktop-header').locator('a[href="/about-us"]');
    expect(await reactOwns(desktopLink), 'the hidden desktop header').toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'About Us' })).toBeVisible();
    await expect.poll(() => reactOwns(desktopLink)).toBe(true);
  });

  test('a course card\'s link on the home page prefetches on intent and navigates in the page', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const link = page.getByRole('link', { name: 'ASIC Verification Course: course details' });
    expect(await reactOwns(link)).toBe(false);
    const stayed = await staysOnPage(page);
    const prefetch = page.waitForRequest((r) => /\/_next\/data\/[^/]+\/asic-verification\.json/.test(r.url()), { timeout: 15_000 });
    await link.focus();
    await prefetch;
    await link.click();
    await expect(page).toHaveURL(/\/asic-verification$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Our Curriculum' })).toBeVisible();
    await stayed();
  });
});

/**
 * The site behind a proxy that sends a page's HTML as a slow network brings it: up to its `<main>`, then its first section,
 * then the rest, `pause` ms apart. Everything else passes through.
 */
async function slowHtml(site: string, pause: number): Promise<{ origin: string; close: () => void }> {
  const server = http.createServer(async (req, res) => {
    const up = await fetch(new URL(req.url!, site), { headers: { accept: req.headers.accept ?? '*/*' }, redirect: 'manual' });
    const dropped = ['content-length', 'content-encoding', 'transfer-encoding'];
    res.writeHead(up.status, Object.fromEntries([...up.headers].filter(([name]) => !dropped.includes(name))));
    const body = Buffer.from(await up.arrayBuffer());
    if (!up.headers.get('content-type')?.includes('text/html')) { res.end(body); return; }
    const html = body.toString();
    const main = html.indexOf('<main');
    const firstSection = html.indexOf('</section>', main) + '</section>'.length;
    for (const [from, to] of [[0, main], [main, firstSection]]) {
      res.write(html.slice(from, to));
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
    res.end(html.slice(firstSection));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`, close: () => server.close() };
}

test('the first frame of a page shows its heading: the head holds the first paint until the first section is parsed, not longer', async ({ page, baseURL }) => {
  const proxy = await slowHtml(baseURL!, 800);
  // What the document holds when the browser renders it for the first time (rendering skips no frame's callbacks).
  await page.addInitScript(() => requestAnimationFrame(() => {
    Object.assign(window, { firstFrame: { heading: document.querySelector('h1')?.textContent ?? null, sections: document.getElementById('main')?.children.length ?? 0 } });
  }));
  try {
    for (const route of ['/', '/asic-verification', '/privacy-policy']) {
      await page.goto(proxy.origin + route, { waitUntil: 'commit' });
      const firstFrame = await page.waitForFunction(() => (window as unknown as { firstFrame?: object }).firstFrame);
      // Painted 800 ms before the rest of the HTML came: the page's heading, and of its main content only the first section.
      expect(await firstFrame.jsonValue(), route).toEqual({ heading: await page.getByRole('heading', { level: 1 }).textContent(), sections: 1 });
    }
  } finally {
    proxy.close();
  }
});

test.describe('on a phone, the vectors a page carries are drawn in it', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('/enterprise asks for no vector file: the logos and the footer\'s icons are in its HTML', async ({ page }) => {
    const files: string[] = [];
    page.on('request', (r) => { const file = new URL(r.url()).pathname; if (file.endsWith('.svg') && file !== '/favicon.svg') files.push(file); });
    await page.goto('/enterprise', { waitUntil: 'networkidle' });
    // As an <img>, each vector is a document of its own to the browser; this short page's footer is
    // within a phone's lazy-loading distance, and its logo and icons were a sixth of its main-thread work.
    expect(files).toEqual([]);
    await expect(page.getByRole('banner').getByRole('img', { name: 'Maven Silicon' })).toHaveJSProperty('tagName', 'svg');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('img', { name: 'Maven Silicon' })).toHaveJSProperty('tagName', 'svg');
    await expect(footer.getByRole('link', { name: 'LinkedIn' }).locator('svg')).toBeVisible();
  });
});

test('stylesheets are inline and allowed by hash alone; the hero illustration rides in the HTML', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  // No stylesheet to wait for before the first paint: the page's CSS is in <style> elements,
  // after the policy that allows exactly the build's stylesheets by hash.
  expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html);
  expect(policy, 'a style policy in the page').not.toBeNull();
  expect(html.indexOf(policy![0])).toBeLessThan(html.indexOf('<style'));
  // The e2e build's chat provider may link stylesheets from its origin; no 'unsafe-inline' for elements.
  const chat = CHAT_ORIGIN.replace(/[.]/g, '\\.');
  expect(policy![1].replace(/&#x27;/g, "'")).toMatch(new RegExp(`^style-src 'self' ${chat}( 'sha256-[\\w+/=]+')+; style-src-attr 'unsafe-inline'$`));
  expect(html).toMatch(/<svg [^>]*role="img" aria-label="Illustration of a silicon chip with circuit traces"[^>]*>\s*<rect /);

  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto('/', { waitUntil: 'networkidle' });
  const privacy = await privacyLink(page);
  // Styled: at 1280 px the site's CSS hides the phone header.
  await expect(page.getByTestId('mobile-header')).toBeHidden();
  await expect(page.getByTestId('desktop-header')).toHaveCSS('position', 'sticky');
  // What an injected <style> (say, markup slipped into CMS rich text) gets: refused. Without a
  // refusal within 5 s the test fails with what the page then looks like, rather than hanging.
  const injected = await page.evaluate(() => new Promise<{ directive: string; background: string }>((done) => {
    const background = () => getComputedStyle(document.body).backgroundColor;
    document.addEventListener('securitypolicyviolation', (e) => done({ directive: e.violatedDirective, background: background() }), { once: true });
    setTimeout(() => done({ directive: 'none within 5 s', background: background() }), 5_000);
    const style = document.createElement('style');
    style.textContent = 'body { background: rgb(1, 2, 3) }';
    document.head.append(style);
  }));
  expect(injected).toEqual({ directive: 'style-src-elem', background: expect.not.stringMatching(/rgb\(1, 2, 3\)/) });
  errors.length = 0;
  // The pages router inserts the next page's CSS as a <style> of the file's text: allowed by its hash.
  await privacy.click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('style[data-n-href]:not([media])')).toHaveCount(1);
  await expect(page.getByTestId('mobile-header')).toBeHidden();
  expect(errors).toEqual([]);
});

/**
 * From a tap's pointerdown to the `toggle` of the element `id` (a popover or dialog shown), on the
 * page's clock: -1 when it does not show within 5 s.
 */
async function tapToToggle(page: Page, button: Locator, id: string): Promise<number> {
  const opened = page.evaluate((target) => new Promise<number>((done) => {
    let down = 0;
    setTimeout(() => done(-1), 5_000);
    addEventListener('pointerdown', (e) => { down = e.timeStamp; }, { capture: true, once: true });
    document.getElementById(target)!.addEventListener('toggle', (e) => done(e.timeStamp - down), { once: true });
  }), id);
  await button.tap();
  return opened;
}
/** The phone's bound for a tap to its menu; on a machine slower than a phone, this many times the bare app's own dialog. */
const MENU_MS = 100;
const MENU_PER_BARE = 4.5;

test.describe('on a slow phone (390 px, CPU 4×), before the page\'s code has come', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu button opens the menu and locks the page\'s scroll within 100 ms of the tap; Escape closes it', async ({ page }) => {
    // Every chunk is held: nothing of the page's code runs until the end of the test.
    let release!: () => void;
    const released = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/_next/static/chunks/**', async (route) => { await released; await route.continue(); });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/', { waitUntil: 'commit' });
    const toggle = page.getByTestId('mobile-header').getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Mobile menu' });
    await expect(menu).toBeHidden();
    // The same tap on the bare app's button (its own <dialog>, no script), on the same slowed
    // machine, in this same test: a machine busy with other phases slows both.
    const bare = await page.context().newPage();
    await (await page.context().newCDPSession(bare)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await bare.goto(E2E.bareUrl, { waitUntil: 'commit' });
    const bareButton = bare.getByRole('button', { name: 'Book a Free Demo Class' });
    await expect(bareButton).toBeVisible();
    const bareMs = await tapToToggle(bare, bareButton, 'demo');
    await bare.close();
    expect(bareMs, 'bare app: tap to dialog shown (ms)').toBeGreaterThanOrEqual(0);
    const ms = await tapToToggle(page, toggle, (await toggle.getAttribute('aria-controls'))!);
    const bound = Math.max(MENU_MS, MENU_PER_BARE * bareMs);
    console.log(`[menu] tap to menu shown ${Math.round(ms)} ms; the bare app's dialog ${Math.round(bareMs)} ms; bound ${Math.round(bound)} ms`);
    expect(ms, 'tap to menu shown (ms)').toBeGreaterThanOrEqual(0);
    expect(ms, `tap to menu shown (ms), the bare app's dialog ${Math.round(bareMs)} ms`).toBeLessThan(bound);
    // The page under the open menu is locked by the stylesheet alone.
    expect(await page.evaluate(() => [getComputedStyle(document.documentElement).overflow, getComputedStyle(document.body).overflow])).toEqual(['hidden', 'hidden']);
    await expect(menu).toBeVisible();
    await expect(page.getByTestId('mobile-header').getByRole('button', { name: 'Close menu' })).toBeVisible();
    // Its sections open too (the browser's own disclosure).
    await menu.locator('summary', { hasText: /^Courses/ }).click();
    await expect(menu.getByRole('link', { name: /ASIC Verification/ }).first()).toBeVisible();
    expect(await page.evaluate(() => 'next' in window), 'the page\'s code has run').toBe(false);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    release();
  });
  test('/best-vlsi-training-institute?tab=part_time shows the part-time tab in its first paint; its tabs are links that work before the code', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/_next/static/chunks/**', async (route) => { await released; await route.continue(); });
    await page.goto('/best-vlsi-training-institute?tab=part_time', { waitUntil: 'commit' });
    const partTime = page.getByRole('tab', { name: 'Part time courses' });
    await expect(partTime).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Executive Certification in ASIC Verification');
    await expect(page.getByRole('tabpanel')).not.toContainText('ASIC Verification Course');
    expect(await page.evaluate(() => 'next' in window), 'the page\'s code has run').toBe(false);
    // Before the code, a tab is a link to its own ?tab=: the first tab's page, whole.
    await page.getByRole('tab', { name: 'Job oriented courses' }).click();
    await expect(page).toHaveURL(/\/best-vlsi-training-institute\?tab=job_oriented$/);
    await expect(page.getByRole('tab', { name: 'Job oriented courses' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('ASIC Verification Course');
    release();
  });
});
