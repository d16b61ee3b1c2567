// A CMS webhook event (pages/api/revalidate.ts only checks its secret and hands it here): which
// pages it touches, their regeneration, and their refresh in the proxy cache in front of the
// instances. Only paths the site knows itself are regenerated; none is taken from the request.
import CONTENT_TYPES from '../../shared/contentTypes.json';
import { refreshProxyPage } from '../cache/refresh';
import { selectLayout } from '../layout';
import { logEvent } from '../log';
import { COURSE_LIST_PATHS, SPEC_ROUTES, STATIC_ROUTES, TESTIMONIAL_PATHS } from '../specRoutes';
import { isContentPath } from './fields';
import { refreshOnPublish } from './routes';

type Regenerates = 'every-page' | 'enterprise-pages' | 'its-path-and-course-lists' | 'its-path' | 'testimonial-pages' | 'its-old-path';
/** Which pages a published change of each content type touches (shared with the CMS's public role). */
const REGENERATES = CONTENT_TYPES.regenerates as Record<string, Regenerates>;

/** Single types and collections every page's layout shows (header, footer, popups, contacts). */
export const LAYOUT_CONTENT_UIDS = Object.keys(REGENERATES).filter((uid) => REGENERATES[uid] === 'every-page');

export interface WebhookEvent { event?: unknown; uid?: unknown; model?: unknown; entry?: unknown }

/** Strapi sends `uid` ("api::course.course"); older payloads only `model` ("course"). */
function uidOf(e: WebhookEvent): string {
  if (typeof e.uid === 'string') return e.uid;
  return typeof e.model === 'string' ? `api::${e.model}.${e.model}` : '';
}

/** A field of the webhook's entry, which comes from the request and may be anything. */
const entryField = (entry: unknown, name: string): unknown => (entry && typeof entry === 'object' ? (entry as Record<string, unknown>)[name] : undefined);

/**
 * A marketer's Save on a type with drafts: Strapi 5 sends `entry.update` with the draft, whose
 * `publishedAt` is null. Visitors see none of it, and on layout content it would regenerate every page
 * (a Save, and the update Strapi sends before each Publish from the admin, each did).
 */
const isDraftSave = (event: WebhookEvent) => (event.event === 'entry.update' || event.event === 'entry.create') && entryField(event.entry, 'publishedAt') === null;

/**
 * The known paths to regenerate for one event, de-duplicated, in a stable order. `left`: paths
 * published before the event and not after it (a course renamed or unpublished), which must
 * now answer their redirect or 404.
 */
export function pathsToRevalidate(event: WebhookEvent, known: readonly string[], left: readonly string[] = []): string[] {
  const regenerates = REGENERATES[uidOf(event)];
  // A redirect has no draft: its old path, which the site does not know as a page, answers anew.
  if (regenerates === 'its-old-path') return [...new Set([entryField(event.entry, 'from')].filter(isContentPath))];
  if (isDraftSave(event)) return [];
  const knownSet = new Set(known);
  const pick = (paths: unknown[]) => [...new Set(paths.filter((p): p is string => typeof p === 'string' && knownSet.has(p)))];
  switch (regenerates) {
    case 'every-page': return [...knownSet];
    case 'its-path-and-course-lists': return [...new Set([...pick([entryField(event.entry, 'path'), ...COURSE_LIST_PATHS]), ...left])];
    case 'its-path': return [...new Set([...pick([entryField(event.entry, 'path')]), ...left])];
    case 'testimonial-pages': return pick(TESTIMONIAL_PATHS);
    case 'enterprise-pages': return [...knownSet].filter((p) => selectLayout(p).header === 'enterprise');
    default: return [];
  }
}

/** Regenerations in flight at once: a change of layout content touches every page. */
const CONCURRENCY = 4;
/** Renders of one page asked for one event, at most: one joined, one of its own, one spare. */
const RENDERS_PER_PAGE = 3;

// Next joins an on-demand regeneration to a render of the same page already under way (its
// response cache shares one pending render per page, a visitor's background regeneration
// included), so a publish that arrives mid-render got the page as the CMS had it before: a
// course unpublished at its hour still answered 200 (a fresh-clone run). Every page's
// getStaticProps counts its start here (staticProps.ts); a regeneration whose page has not begun
// a render since the event arrived is asked again. On globalThis: Next bundles API routes and
// pages separately, and both run in the one process.
const renders = globalThis as typeof globalThis & { __mavenRenders?: { count: number; startedAt: Map<string, number> } };
const started = (renders.__mavenRenders ??= { count: 0, startedAt: new Map() });

/** A render of the page at `path` begins (getStaticProps). */
export function noteRenderStart(path: string): void {
  started.count += 1;
  started.startedAt.set(path, started.count);
}

/** Regenerates `path` with a render begun after `since` (a count of render starts). */
async function renderSince(path: string, since: number, revalidate: (path: string) => Promise<void>): Promise<void> {
  for (let i = 0; i < RENDERS_PER_PAGE; i++) {
    await revalidate(path);
    if ((started.startedAt.get(path) ?? 0) > since) return;
  }
}

export interface WebhookAnswer { event: string | null; revalidated: string[]; failed: string[]; proxyFailed?: string[] }

/**
 * Regenerates the pages `event` touches with `revalidate` (Next's res.revalidate) and, with
 * `proxy`, stores each new page in the proxy cache before answering.
 */
export async function revalidateForEvent(
  event: WebhookEvent, revalidate: (path: string) => Promise<void>, proxy?: { url: string; secret: string },
): Promise<WebhookAnswer> {
  // The paths the site knows: the spec's routes, its static pages and what the CMS published
  // before and after this event. Asking for the list again here (on every instance) is what lets
  // a page published a moment ago answer 200 (pages 404 any path the list lacks), and one just
  // unpublished 404.
  const arrivedAt = Date.now();
  const { before, after } = await refreshOnPublish();
  // Renders begun from here on read the content and the published paths as the event left them.
  const since = started.count;
  const known = [...new Set([...SPEC_ROUTES, ...STATIC_ROUTES, ...before, ...after])];
  const queue = pathsToRevalidate(event, known, before.filter((p) => !after.includes(p)));
  const revalidated: string[] = [];
  const failed: string[] = [];
  const proxyFailed: string[] = [];
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      try {
        await renderSince(path, since, revalidate);
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
