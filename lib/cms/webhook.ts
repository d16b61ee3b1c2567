// A CMS webhook event (pages/api/revalidate.ts only checks its secret and hands it here): which
// pages it touches, their regeneration into the page store every instance reads, and their
// refresh in the proxy cache in front of the instances (docs/freshness.md). Every page a type
// touches is one the site knows (its own routes and what the CMS publishes now); an entry's own
// path comes from the CMS's event, behind the webhook's secret, and only as a content path.
import CONTENT_TYPES from '../../shared/contentTypes.json';
import { refreshProxyPage } from '../cache/refresh';
import { popupSlugsOf, selectLayout } from '../layout';
import { logEvent } from '../log';
import { COURSE_LIST_PATHS, SPEC_ROUTES, STATIC_ROUTES, TESTIMONIAL_PATHS } from '../specRoutes';
import { isContentPath } from './fields';
import { listContentRoutes } from './index';

type Regenerates = 'every-page' | 'enterprise-pages' | 'pages-with-its-popup' | 'its-path-and-course-lists' | 'its-path' | 'testimonial-pages' | 'its-old-path';
/** Which pages a published change of each content type touches (shared with the CMS's public role). */
const REGENERATES = CONTENT_TYPES.regenerates as Record<string, Regenerates>;

export interface WebhookEvent { event?: unknown; uid?: unknown; model?: unknown; entry?: unknown }

/** Strapi sends `uid` ("api::course.course"); older payloads only `model` ("course"). */
function uidOf(e: WebhookEvent): string {
  if (typeof e.uid === 'string') return e.uid;
  return typeof e.model === 'string' ? `api::${e.model}.${e.model}` : '';
}

/** A field of the webhook's entry, which comes from the request and may be anything. */
const entryField = (entry: unknown, name: string): unknown => (entry && typeof entry === 'object' ? (entry as Record<string, unknown>)[name] : undefined);

/** A marketer's Save on a type with drafts: Strapi 5 sends `entry.update` with the draft, whose
 *  `publishedAt` is null. Visitors see none of it, and on layout content it would regenerate every page
 *  (a Save, and the update Strapi sends before each Publish from the admin, each did). */
const isDraftSave = (event: WebhookEvent) => (event.event === 'entry.update' || event.event === 'entry.create') && entryField(event.entry, 'publishedAt') === null;

/** The paths to regenerate for one event, de-duplicated, in a stable order. `known`: the site's
 *  own routes and the paths the CMS publishes now. The entry's own path counts even when it is
 *  published no more (unpublished: it must now answer 404). */
export function pathsToRevalidate(event: WebhookEvent, known: readonly string[]): string[] {
  const regenerates = REGENERATES[uidOf(event)];
  // A redirect has no draft: its old path, which the site does not know as a page, answers anew.
  if (regenerates === 'its-old-path') return [...new Set([entryField(event.entry, 'from')].filter(isContentPath))];
  if (isDraftSave(event)) return [];
  const knownSet = new Set(known);
  const own = [entryField(event.entry, 'path')].filter(isContentPath);
  const pick = (paths: unknown[]) => [...new Set(paths.filter((p): p is string => typeof p === 'string' && knownSet.has(p)))];
  switch (regenerates) {
    case 'every-page': return [...knownSet];
    case 'its-path-and-course-lists': return [...new Set([...own, ...pick(COURSE_LIST_PATHS)])];
    case 'its-path': return own;
    case 'testimonial-pages': return pick(TESTIMONIAL_PATHS);
    case 'enterprise-pages': return [...knownSet].filter((p) => selectLayout(p).header === 'enterprise');
    // A slug no page carries (renamed: the one it had is unknown here) may have left any page's popup.
    case 'pages-with-its-popup': {
      const slug = String(entryField(event.entry, 'slug'));
      const carrying = [...knownSet].filter((p) => popupSlugsOf(selectLayout(p)).some((own) => own === slug));
      return carrying.length > 0 ? carrying : [...knownSet];
    }
    default: return [];
  }
}

/** Regenerations in flight at once: a change of layout content touches every page. */
const CONCURRENCY = 4;
/** What a change of layout content regenerates: too many pages to render each twice. */
const MANY_PAGES = new Set<Regenerates | undefined>(['every-page', 'enterprise-pages', 'pages-with-its-popup']);

// This instance's webhook regenerations in flight, by path. Next joins an on-demand regeneration
// to a render of the same page already under way (its response cache shares one render per page),
// and one begun for an earlier event read the CMS before this one (a header and a course published
// at the same hour: the course's unpublish joined the header's render of the course page, which
// still answered 200). A later event waits for it and regenerates the page again. Module state of
// the webhook's own route: nothing else reads or writes it.
const regenerating = new Map<string, Promise<void>>();

/** `path` regenerated from a render begun after this event, as far as this instance can tell.
 *  `twice`: also past a visitor's render of it under way (after its period), which nothing here
 *  sees: for the few pages an entry names itself, not for every page of a layout change. */
async function regenerate(path: string, revalidate: (path: string) => Promise<void>, twice: boolean): Promise<void> {
  const earlier = regenerating.get(path);
  const mine = (async () => {
    if (earlier) await earlier.catch(() => {});
    await revalidate(path);
    if (twice) await revalidate(path);
  })();
  regenerating.set(path, mine);
  try {
    await mine;
  } finally {
    if (regenerating.get(path) === mine) regenerating.delete(path);
  }
}

export interface WebhookAnswer { event: string | null; revalidated: string[]; failed: string[]; proxyFailed?: string[] }

/** Regenerates the pages `event` touches with `revalidate` (Next's res.revalidate) and, with
 *  `proxy`, stores each new page in the proxy cache before answering. */
export async function revalidateForEvent(
  event: WebhookEvent, revalidate: (path: string) => Promise<void>, proxy?: { url: string; secret: string },
): Promise<WebhookAnswer> {
  const arrivedAt = Date.now();
  const published = await listContentRoutes();
  const known = [...new Set([...SPEC_ROUTES, ...STATIC_ROUTES, ...published.value.map((r) => r.path)])];
  const queue = pathsToRevalidate(event, known);
  const regenerates = REGENERATES[uidOf(event)];
  const revalidated: string[] = [];
  const failed: string[] = [];
  const proxyFailed: string[] = [];
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      try {
        await regenerate(path, revalidate, !MANY_PAGES.has(regenerates));
      } catch {
        // e.g. an unpublished entry whose page is now a 404: nothing left to regenerate.
        failed.push(path);
        continue;
      }
      revalidated.push(path);
      if (proxy && !(await refreshProxyPage(proxy.url, proxy.secret, path))) proxyFailed.push(path);
    }
  }));
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  // One line per webhook call: which entry, and how many pages a publish cost and how long it took
  // (a scheduled one must cost one call, as a manual one).
  logEvent('revalidated', {
    cmsEvent: str(event.event), uid: str(event.uid) ?? str(event.model), documentId: str(entryField(event.entry, 'documentId')),
    revalidated: revalidated.length, failed: failed.length, ms: Date.now() - arrivedAt,
  });
  const answer = { event: str(event.event), revalidated: revalidated.sort(), failed: failed.sort() };
  return proxy ? { ...answer, proxyFailed: proxyFailed.sort() } : answer;
}
