// The paths the CMS publishes, asked once and kept, so a path that is not among them answers
// 404 without a CMS query (issue 11.4: a scanner trying 10,000 made-up paths cost two CMS
// queries each). The list is asked again at most once per ISR period (sooner while the CMS
// is failing) and at once by the publish webhook (pages/api/revalidate.ts), so a page
// published a moment ago is known before its regeneration asks for it. The site's redirects
// (issue 20.6) are kept beside them for the same reason: an old path costs no query either.
import { serverEnv } from '../env';
import { listContentRoutes, listRedirects } from './content';
import type { ContentKind, Redirect } from './contentTypes';
import { RETRY_SECONDS } from './staticProps';

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

/** Tests: forget the list. */
export function resetKnownRoutes(): void {
  state.routes = null;
  state.redirects = new Map();
  state.expiresAt = 0;
  state.refreshing = null;
}
