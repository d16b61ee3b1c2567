// One way to ask the CMS a query, for layout content and entries alike. The answer comes back as
// its document's type, generated from the CMS's own schema (graphql/generated.ts, `npm run
// codegen`): a GraphQL server answers in its schema's types, and the test command fails when the
// CMS's schema and the checked-in one differ, so no second, hand-written check runs here. The
// door says where the value came from: 'fresh' (the CMS answered now), 'stale' (the CMS did not
// answer; the last answer that held an entry, lastKnownGood) or 'default' (neither: null or the
// partial answer, and the reshapers' defaults apply). Every failure is one JSON log line.
//
// Last known good: the last answer the CMS gave per query, kept in the build's cache folder so
// it outlives the process (pages generated at build time and regenerated later by `next start`
// share it). Bounded: only answers that hold an entry are kept (a scanner's made-up
// paths never reach here, and an empty answer deletes what was kept for its key), at most
// LKG_MAX_ENTRIES in memory, and a file leaves the disk when its entry leaves memory.
// What it buys (issue 37, measured 2026-11-26 with recall() answering null): a published course
// regenerated while the CMS is down came back { notFound: true } — the page turned into a 404 —
// instead of the course (tests/unit/lib/cms/staticProps.test.ts, "serves the last good course");
// layout content fell to the defaults. Next keeps the last page only when getStaticProps throws,
// and a throw where Next holds no page (fallback 'blocking' cache miss, Redis page cache away)
// answers 500, which the site must never do.
//
// Drafts (the admin's Preview, pages router draft mode) are kept apart on purpose: asked with the
// site's read-only preview token (the CMS answers anonymous callers with published content only,
// cms/src/bootstrap/published-only.js), never remembered as last known good nor served to anyone else.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { operationName } from '../../graphql/operations';
import { buildingPages, serverEnv } from '../env';
import { logEvent } from '../log';
import { DRAFT_STATUS, createServerClient } from './apollo';

export type Source = 'fresh' | 'stale' | 'default';
export interface CmsResult<T> { value: T; source: Source }

/** When the CMS did not answer, a page is generated again soon rather than after the full period. */
export const RETRY_SECONDS = 5;

/** The least fresh of several answers: one default answer makes the page a default page. */
export const worstSource = (...sources: Source[]): Source =>
  sources.includes('default') ? 'default' : sources.includes('stale') ? 'stale' : 'fresh';

/**
 * A build renders every page back to back and can outrun a busy CMS: it waits longer than a
 * visitor-facing regeneration would.
 */
export const cmsTimeoutMs = () =>
  buildingPages() ? Math.max(15_000, serverEnv.CMS_TIMEOUT_MS) : serverEnv.CMS_TIMEOUT_MS;

/** `draft`: a client that may read drafts (the admin's Preview). */
export const newCmsClient = (draft = false) =>
  (draft ? newDraftClient(cmsTimeoutMs()) : createServerClient(serverEnv.CMS_URL, cmsTimeoutMs()));

// The page being generated, so a failure log names it without every caller passing it on.
const pagePath = new AsyncLocalStorage<string>();
export const forPage = <T>(path: string, generate: () => Promise<T>): Promise<T> => pagePath.run(path, generate);

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * `client`: pass one when its cache is handed to the browser; otherwise each attempt gets a
 * fresh client. `attempts` > 1 covers a single slow answer. `draft`: ask for drafts (the document's own
 * `$status` variable, with the preview token), outside the last-known-good store.
 */
export async function queryCms<R = Record<string, unknown>, V extends OperationVariables = OperationVariables>(
  query: TypedDocumentNode<R, V> | DocumentNode,
  variables?: V,
  { client, attempts = 1, draft = false }: { client?: ApolloClient; attempts?: number; draft?: boolean } = {},
): Promise<CmsResult<R | null>> {
  const key = JSON.stringify([query.loc?.source.body ?? '', variables ?? {}]);
  // A draft is for one marketer's Preview, asked afresh each time.
  if (draft) return ask<R, V>(key, query, variables, { client, attempts, draft });
  const answer = (await sharing.answers.fetch(`${sharing.generation} ${key}`, {
    context: () => ask(key, query, variables, { attempts, draft: false }),
  })) as CmsResult<R | null>;
  // The popups' client hands its cache to the browser: the shared answer goes into it.
  if (client && answer.source === 'fresh' && answer.value) client.writeQuery({ query: query as DocumentNode, variables, data: answer.value });
  return answer;
}

// Shared answers. A publish of layout content regenerates every page, and every page asks the
// same layout queries (about 11): in a fresh-clone run the CMS was answering 50 queries/s, at
// about 1 s each, while the journeys published. A published answer is shared by the renders that
// ask for it within SHARE_MS (far under the ISR period), and never across a publish: the
// webhook, or the news of a publish from another instance, starts a new generation (routes.ts),
// and an answer asked in an older one is given to no render after it. On globalThis: Next
// bundles API routes and pages separately, and the webhook's new generation must reach the pages.
const SHARE_MS = 3_000;
type Ask = () => Promise<CmsResult<unknown>>;
interface Sharing { generation: number; answers: LRUCache<string, CmsResult<unknown>, Ask> }
const sharingStore = globalThis as typeof globalThis & { __mavenSharedAnswers?: Sharing };
const sharing = (sharingStore.__mavenSharedAnswers ??= {
  generation: 0,
  answers: new LRUCache<string, CmsResult<unknown>, Ask>({
    max: 200,
    ttl: SHARE_MS,
    fetchMethod: async (_key, _stale, { context, options }) => {
      const answer = await context();
      // A failure is given to the renders already waiting for it, and asked again by the next.
      if (answer.source !== 'fresh') options.ttl = 1;
      return answer;
    },
  }),
});

/**
 * A publish: renders from now on ask the CMS again. The older answers are left to expire (a
 * clear would abort the queries still on their way, and fail the renders waiting for them).
 */
export function newContentGeneration(): void {
  sharing.generation += 1;
}

async function ask<R, V extends OperationVariables>(
  key: string,
  query: TypedDocumentNode<R, V> | DocumentNode,
  variables: V | undefined,
  { client, attempts, draft }: { client?: ApolloClient; attempts: number; draft: boolean },
): Promise<CmsResult<R | null>> {
  let partial: R | null = null;
  let error = 'no answer';
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      const asked = draft ? { ...variables, ...DRAFT_STATUS } : variables;
      const result = await (client ?? newCmsClient(draft)).query({ query: query as DocumentNode, variables: asked });
      const data = (result.data ?? null) as R | null;
      if (!result.error && data) {
        // An answer without an entry (an unknown slug) is not kept: it would only fill the disk.
        // A draft is never kept: a later outage must not serve it to visitors.
        if (!draft) remember(key, data);
        return { value: data, source: 'fresh' };
      }
      partial = data ?? partial;
      error = result.error ? message(result.error) : 'empty answer';
    } catch (e) {
      error = message(e); // network error or timeout: try again, then fall back
    }
  }
  // A preview the CMS cannot answer shows defaults: a draft has no last known good.
  const stale = draft ? null : recall<R>(key);
  const source: Source = stale ? 'stale' : 'default';
  logEvent('cms_query_failed', {
    operation: operationName(query),
    path: pagePath.getStore() ?? (typeof variables?.path === 'string' ? variables.path : null),
    error,
    fallback: source,
    ...(draft ? { draft: true } : {}),
  });
  return { value: stale ?? partial, source };
}

// Drafts.
/**
 * A marketer waiting for a preview would rather wait than see defaults: there is no
 * last-known-good to fall back on, so a draft read may take as long as a build's.
 */
const DRAFT_TIMEOUT_MS = 15_000;

/** A client that may read drafts. Never handed to the browser as a client, only its cache. */
function newDraftClient(timeoutMs: number): ApolloClient {
  const token = serverEnv.PREVIEW_API_TOKEN;
  return createServerClient(serverEnv.CMS_URL, Math.max(timeoutMs, DRAFT_TIMEOUT_MS), token ? { authorization: `Bearer ${token}` } : undefined);
}

// Last known good.
/** Layout content (~10 queries) + two per published entry (≤ 400 routes) fit with room to spare. */
export const LKG_MAX_ENTRIES = 1000;

const dir = () => path.join(process.cwd(), serverEnv.NEXT_DIST_DIR, 'cache', 'cms-last-known-good');
const file = (key: string) => path.join(dir(), `${createHash('sha1').update(key).digest('hex')}.json`);
const removeFile = (key: string) => { try { rmSync(file(key), { force: true }); } catch { /* read-only disk */ } };

const memory = new LRUCache<string, object>({
  max: LKG_MAX_ENTRIES,
  // Evicted from memory → off the disk too, so the folder never holds more than `max` files.
  dispose: (_value, key, reason) => { if (reason === 'evict') removeFile(key); },
});

/** True when an answer holds at least one entry: a single type with data, or a non-empty collection. */
export function holdsEntry(data: unknown): boolean {
  if (!data || typeof data !== 'object') return false;
  return Object.values(data).some((field) => {
    const inner = field && typeof field === 'object' && 'data' in field ? (field as { data: unknown }).data : field;
    return Array.isArray(inner) ? inner.length > 0 : inner !== null && inner !== undefined;
  });
}

/** Keeps an answer that holds an entry; an empty one forgets the key (the entry is gone). */
export function remember(key: string, value: unknown): void {
  if (!holdsEntry(value)) return forget(key);
  memory.set(key, value as object);
  try {
    mkdirSync(dir(), { recursive: true });
    writeFileSync(file(key), JSON.stringify(value));
  } catch { /* read-only disk: memory still helps */ }
}

function forget(key: string): void {
  memory.delete(key);
  removeFile(key);
}

export function recall<T>(key: string): T | null {
  const kept = memory.get(key);
  if (kept) return kept as T;
  try {
    const value = JSON.parse(readFileSync(file(key), 'utf8')) as T;
    // A file from an older store may hold an empty answer: it is not worth keeping.
    if (!holdsEntry(value)) {
      forget(key);
      return null;
    }
    memory.set(key, value as object);
    return value;
  } catch {
    return null;
  }
}

/** Tests: start from an empty memory (the files stay). */
export const resetMemory = () => memory.clear();
