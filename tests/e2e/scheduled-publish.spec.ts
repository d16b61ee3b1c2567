// Issue 20.7: a launch waits for its hour. A marketer schedules a page's publish and unpublish
// in the admin (strapi-plugin-publisher); at that moment it goes live on the site through the
// same revalidation webhook as a manual Publish, and leaves it the same way.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminApi, adminToken, entryUrl } from './cms';
import { collection } from './cms-course';
import { E2E } from './ports';

const PAGE_UID = 'api::page.page';

/** What the admin's "Schedule publish / unpublish" panel posts. */
const schedule = (token: string, mode: 'publish' | 'unpublish', documentId: string, at: Date) =>
  adminApi<{ data: { documentId: string } }>(token, `${E2E.cmsUrl}/publisher/actions`, {
    method: 'POST',
    body: { data: { mode, entityId: documentId, entitySlug: PAGE_UID, executeAt: at.toISOString() } },
  });

const h1 = async (request: APIRequestContext, path: string) => {
  const res = await request.get(path);
  return res.status() === 200 ? /<h1[^>]*>([^<]*)<\/h1>/.exec(await res.text())?.[1] ?? '' : res.status();
};

test.setTimeout(240_000);

test('a page change scheduled ahead is not on the site before its hour and is live within the revalidate period after; an unpublish likewise', async ({ request }) => {
  const path = `/e2e-launch-${Date.now() % 1_000_000}`;
  const token = await adminToken();
  const fields = { path, title: 'Batch of January: enrolment opens soon' };
  const created = await adminApi<{ data: { documentId: string } }>(token, collection(PAGE_UID), { method: 'POST', body: fields });
  const { documentId } = created.data;
  const url = entryUrl(PAGE_UID, documentId);
  try {
    await adminApi(token, `${url}/actions/publish`, { method: 'POST', body: fields });
    await expect.poll(() => h1(request, path), { timeout: 30_000 }).toBe(fields.title);

    // The launch text is saved as a draft and scheduled; visitors keep the old one until then.
    const launch = { ...fields, title: 'Batch of January: enrolment is open' };
    await adminApi(token, url, { method: 'PUT', body: launch });
    const publishAt = new Date(Date.now() + 40_000);
    const unpublishAt = new Date(publishAt.getTime() + 30_000);
    await schedule(token, 'publish', documentId, publishAt);
    await schedule(token, 'unpublish', documentId, unpublishAt);
    const listed = await adminApi<{ data: { mode: string; entityId: string }[] }>(token, `${E2E.cmsUrl}/publisher/actions?filters[entityId]=${documentId}`);
    expect(listed.data.map((a) => a.mode).sort()).toEqual(['publish', 'unpublish']);

    while (Date.now() < publishAt.getTime() - 3_000) {
      expect(await h1(request, path)).toBe(fields.title);
      await new Promise((r) => setTimeout(r, 2_000));
    }
    // Live within the revalidate period after its hour (the webhook makes it seconds).
    await expect.poll(() => h1(request, path), { timeout: publishAt.getTime() - Date.now() + 15_000 }).toBe(launch.title);
    expect(Date.now()).toBeGreaterThanOrEqual(publishAt.getTime());

    // And gone at the unpublish hour.
    await expect.poll(() => h1(request, path), { timeout: unpublishAt.getTime() - Date.now() + 15_000 }).toBe(404);
    expect(Date.now()).toBeGreaterThanOrEqual(unpublishAt.getTime());
  } finally {
    await adminApi(token, url, { method: 'DELETE' });
  }
});
