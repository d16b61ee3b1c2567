// The paths the CMS publishes and the site's redirects, asked once and kept, so a made-up path
// costs no CMS query; and the news of a publish passed to every instance. The other two
// concerns about paths live beside it: which pages a webhook event regenerates (./webhook.ts)
// and where the admin's Preview may lead (./preview.ts).
import { buildingPages, serverEnv } from '../env';
import { listContentRoutes, listRedirects } from './index';
import { newContentGeneration, RETRY_SECONDS } from './query';
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
        newContentGeneration();
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
  newContentGeneration();
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
