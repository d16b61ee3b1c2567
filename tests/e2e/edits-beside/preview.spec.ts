// The CMS admin's Preview, driven in the real admin: a marketer saves a draft, opens Preview and
// sees it in the site's layout; visitors keep the published page until it is published.
import { expect, test, type Browser, type FrameLocator, type Page } from '../support/test';
import { adminLogin, adminToken, demoButton, entryUrl, graphql, readEntry, saveAndPublish, thenRestore } from '../support/cms';
import { PREVIEW } from '../support/global-setup';
import { E2E, SETTLE_MS } from '../support/ports';
import { signPreview as previewToken } from '../../../shared/previewToken.cjs';

const COURSE = 'api::course.course';
const POPUP = 'api::pop-up.pop-up';
const NAVIGATION = 'api::navigation.navigation';
const stamp = () => String(Date.now() % 1_000_000);

/** The edit view in the admin panel: the same path as the entry's HTTP API, under /admin. */
const editUrl = (uid: string, documentId?: string) => entryUrl(uid, documentId).replace(E2E.cmsUrl, `${E2E.cmsUrl}/admin`);

/** "Save" in the edit view, without publishing. */
async function save(page: Page) {
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/content-manager/') && r.ok());
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await saved;
}

/** "Open preview" → the admin's preview page; returns its frame and the site's answer to the preview. */
async function openPreview(page: Page): Promise<{ frame: FrameLocator; headers: Record<string, string> }> {
  const answer = page.waitForResponse((r) => r.url().startsWith(E2E.siteUrl) && r.request().resourceType() === 'document' && r.status() === 200);
  await page.getByRole('link', { name: 'Open preview' }).click();
  // headers(), not allHeaders(): the raw headers wait, with no timeout of their own, for an event
  // Chromium does not always send (as in microsoft/playwright#39948). A test stuck there ends in
  // a bare "Test timeout", with no step named: what CI printed for this spec.
  return { frame: page.frameLocator('iframe'), headers: (await answer).headers() };
}

/**
 * "Publish" in the preview. Back from a visitor's window, the click's own mousedown gives the admin
 * the focus, and the admin then asks for the entry's draft relations with the button disabled
 * (Strapi's PublishAction): a click that lands in that moment does nothing, and a CI run waited out
 * its 300 s. So the click is made again, at most 4 times, until the publish request has gone.
 */
async function publishFromPreview(page: Page) {
  let done = false;
  const published = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/actions/publish') && r.ok(), { timeout: 90_000 })
    .then(() => { done = true; });
  for (let attempt = 0; attempt < 4 && !done; attempt++) {
    await page.getByRole('button', { name: 'Publish', exact: true }).click({ timeout: 15_000 }).catch(() => {});
    await Promise.race([published, new Promise((r) => setTimeout(r, 15_000))]);
  }
  await published;
}

/**
 * Runs the journey, then puts an entry back through the admin's HTTP API (what Save + Publish
 * send), only the fields the test changed.
 */
const restoringEntry = (journey: () => Promise<void>, token: string, uid: string, documentId: string | undefined, fields: (doc: Record<string, unknown>) => Record<string, unknown>) =>
  thenRestore(journey, async () => {
    const entry = entryUrl(uid, documentId);
    await saveAndPublish(token, entry, fields(await readEntry(token, entry)));
  });

/** A visitor: a browser context that never saw the preview. */
async function visitor<T>(browser: Browser, look: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await look(await context.newPage());
  } finally {
    await context.close();
  }
}

function expectDraftAnswer(headers: Record<string, string>) {
  expect(headers['cache-control']).toMatch(/private/);
  expect(headers['cache-control']).toMatch(/no-store/);
  expect(headers['x-robots-tag']).toBe('noindex');
  expect(headers['content-security-policy']).toContain(`frame-ancestors ${E2E.cmsUrl}`);
  expect(headers['x-frame-options']).toBeUndefined();
}

// One marketer session for the three journeys: Strapi rate-limits admin logins.
test.describe.serial('Preview in the real admin', () => {
  // Each journey waits on the admin, a draft render and the webhook's regeneration of every page.
  test.describe.configure({ timeout: 300_000 });
  let page: Page;
  let token: string;
  test.beforeAll(async ({ browser }) => {
    token = await adminToken();
    page = await browser.newPage();
    await adminLogin(page);
  });
  test.afterAll(() => page.close());

  test('a course title saved as a draft shows in Preview only, and goes live on publish', async ({ browser }) => {
    const { courses } = await graphql<{ courses: { data: { documentId: string; attributes: { path: string; title: string } }[] } }>(
      '{ courses(pagination: { limit: 1 }, sort: "path") { data { documentId attributes { path title } } } }',
    );
    const { documentId, attributes: { path, title: original } } = courses.data[0];
    const draft = `Draft course ${stamp()}`;
    await restoringEntry(async () => {
      await page.goto(editUrl(COURSE, documentId));
      await page.getByRole('textbox', { name: /^Course title/ }).fill(draft);
      await save(page);

      // Without the preview token the CMS answers drafts with the published entry.
      const anonymous = await graphql<{ courses: { data: { attributes: { title: string } }[] } }>('query($p: String) { courses(filters: { path: { eq: $p } }, status: DRAFT) { data { attributes { title } } } }', { p: path });
      expect(anonymous.courses.data[0].attributes.title).toBe(original);

      const { frame, headers } = await openPreview(page);
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(draft);
      await expect(frame.getByTestId('desktop-header')).toBeVisible();
      await expect(frame.getByRole('region', { name: 'Preview' }).getByRole('link', { name: 'Leave preview' })).toBeVisible();
      expectDraftAnswer(headers);

      // A visitor, right after the preview rendered: the published page, framable by nobody.
      await visitor(browser, async (p) => {
        const res = await p.goto(path);
        await expect(p.getByRole('heading', { level: 1 })).toHaveText(original);
        await expect(p.getByRole('region', { name: 'Preview' })).toHaveCount(0);
        expect(res!.headers()['x-frame-options']).toBe('DENY');
        expect(res!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(res!.headers()['x-robots-tag']).toBeUndefined();
      });

      await publishFromPreview(page);
      await visitor(browser, (p) => expect.poll(async () => {
        await p.goto(path);
        return p.getByRole('heading', { level: 1 }).textContent();
      }, { timeout: SETTLE_MS, intervals: [1000] }).toBe(draft));
    }, token, COURSE, documentId, () => ({ title: original }));
  });

  test('a popup title saved as a draft shows in Preview on the home page with the popup open', async ({ browser }) => {
    const { popUps } = await graphql<{ popUps: { data: { documentId: string; attributes: { sectionTitle: string } }[] } }>(
      '{ popUps(filters: { slug: { eq: "header-free-demo-class" } }) { data { documentId attributes { sectionTitle } } } }',
    );
    const { documentId, attributes: { sectionTitle: original } } = popUps.data[0];
    const draft = `Draft popup ${stamp()}`;
    const openPopup = async (p: Page) => {
      await p.goto('/');
      await (await demoButton(p)).click();
      return p.getByRole('dialog').getByRole('heading', { level: 2 });
    };
    await restoringEntry(async () => {
      await page.goto(editUrl(POPUP, documentId));
      await page.getByRole('textbox', { name: /^Title/ }).fill(draft);
      await save(page);

      const { frame } = await openPreview(page);
      // Opens after hydration, which the webhook's regeneration of every page can slow down.
      await expect(frame.getByRole('dialog', { name: draft })).toBeVisible({ timeout: SETTLE_MS });

      await visitor(browser, async (p) => expect(await openPopup(p)).toHaveText(original));

      await publishFromPreview(page);
      await visitor(browser, (p) => expect.poll(async () => (await openPopup(p)).textContent(), { timeout: SETTLE_MS, intervals: [1000] }).toBe(draft));
    }, token, POPUP, documentId, () => ({ sectionTitle: original }));
  });

  test('a header menu item saved as a draft shows in Preview only, and goes live on publish', async ({ browser }) => {
    const { navigation } = await graphql<{ navigation: { data: { attributes: { topLinks: { subMenuName: string }[] } } } }>('{ navigation { data { attributes { topLinks { subMenuName } } } } }');
    const original: string = navigation.data.attributes.topLinks[0].subMenuName;
    const draft = `Draft menu ${stamp()}`;
    const headerLink = (root: Page | FrameLocator, name: string) => root.getByTestId('desktop-header').getByRole('link', { name, exact: true });
    await restoringEntry(async () => {
      await page.goto(editUrl(NAVIGATION));
      await page.getByRole('button', { name: original, exact: true }).click();
      await page.getByRole('textbox', { name: /^Link text/ }).fill(draft);
      await save(page);

      const { frame } = await openPreview(page);
      await expect(headerLink(frame, draft)).toBeVisible();

      await visitor(browser, async (p) => {
        await p.goto('/');
        await expect(headerLink(p, original)).toBeVisible();
        await expect(headerLink(p, draft)).toHaveCount(0);
      });

      await publishFromPreview(page);
      await visitor(browser, (p) => expect.poll(async () => {
        await p.goto('/');
        return headerLink(p, draft).count();
      }, { timeout: SETTLE_MS, intervals: [1000] }).toBe(1));
    }, token, NAVIGATION, undefined, (doc) => ({
      topLinks: (doc.topLinks as Record<string, unknown>[]).map((l: Record<string, unknown>, i: number) => (i === 0 ? { ...l, subMenuName: original } : l)),
    }));
  });
});

test.describe('the preview route', () => {
  const preview = (query: Record<string, string>) => `/api/preview?${new URLSearchParams(query)}`;
  /** The link the admin opens (cms/src/preview/site-paths.js): a token for this target, no secret. */
  const signed = (q: { path: string; popup?: string; status?: string }, secret = PREVIEW.secret) => ({ ...q, token: previewToken(secret, { status: 'draft', ...q }) });

  test('without a token, with a wrong, forged or expired one, or for a path the site does not know: 401/404 and no cookie', async ({ request }) => {
    const aboutUs = signed({ path: '/about-us' });
    const cases: [Record<string, string>, number][] = [
      [{ path: '/' }, 401],
      // The secret itself in the URL (where it once went) opens nothing any more.
      [{ path: '/', secret: PREVIEW.secret }, 401],
      [signed({ path: '/' }, 'wrong-secret-wrong-secret'), 401],
      // A token for one page does not open another, nor the published view for the draft one.
      [{ ...aboutUs, path: '/' }, 401],
      [{ ...aboutUs, status: 'published' }, 401],
      [{ path: '/', token: previewToken(PREVIEW.secret, { path: '/', status: 'draft' }, Date.now() - 6 * 60_000) }, 401],
      [signed({ path: '/no-such-page-anywhere' }), 404],
      [signed({ path: 'https://evil.example/' }), 404],
      [signed({ path: '//evil.example' }), 404],
      [signed({ path: '/', popup: 'no-such-popup' }), 404],
    ];
    for (const [query, status] of cases) {
      const res = await request.get(preview(query), { maxRedirects: 0 });
      expect(res.status(), JSON.stringify(query)).toBe(status);
      expect(res.headers()['set-cookie'], JSON.stringify(query)).toBeUndefined();
    }
  });

  test('with the secret and a known path: draft mode on, redirected to that path only; leaving preview clears it', async ({ page, request }) => {
    const res = await request.get(preview(signed({ path: '/', popup: 'refer-and-earn' })), { maxRedirects: 0 });
    expect(res.status()).toBe(307);
    expect(res.headers().location).toBe('/?popup=refer-and-earn');
    expect(res.headers()['set-cookie']).toMatch(/__prerender_bypass=/);

    await page.goto(preview(signed({ path: '/' })));
    const banner = page.getByRole('region', { name: 'Preview' });
    await expect(banner).toBeVisible();
    await banner.getByRole('link', { name: 'Leave preview' }).click();
    await expect(page).toHaveURL(`${E2E.siteUrl}/`);
    await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('__prerender_bypass');
  });
});
