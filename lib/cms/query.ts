// One way to ask the CMS a query, for furniture and content alike. The answer is parsed once
// here with its operation's schema (graphql/results.ts), so callers get a typed value, and the
// door says where the value came from: 'fresh' (the CMS answered now), 'stale' (the CMS did not
// answer; the last answer that held an entry, lastKnownGood) or 'default' (neither: null or the
// partial answer, and the reshapers' defaults apply). Every failure is one JSON log line.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { operationName, operationOf } from '../../graphql/operations';
import { buildingPages, serverEnv } from '../env';
import { logEvent } from '../log';
import { createServerClient } from './apollo';
import { newDraftClient, queryDraft } from './draft';
import { recall, remember } from './lastKnownGood';

export type Data = Record<string, unknown> | null;
export type Source = 'fresh' | 'stale' | 'default';
export interface CmsResult<T> { value: T; source: Source }

/** The least fresh of several answers: one default answer makes the page a default page. */
export const worstSource = (...sources: Source[]): Source =>
  sources.includes('default') ? 'default' : sources.includes('stale') ? 'stale' : 'fresh';

/**
 * A build renders every page back to back and can outrun a busy CMS: it waits longer than a
 * visitor-facing regeneration would.
 */
export const cmsTimeoutMs = () =>
  buildingPages() ? Math.max(15_000, serverEnv.CMS_TIMEOUT_MS) : serverEnv.CMS_TIMEOUT_MS;

/** `draft`: a client that may read drafts (the admin's Preview, lib/cms/draft.ts). */
export const newCmsClient = (draft = false) => (draft ? newDraftClient(cmsTimeoutMs()) : createServerClient(serverEnv.CMS_URL, cmsTimeoutMs()));

// The page being generated, so a failure log names it without every caller passing it on.
const pagePath = new AsyncLocalStorage<string>();
export const forPage = <T>(path: string, generate: () => Promise<T>): Promise<T> => pagePath.run(path, generate);

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * `client`: pass one when its cache is handed to the browser; otherwise each attempt gets a
 * fresh client. `attempts` > 1 covers a single slow answer. A document not registered in
 * graphql/operations.ts is passed through unparsed. `draft`: ask for drafts, outside the
 * last-known-good store (lib/cms/draft.ts).
 */
export async function queryCms<R = Record<string, unknown>, V extends OperationVariables = OperationVariables>(
  query: TypedDocumentNode<R, V> | DocumentNode,
  variables?: V,
  { client, attempts = 1, draft = false }: { client?: ApolloClient; attempts?: number; draft?: boolean } = {},
): Promise<CmsResult<R | null>> {
  if (draft) return queryDraft<R>(query, variables, client ?? newCmsClient(true), attempts);
  const operation = operationOf(query);
  const key = JSON.stringify([query.loc?.source.body ?? '', variables ?? {}]);
  let partial: R | null = null;
  let error = 'no answer';
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      const result = await (client ?? newCmsClient()).query({ query: query as DocumentNode, variables });
      const parsed = result.data && operation ? operation.result.safeParse(result.data) : null;
      if (parsed && !parsed.success) throw new Error(`answer does not match ${operation!.name}: ${parsed.error.issues[0]?.message}`);
      const data = (parsed ? parsed.data : result.data ?? null) as R | null;
      if (!result.error && data) {
        // An answer without an entry (an unknown slug) is not kept: it would only fill the disk.
        remember(key, data);
        return { value: data, source: 'fresh' };
      }
      partial = data ?? partial;
      error = result.error ? message(result.error) : 'empty answer';
    } catch (e) {
      error = message(e); // network error, timeout or a malformed answer: try again, then fall back
    }
  }
  const stale = recall<R>(key);
  const source: Source = stale ? 'stale' : 'default';
  logEvent('cms_query_failed', {
    operation: operationName(query),
    path: pagePath.getStore() ?? (typeof variables?.path === 'string' ? variables.path : null),
    error,
    fallback: source,
  });
  return { value: stale ?? partial, source };
}
