// A course entry edited the way the CMS admin panel does it (revalidate and cluster specs).
import { E2E } from './ports';

const COURSE_UID = 'api::course.course';

export async function courseDocument(token: string, path: string) {
  const headers = { authorization: `Bearer ${token}` };
  const url = `${E2E.cmsUrl}/content-manager/collection-types/${COURSE_UID}?page=1&pageSize=10&filters[$and][0][path][$eq]=${encodeURIComponent(path)}`;
  const list = await (await fetch(url, { headers })).json();
  const documentId = list.results?.[0]?.documentId;
  if (!documentId) throw new Error(`no course at ${path}: ${JSON.stringify(list).slice(0, 300)}`);
  const doc = await (await fetch(`${E2E.cmsUrl}/content-manager/collection-types/${COURSE_UID}/${documentId}`, { headers })).json();
  return { documentId, data: doc.data as Record<string, unknown> };
}

/** What the admin panel does on "Save" then "Publish" for a collection entry. */
export async function saveAndPublish(token: string, documentId: string, data: Record<string, unknown>) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const base = `${E2E.cmsUrl}/content-manager/collection-types/${COURSE_UID}/${documentId}`;
  const saved = await fetch(base, { method: 'PUT', headers, body: JSON.stringify(data) });
  if (!saved.ok) throw new Error(`save failed: ${saved.status} ${await saved.text()}`);
  const published = await fetch(`${base}/actions/publish`, { method: 'POST', headers, body: JSON.stringify(data) });
  if (!published.ok) throw new Error(`publish failed: ${published.status} ${await published.text()}`);
}
