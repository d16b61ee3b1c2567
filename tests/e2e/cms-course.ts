// A course entry edited the way the CMS admin panel does it (revalidate and cluster specs).
import { adminApi, entryUrl, readEntry } from './cms';
import { E2E } from './ports';

const COURSE_UID = 'api::course.course';

/** The course at a path: its entry's URL in the admin panel's HTTP API, and its current fields. */
export async function courseEntry(token: string, path: string) {
  const list = await adminApi<{ results?: { documentId: string }[] }>(
    token,
    `${E2E.cmsUrl}/content-manager/collection-types/${COURSE_UID}?page=1&pageSize=10&filters[$and][0][path][$eq]=${encodeURIComponent(path)}`,
  );
  const documentId = list.results?.[0]?.documentId;
  if (!documentId) throw new Error(`no course at ${path}: ${JSON.stringify(list).slice(0, 300)}`);
  const url = entryUrl(COURSE_UID, documentId);
  return { url, data: await readEntry<Record<string, unknown>>(token, url) };
}
