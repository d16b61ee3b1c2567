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

/** Renders at once on this instance, whatever the events: two layout changes at once must not
 *  take the CPU and the CMS twice over from the page a marketer waits for. */
const CONCURRENCY = 4;
/** What a change of layout content regenerates: too many pages to render each twice. */
const MANY_PAGES = new Set<Regenerates | undefined>(['every-page', 'enterprise-pages', 'pages-with-its-popup']);

interface Wanted { named: boolean; revalidate: (path: string) => Promise<void>; done: Promise<void>; settle: (error?: unknown) => void }
// This instance's regenerations by path, waiting and rendering (docs/freshness.md, step 4): later
// events join a wait; a page an entry names goes first; a page rendering is rendered again after.
const waiting = new Map<string, Wanted>();
const rendering = new Set<string>();

function startRenders(): void {
  while (rendering.size < CONCURRENCY) {
    const free = [...waiting].filter(([path]) => !rendering.has(path));
    const [path, wanted] = free.find(([, w]) => w.named) ?? free[0] ?? [];
    if (!path || !wanted) return;
    waiting.delete(path);
    rendering.add(path);
    const render = async () => { await wanted.revalidate(path); if (wanted.named) await wanted.revalidate(path); };
    void render().then(() => wanted.settle(), (error: unknown) => wanted.settle(error ?? new Error(`${path} not regenerated`)))
      .finally(() => { rendering.delete(path); startRenders(); });
  }
}

/** `path` regenerated from a render begun after this event, as far as this instance can tell;
 *  `named` (a page the entry names): twice, also past a visitor's render under way, unseen here. */
function regenerate(path: string, revalidate: (path: string) => Promise<void>, named: boolean): Promise<void> {
  const joined = waiting.get(path);
  if (joined) return Object.assign(joined, { named: joined.named || named, revalidate }).done;
  let settle: Wanted['settle'] = () => {};
  const done = new Promise<void>((resolve, reject) => { settle = (error) => (error === undefined ? resolve() : reject(error)); });
  waiting.set(path, { named, revalidate, done, settle });
  startRenders();
  return done;
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
  const paths = pathsToRevalidate(event, known);
  const regenerates = REGENERATES[uidOf(event)];
  const revalidated: string[] = [];
  const failed: string[] = [];
  const proxyFailed: string[] = [];
  await Promise.all(paths.map(async (path) => {
    // Failed: e.g. an unpublished entry whose page is now a 404, nothing left to regenerate.
    const ok = await regenerate(path, revalidate, !MANY_PAGES.has(regenerates)).then(() => true, () => false);
    (ok ? revalidated : failed).push(path);
    if (ok && proxy && !(await refreshProxyPage(proxy.url, proxy.secret, path))) proxyFailed.push(path);
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
