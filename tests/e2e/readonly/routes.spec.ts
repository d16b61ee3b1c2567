// Every route of spec §2 and every URL of /sitemap.xml, as a visitor and a crawler get it, in one
// load per route and viewport: a real page (200, one h1, title, description, canonical), no
// console error, no axe violation (on a phone every route, on a desktop one of each layout and
// template), and on a phone no sideways scroll (also at 320 and 768 px).
// One test per route and viewport, so a failure names both and the routes spread over the
// workers; checking all of it on the same load halves the page loads of three separate crawls.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { selectLayout } from '../../../lib/layout';
import { SPEC_ROUTES } from '../../../lib/specRoutes';
import { NAMED_ROUTES, otherSitemapRoutes } from '../support/routeList';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** Further widths a phone or small tablet has, checked for sideways scroll only. */
const NARROW_WIDTHS = [320, 768];
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

const EXTRA = ['/best-vlsi-training-institute?tab=part_time', '/best-vlsi-training-institute?tab=job_oriented', '/university#whyMaven'];
const ROUTES = [...new Set([...NAMED_ROUTES, ...EXTRA])];

/**
 * The routes axe checks at 1280 px: the first of each layout (header, footer) and template (course
 * or not). A page's DOM is the same at every width (CSS media queries alone lay it out), so what
 * the desktop width adds to the phone's check of every route is each layout's desktop header and
 * footer and the templates' wider arrangement. axe is about three quarters of a route's time
 * (0.7–1.2 s of 1.5–2.0 s a load), so this halves the crawl's axe runs.
 */
const layoutKind = (path: string) => { const l = selectLayout(path); return `${l.header}/${l.footer}/${path === '/' ? 'home' : l.skeleton}`; };
/** True for the first path of its kind that `seen` meets (and it remembers the kind). */
function firstOfKind(seen: Set<string>, path: string): boolean {
  const kind = layoutKind(path);
  if (seen.has(kind)) return false;
  seen.add(kind);
  return true;
}
const namedKinds = new Set<string>();
const DESKTOP_AXE_ROUTES = new Set(ROUTES.filter((path) => firstOfKind(namedKinds, path)));

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('xml');
  const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&')).pathname);
  expect(locs.length).toBeGreaterThan(50);
  return locs;
}

/** Console errors of the page since the last navigation. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

// Link prefetches fetch /_next/data for every visible link; with the e2e's 2 s ISR period each
// one regenerates a page. They are not what this crawl checks (it only uses page.goto), so they
// get an empty answer here instead of loading the CMS.
const skipPrefetch = (page: Page) =>
  page.route('**/_next/data/**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"pageProps":{}}' }));

/** The widest elements past the right edge, to say what overflows when something does. */
const overflowing = (page: Page) => page.evaluate(() => {
  const width = window.innerWidth;
  const out: string[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.width > 0 && r.right > width + 0.5) {
      const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      out.push(`${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} right=${Math.round(r.right)}`);
    }
  }
  return out.slice(0, 3);
});

/** Sideways scroll of the loaded page, or null. */
async function tooWide(page: Page, label: string): Promise<string | null> {
  const [scrollWidth, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  return scrollWidth > width ? `${label}: ${scrollWidth}px wide (${(await overflowing(page)).join(', ')})` : null;
}

/** Loads `path` at the page's viewport and checks everything a route owes, softly, each named. */
async function checkRoute(page: Page, path: string, errors: string[], { axe = true } = {}) {
  const at = `${path} @${page.viewportSize()!.width}px`;
  errors.length = 0;
  const res = await page.goto(path, { waitUntil: 'load' });
  expect.soft(res?.status(), `${at} status`).toBe(200);
  expect.soft(await page.locator('h1').count(), `${at} h1 count`).toBe(1);
  expect.soft((await page.title()).trim(), `${at} title`).not.toBe('');
  expect.soft(await page.locator('meta[name="description"]').getAttribute('content', { timeout: 2000 }), `${at} description`).toMatch(/\S{3,}/);
  expect.soft(await page.locator('link[rel="canonical"]').getAttribute('href', { timeout: 2000 }), `${at} canonical`).toMatch(/^https?:\/\/[^/]+\//);
  expect.soft([...errors], `${at} console errors`).toEqual([]);
  if (axe) await checkAxe(page, at);
  if (page.viewportSize()!.width < DESKTOP.width) expect.soft(await tooWide(page, at), `${at} width`).toBeNull();
}

async function checkAxe(page: Page, at: string) {
  // Only violations are read, so axe aggregates no passes or incomplete results: the same
  // violations, a fifth less time (1.06–1.28 s against 1.42–1.44 s a route, 24 routes at 390 px).
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).options({ resultTypes: ['violations'] }).analyze();
  expect.soft(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`), `${at} axe`).toEqual([]);
}

/**
 * The narrow widths beyond the phone's, on the page already loaded: no script reads the window's
 * width (the layout is CSS media queries alone), so a resize lays it out as a load at that width
 * would, for a third of the loads.
 */
async function checkNarrowWidths(page: Page, path: string) {
  for (const width of NARROW_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    expect.soft(await tooWide(page, `${path} @${width}px`), `${path} @${width}px width`).toBeNull();
  }
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`every route at ${viewport.width}px`, () => {
    test.use({ viewport });

    for (const path of ROUTES) {
      const narrow = viewport === PHONE ? `; not wider than ${[...NARROW_WIDTHS, PHONE.width].sort((a, b) => a - b).join(', ')}px` : '';
      const axe = viewport === PHONE || DESKTOP_AXE_ROUTES.has(path);
      test(`${path}: 200, one h1, title, description, canonical, no console error${axe ? ', no axe violation' : ''}${narrow}`, async ({ page }) => {
        const errors = watchConsole(page);
        await skipPrefetch(page);
        await checkRoute(page, path, errors, { axe });
        if (narrow) await checkNarrowWidths(page, path);
      });
    }

    test('every other URL of /sitemap.xml passes the same checks; the sitemap lists every indexable spec route', async ({ page, request }) => {
      test.setTimeout(10 * 60_000);
      const fromSitemap = await sitemapPaths(request);
      for (const p of SPEC_ROUTES.filter((r) => r !== '/thank-you')) expect.soft(fromSitemap, `sitemap lists ${p}`).toContain(p);
      expect(fromSitemap).not.toContain('/thank-you');
      const errors = watchConsole(page);
      await skipPrefetch(page);
      // Named routes were checked above; here the sitemap's other URLs (entries a marketer added),
      // with axe at 1280 px on the first of a layout or template the named routes do not have.
      const desktopAxeKinds = new Set(ROUTES.map(layoutKind));
      for (const path of await otherSitemapRoutes(request)) {
        await page.setViewportSize(viewport);
        await checkRoute(page, path, errors, { axe: viewport === PHONE || firstOfKind(desktopAxeKinds, path) });
        if (viewport === PHONE) await checkNarrowWidths(page, path);
      }
    });
  });
}

test.describe('not found', () => {
  for (const path of ['/no-such-page-4711', '/vlsi-jobs/no-such-questions', '/best-vlsi-courses/no-such-course', '/enterprise/no-such-page']) {
    test(`${path} is the 404 page with status 404`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  }
});

test.describe('content and SEO details', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('robots.txt allows crawling and points at the sitemap', async ({ request }) => {
    const body = await (await request.get('/robots.txt')).text();
    expect(body).toContain('User-agent: *');
    expect(body).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
    expect(body.match(/^Disallow: .*$/gm)).toEqual(['Disallow: /api/']);
  });

  test('the logos and the hero illustration are drawn in the HTML; the logo file the JSON-LD names is served as it is', async ({ page, request }) => {
    await page.goto('/asic-verification');
    // Each logo shows the page's one copy of its drawing (a <use> of a symbol): a missing symbol draws nothing.
    for (const region of ['banner', 'contentinfo'] as const) {
      const logo = page.getByRole(region).getByRole('img', { name: 'Maven Silicon' });
      await expect(logo).toHaveJSProperty('tagName', 'svg');
      expect(await logo.locator('use').evaluate((use: SVGUseElement) => use.getBBox().width), region).toBeGreaterThan(100);
    }
    // A course without its own hero image draws the site's illustration in the HTML (lib/perf/inlineSvg.js).
    await expect(page.getByRole('img', { name: 'Illustration of a chip layout with a waveform' })).toHaveJSProperty('tagName', 'svg');
    // A vector that stays a file goes as it is: no optimizer, no srcset.
    await expect(page.locator('img[src$=".svg"][srcset]')).toHaveCount(0);
    await page.goto('/');
    const ld = await Promise.all((await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t)));
    const logo = new URL(ld.find((d) => d['@type'] === 'EducationalOrganization').logo);
    expect(logo.pathname).toBe('/images/logo.svg');
    const res = await request.get(logo.pathname);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/svg+xml');
  });

  test('/thank-you is kept out of search results (noindex: a visit from a search would count a false conversion) and out of the sitemap', async ({ page, request }) => {
    await page.goto('/thank-you');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/thank-you');
  });

  test('JSON-LD: EducationalOrganization on home, Course and FAQPage on a course page', async ({ page }) => {
    const ld = async () => Promise.all((await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t)));
    await page.goto('/');
    expect((await ld()).map((d) => d['@type'])).toEqual(expect.arrayContaining(['EducationalOrganization', 'FAQPage']));
    await page.goto('/asic-verification');
    const [course, faq] = await ld();
    expect(course).toMatchObject({ '@context': 'https://schema.org', '@type': 'Course', name: expect.any(String), description: expect.any(String), provider: { name: 'Maven Silicon' } });
    // Google's course info rich result asks for an offer and a course instance: the seed has both.
    expect(course.offers[0]).toMatchObject({ '@type': 'Offer', category: 'Paid', price: expect.any(Number), priceCurrency: 'INR' });
    expect(course.hasCourseInstance[0]).toMatchObject({ '@type': 'CourseInstance', courseMode: expect.any(String) });
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity[0]).toMatchObject({ '@type': 'Question', name: expect.any(String), acceptedAnswer: { '@type': 'Answer', text: expect.any(String) } });
  });

  test('course template: hero facts, highlights and curriculum anchors, download form, lead modal', async ({ page }) => {
    await page.goto('/physical-design-and-verification-course');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Physical Design and Verification Course');
    for (const term of ['Duration', 'Mode', 'Next batch', 'Fee']) await expect(page.getByRole('term').filter({ hasText: term })).toBeVisible();
    await expect(page.locator('#programhighlights')).toBeVisible();
    await expect(page.locator('#ourcurriculam')).toBeVisible();
    await expect(page.locator('[data-download-type="curriculam"]')).toBeVisible();
    await page.getByRole('button', { name: 'Enquire now' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('?tab= switches the course tabs of /best-vlsi-training-institute', async ({ page }) => {
    await page.goto('/best-vlsi-training-institute?tab=part_time');
    const partTime = page.getByRole('tab', { name: 'Part time courses' });
    await expect(partTime).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Executive Certification in ASIC Verification');
    await page.getByRole('tab', { name: 'Job oriented courses' }).click();
    await expect(page).toHaveURL(/tab=job_oriented/);
    await expect(page.getByRole('tabpanel')).toContainText('ASIC Verification Course');
    await expect(page.getByRole('tabpanel')).not.toContainText('Executive Certification');
    await page.keyboard.press('ArrowRight');
    await expect(partTime).toHaveAttribute('aria-selected', 'true');
    await expect(partTime).toBeFocused();
  });

  test('below-the-fold images wait until the visitor nears them, in a box of their size; the hero image is not lazy', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('img', { name: 'Illustration of a silicon chip with circuit traces' });
    await expect(hero).toHaveJSProperty('tagName', 'svg');
    // The recruiters' logos (the CMS's image of the placements section): a box of their ratio until near.
    await expect(page.locator('#placements [data-lazy-image]')).toHaveCSS('aspect-ratio', '1000 / 200');
    await page.locator('#placements').scrollIntoViewIfNeeded();
    const recruiters = page.getByRole('img', { name: 'Logos of example hiring partners' });
    await expect(recruiters).toHaveAttribute('width', '1000');
    await expect(recruiters).toHaveAttribute('height', '200');
    await expect(recruiters).toHaveAttribute('src', /^\/api\/media\/recruiters/);
  });

  test('university page has the #whyMaven anchor', async ({ page }) => {
    await page.goto('/university#whyMaven');
    await expect(page.locator('#whyMaven')).toBeVisible();
  });
});
