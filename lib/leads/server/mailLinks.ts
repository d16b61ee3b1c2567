// The document a download's acknowledgement links to: the file the free resource library's
// entry in the CMS gives for the download id (served by this origin's media proxy), else the
// library's page. The library's documents are asked once a minute, not once per email.
import { getPage } from '../../cms';
import type { PageDocument } from '../../cms/types';
import { DOWNLOAD_ENDPOINTS, DOWNLOAD_TYPES } from '../downloads';
import { RESOURCES } from '../resources';
import { dataOf } from './adConsent';
import type { LeadRow } from './queue';

/** The free resource library (lib/specRoutes STATIC_ROUTES), where every gated document is offered. */
export const LIBRARY_PATH = '/vlsi/free-vlsi-training-courses';
const CACHE_MS = 60_000;

let library: { documents: Record<string, PageDocument>; until: number } | null = null;
async function libraryDocuments(): Promise<Record<string, PageDocument>> {
  if (library && Date.now() < library.until) return library.documents;
  const page = await getPage(LIBRARY_PATH);
  // A failed read keeps what was known; it is asked again at the next email.
  if (page.source === 'default' && library) return library.documents;
  library = { documents: page.value?.documents ?? {}, until: page.source === 'fresh' ? Date.now() + CACHE_MS : 0 };
  return library.documents;
}

/** A download's document, title and absolute link; null for anything but a download. */
export async function downloadDocument(lead: Pick<LeadRow, 'path' | 'body'>, siteUrl: string): Promise<{ title: string; url: string } | null> {
  const type = DOWNLOAD_TYPES.find((t) => DOWNLOAD_ENDPOINTS[t] === lead.path);
  if (!type) return null;
  const id = String((dataOf(lead) as { id?: unknown }).id ?? '');
  const resource = RESOURCES.find((r) => r.type === type && r.id === id) ?? RESOURCES.find((r) => r.type === type);
  const doc = (await libraryDocuments())[id || resource?.id || ''];
  const title = doc?.title || resource?.title || 'your document';
  return { title, url: new URL(doc?.file?.url ?? LIBRARY_PATH, siteUrl).toString() };
}
