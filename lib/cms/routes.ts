// The paths the CMS publishes and the site's redirects: a shield, so that a made-up path costs no
// CMS query (a scanner trying 10,000 made-up paths once cost two CMS queries each). It decides
// nothing about what a published page shows (docs/freshness.md): the list is asked again whenever
// it is older than RETRY_SECONDS, so a path published a moment ago is known within seconds on
// every instance without any message between them, and the publish webhook's regenerations do
// not consult it (staticProps.ts). Kept in this module's memory, per process; an instance that
// has never had a list asks the CMS for each path.
import { listContentRoutes, listRedirects } from './index';
import { RETRY_SECONDS } from './query';
import type { ContentKind, Redirect } from './types';

interface KnownRoutes {
  /** path → collection. */
  routes: Map<string, ContentKind>;
  /** from → redirect. */
  redirects: Map<string, Redirect>;
}

let known: KnownRoutes | null = null;
let askedAt = 0;
let asking: Promise<void> | null = null;

async function ask(): Promise<void> {
  const [routes, redirects] = await Promise.all([listContentRoutes(), listRedirects()]);
  askedAt = Date.now();
  // A CMS that does not answer leaves the list it gave last: the shield stays up in an outage.
  if (routes.source !== 'fresh') return;
  known = {
    routes: new Map(routes.value.map((r) => [r.path, r.kind])),
    redirects: redirects.source === 'fresh' ? new Map(redirects.value.map((r) => [r.from, r])) : known?.redirects ?? new Map(),
  };
}

/** The list; `fresh`: asked now (after any request already on its way), else at most
 *  RETRY_SECONDS old. Null: the CMS has never given one. */
async function knownRoutes({ fresh = false } = {}): Promise<KnownRoutes | null> {
  if (fresh && asking) await asking;
  if (fresh || Date.now() - askedAt >= RETRY_SECONDS * 1000) {
    asking ??= ask().finally(() => { asking = null; });
    await asking;
  }
  return known;
}

/** Which collection publishes `path`: 'course', 'page', null (not published: 404 without
 *  asking) or undefined (no list yet: ask the CMS for this path). `wait: false`: from the list held
 *  now, asked again behind the answer when it is old (a visit beacon never waits on the CMS). */
export async function publishedKind(path: string, { wait = true } = {}): Promise<ContentKind | null | undefined> {
  const asked = knownRoutes();
  if (!wait && known) {
    asked.catch(() => undefined);
    return known.routes.get(path) ?? null;
  }
  const list = await asked;
  return list ? list.routes.get(path) ?? null : undefined;
}

/** Every published path and its collection, from the list held (asked again when old); null while the CMS has given none. */
export async function publishedRoutes(): Promise<ReadonlyMap<string, ContentKind> | null> {
  return (await knownRoutes())?.routes ?? null;
}

/** The redirect from `path` (an old path of a renamed course or page, or one a marketer made), if any. `fresh`: from a list asked now. */
export async function redirectFrom(path: string, { fresh = false } = {}): Promise<Redirect | undefined> {
  return (await knownRoutes({ fresh }))?.redirects.get(path);
}

/** The published course paths (the route loader's course skeleton); null while the CMS has given no list. */
export async function publishedCoursePaths(): Promise<string[] | null> {
  const list = await knownRoutes();
  return list ? [...list.routes].filter(([, kind]) => kind === 'course').map(([path]) => path).sort() : null;
}

/** Tests: forget the list. */
export function resetKnownRoutes(): void {
  known = null;
  askedAt = 0;
  asking = null;
}
