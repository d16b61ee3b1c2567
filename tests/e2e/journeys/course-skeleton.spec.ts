// A course added in the CMS gets the course skeleton on the way to it, not the dots.
import { expect, test, type Page } from '../support/test';
import { adminApi, adminToken, entryUrl } from '../support/cms';
import { holdPageData } from '../support/pageData';
import { E2E, SETTLE_MS } from '../support/ports';
import { COURSE_PATHS_API } from '../../../lib/constants';

const COURSE_UID = 'api::course.course';

/** A client-side route change, as a click on a SmartLink makes it (no page links to a new course yet). */
const navigate = async (page: Page, path: string) => {
  type WithRouter = { next?: { router?: { push: (url: string) => Promise<boolean> } } };
  await page.waitForFunction(() => Boolean((window as unknown as WithRouter).next?.router));
  await page.evaluate((p) => { void (window as unknown as WithRouter).next!.router!.push(p); }, path);
};

const TITLE = 'a course created in the CMS shows the course skeleton on a client-side navigation; other pages the dots';
test(TITLE, async ({ page, request }) => {
  const path = `/e2e-new-course-${Date.now() % 1_000_000}`;
  const token = await adminToken();
  const fields = { path, category: 'online', title: 'A course added in the CMS' };
  const collection = `${E2E.cmsUrl}/content-manager/collection-types/${COURSE_UID}`;
  const created = await adminApi<{ data: { documentId: string } }>(token, collection, { method: 'POST', body: fields });
  const url = entryUrl(COURSE_UID, created.data.documentId);
  try {
    await adminApi(token, `${url}/actions/publish`, { method: 'POST', body: fields });
    // Published and known to the site. The page answers 200 as soon as the publish webhook has
    // regenerated it, while the list of course paths the route loader asks for may be a few
    // seconds older (lib/cms/routes.ts): the journey waits for both, as a visitor's browser
    // asking that list a moment after the publish would still see the dots.
    await expect.poll(async () => (await request.get(path)).status(), { timeout: SETTLE_MS }).toBe(200);
    await expect.poll(async () => (await (await request.get(COURSE_PATHS_API)).json()).paths, { timeout: SETTLE_MS }).toContain(path);

    // Page data is held so the loading screen stays while the test looks at it.
    const pageData = await holdPageData(page);
    await page.goto('/');
    await navigate(page, path);
    const status = page.getByRole('status');
    await expect(status.getByTestId('course-skeleton')).toBeVisible();
    await expect(status.getByRole('heading', { name: 'Loading course' })).toHaveCount(1);
    await expect(status.getByRole('img', { name: 'Loading page' })).toHaveCount(0);
    pageData.release();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: fields.title })).toBeVisible();
    await expect(status).toHaveCount(0);

    // A page that is not a course still gets the three dots.
    pageData.hold();
    await navigate(page, '/about-us');
    await expect(status.getByRole('img', { name: 'Loading page' })).toBeVisible();
    await expect(status.getByTestId('course-skeleton')).toHaveCount(0);
    pageData.release();
    await expect(page).toHaveURL(/\/about-us$/);
  } finally {
    await adminApi(token, url, { method: 'DELETE' });
  }
});
