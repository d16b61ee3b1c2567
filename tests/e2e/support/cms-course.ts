// A course entry edited the way the CMS admin panel does it (revalidate and cluster specs).
import { expect, type APIRequestContext } from '@playwright/test';
import { adminApi, entryUrl, readEntry } from './cms';
import { E2E, SETTLE_MS } from './ports';

const COURSE_UID = 'api::course.course';
export const REDIRECT_UID = 'api::redirect.redirect';
export const collection = (uid: string) => `${E2E.cmsUrl}/content-manager/collection-types/${uid}`;

/** Status and Location of one request, not followed. */
export async function hop(request: APIRequestContext, url: string) {
  const res = await request.get(url, { maxRedirects: 0 });
  return { status: res.status(), location: res.headers().location ?? null };
}

/** The redirects the CMS holds from these paths, as the admin lists them. */
export async function storedRedirects(token: string, froms: string[]) {
  const filters = froms.map((f, i) => `filters[$or][${i}][from][$eq]=${encodeURIComponent(f)}`).join('&');
  const list = await adminApi<{ results: { documentId: string; from: string; to: string; permanent: boolean }[] }>(token, `${collection(REDIRECT_UID)}?page=1&pageSize=50&${filters}`);
  return list.results;
}

export async function deleteRedirects(token: string, froms: string[]) {
  for (const r of await storedRedirects(token, froms)) await adminApi(token, entryUrl(REDIRECT_UID, r.documentId), { method: 'DELETE' });
}

/** A course created and published for one test; the caller renames and deletes it. */
export async function publishedCourse(token: string, request: APIRequestContext, path: string) {
  const fields = { path, category: 'online', title: `A course that moves (${path})` };
  const created = await adminApi<{ data: { documentId: string } }>(token, collection(COURSE_UID), { method: 'POST', body: fields });
  const url = entryUrl(COURSE_UID, created.data.documentId);
  await adminApi(token, `${url}/actions/publish`, { method: 'POST', body: fields });
  await expect.poll(async () => (await request.get(path)).status(), { timeout: SETTLE_MS }).toBe(200);
  return { url, fields };
}

/** The course or page at a path: its entry's URL in the admin panel's HTTP API, and its current fields. */
export async function entryAt(token: string, path: string, uid = COURSE_UID) {
  const list = await adminApi<{ results?: { documentId: string }[] }>(token, `${collection(uid)}?page=1&pageSize=10&filters[$and][0][path][$eq]=${encodeURIComponent(path)}`);
  const documentId = list.results?.[0]?.documentId;
  if (!documentId) throw new Error(`no ${uid} at ${path}: ${JSON.stringify(list).slice(0, 300)}`);
  const url = entryUrl(uid, documentId);
  return { url, data: await readEntry<Record<string, unknown>>(token, url) };
}

export const courseEntry = (token: string, path: string) => entryAt(token, path);
