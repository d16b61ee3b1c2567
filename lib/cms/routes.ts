// Which paths the site serves and where a request about a path may lead: the published routes
// and redirects (kept, so a made-up path costs no CMS query), the pages a CMS webhook event
// touches, and the admin's Preview target. Every path used here is one the site looked up
// itself; none is echoed from a request, so no route can be pointed at an arbitrary path.
import CONTENT_TYPES from '../../shared/contentTypes.json';
import { POPUP_SLUGS, PREVIEW_POPUP_PARAM } from '../constants';
import { buildingPages, serverEnv } from '../env';
import { selectLayout } from '../layout';
import { COURSE_LIST_PATHS, OWN_PAGE_PATHS, TESTIMONIAL_PATHS } from '../specRoutes';
import { isContentPath } from './fields';
import { getContent, listContentRoutes, listRedirects } from './index';
import { RETRY_SECONDS } from './query';
import type { ContentKind, Redirect } from './types';

// Published routes and redirects: the paths the CMS publishes, asked once and kept, so a path
// that is not among them answers 404 without a CMS query (a scanner trying 10,000 made-up paths
// once cost two CMS queries each). The list is asked again at most once per ISR period (sooner while the CMS
// is failing) and at once by the publish webhook (pages/api/revalidate.ts), so a page
// published a moment ago is known before its regeneration asks for it. The site's redirects
// are kept beside them for the same reason: an old path costs no query either.
interface KnownRoutes {
  /** path → collection; null while the CMS has never given a list (then every path is asked). */
  routes: Map<string, ContentKind> | null;
  /** from → redirect; kept when the CMS fails (or lacks the collection). */
  redirects: Map<string, Redirect>;
  expiresAt: number;
  refreshing: Promise<void> | null;
}

// On globalThis: Next bundles API routes and pages separately, and the webhook's refresh must
// reach the pages' getStaticProps in the same process.
const store = globalThis as typeof globalThis & { __mavenKnownRoutes?: KnownRoutes };
const state: KnownRoutes = (store.__mavenKnownRoutes ??= { routes: null, redirects: new Map(), expiresAt: 0, refreshing: null });

async function refresh(): Promise<void> {
  listenForPublishes();
  const [answer, redirects] = await Promise.all([listContentRoutes(), listRedirects()]);
  if (answer.source !== 'default') state.routes = new Map(answer.value.map((r) => [r.path, r.kind]));
  if (redirects.source !== 'default') state.redirects = new Map(redirects.value.map((r) => [r.from, r]));
  const seconds = answer.source === 'fresh' ? serverEnv.CMS_REVALIDATE_SECONDS : RETRY_SECONDS;
  state.expiresAt = Date.now() + seconds * 1000;
}

/** The published paths. `force`: ask the CMS now, after any request already on its way. */
export async function knownRoutes({ force = false } = {}): Promise<ReadonlyMap<string, ContentKind> | null> {
  if (force && state.refreshing) await state.refreshing;
  if (force || Date.now() >= state.expiresAt) {
    state.refreshing ??= refresh().finally(() => { state.refreshing = null; });
    await state.refreshing;
  }
  return state.routes;
}

/**
 * Which collection publishes `path`: 'course', 'page', null (not published: 404 without
 * asking) or undefined (no list yet: ask the CMS for this path).
 */
export async function publishedKind(path: string): Promise<ContentKind | null | undefined> {
  const routes = await knownRoutes();
  return routes ? routes.get(path) ?? null : undefined;
}

/** The redirect from `path` (an old path of a renamed course or page, or one a marketer made), if any. */
export async function redirectFrom(path: string): Promise<Redirect | undefined> {
  await knownRoutes();
  return state.redirects.get(path);
}

/** The published course paths (the route loader's course skeleton); null while the CMS has given no list. */
export async function publishedCoursePaths(): Promise<string[] | null> {
  const routes = await knownRoutes();
  return routes ? [...routes].filter(([, kind]) => kind === 'course').map(([path]) => path).sort() : null;
}

// Many instances: the CMS's webhook reaches one of them (through the proxy), yet each keeps its
// own list, and one that did not hear of a publish answered 404 for the new page until its list
// expired (a full ISR period). With REDIS_URL the instance that got the webhook says so on a
// channel every instance listens to, and each asks the CMS again at once.
const PUBLISHED_CHANNEL = 'maven:published-routes';
/** This process, so that it does not ask the CMS a second time for its own announcement. */
const SELF = `${process.pid}-${Math.random().toString(36).slice(2)}`;
const redis = globalThis as typeof globalThis & { __mavenPublishRedis?: { subscriber: Promise<unknown>; publisher: Promise<import('ioredis').default> } };

/** Subscribes this process to the channel once (no Redis: nothing to do). A Redis that is down only delays the news to the ISR period. */
function listenForPublishes(): void {
  const url = serverEnv.REDIS_URL;
  // `next build` renders pages too, and has no instance to tell.
  if (!url || redis.__mavenPublishRedis || buildingPages()) return;
  const client = async (offlineQueue: boolean) => {
    const { default: Redis } = await import('ioredis');
    const c = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000, enableOfflineQueue: offlineQueue });
    c.on('error', () => { /* the ISR period still refreshes the list */ });
    return c;
  };
  redis.__mavenPublishRedis = {
    // No offline queue: with Redis away the webhook's answer does not wait for it.
    publisher: client(false),
    subscriber: client(true).then(async (c) => {
      c.on('message', (_channel: string, from: string) => {
        if (from === SELF) return;
        void knownRoutes({ force: true }).catch(() => {});
      });
      await c.subscribe(PUBLISHED_CHANNEL);
      return c;
    }).catch(() => undefined),
  };
}

/**
 * The publish webhook reached this instance: ask the CMS now (after any request already on its
 * way) and tell every other instance to do the same. Answers the paths published before and after.
 */
export async function refreshOnPublish(): Promise<{ before: string[]; after: string[] }> {
  const before = [...((await knownRoutes()) ?? new Map()).keys()];
  const after = [...((await knownRoutes({ force: true })) ?? new Map()).keys()];
  const publisher = redis.__mavenPublishRedis?.publisher;
  if (publisher) await publisher.then((c) => c.publish(PUBLISHED_CHANNEL, SELF)).catch(() => {});
  return { before, after };
}

/** Tests: forget the list. */
export function resetKnownRoutes(): void {
  state.routes = null;
  state.redirects = new Map();
  state.expiresAt = 0;
  state.refreshing = null;
}

// CMS webhook events (pages/api/revalidate.ts).
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
export const entryField = (entry: unknown, name: string): unknown => (entry && typeof entry === 'object' ? (entry as Record<string, unknown>)[name] : undefined);

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

// The admin's Preview (pages/api/preview.ts, exit-preview.ts).
const POPUPS: readonly string[] = Object.values(POPUP_SLUGS);

/** The local URL to preview, or null when the site does not know the path (or the popup). */
export async function previewTarget(path: unknown, popup: unknown): Promise<string | null> {
  if (typeof path !== 'string') return null;
  let known = OWN_PAGE_PATHS.find((p) => p === path) ?? null;
  if (!known) {
    // The draft: a course a marketer has not published yet can be previewed too.
    const content = await getContent(path, { draft: true });
    known = content.value ? (content.value.kind === 'course' ? content.value.course.path : content.value.page.path) : null;
  }
  if (!known) return null;
  if (popup === undefined) return known;
  const slug = POPUPS.find((s) => s === popup);
  return slug ? `${known}?${PREVIEW_POPUP_PARAM}=${slug}` : null;
}

/** Next's draft-mode cookie (pages router). */
const DRAFT_COOKIE = '__prerender_bypass';

/**
 * Ends draft mode without telling anyone the draft-mode id. Next's `setDraftMode({ enable: false })`
 * expires the cookie with its real value, the build's secret draft id: sent back as the cookie it
 * puts any page in draft mode, and as `x-prerender-revalidate` it regenerates any page. An empty
 * value with the same attributes deletes the cookie as well.
 */
export function leaveDraftMode(res: { setHeader(name: string, value: string[]): unknown }): void {
  res.setHeader('Set-Cookie', [`${DRAFT_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=None`]);
}

/** A same-site path to return to after leaving preview (pages/api/exit-preview.ts); anything else goes home. */
export const safeReturnPath = (path: unknown): string =>
  typeof path === 'string' && path.startsWith('/') && /^(\/[A-Za-z0-9_-]+)*\/?$/.test(path) ? path : '/';
