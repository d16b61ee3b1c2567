// One way to ask the CMS a query, for layout content and entries alike. The answer comes back as
// its document's type, generated from the CMS's schema (graphql/generated.ts, `npm run codegen`):
// the test command fails when the CMS's schema and the checked-in one differ, so no hand-written
// check runs here. The door says 'fresh', or 'default' (no answer: null or the partial one, and the
// reshapers' defaults apply); every failure is one JSON log line. Nothing here remembers an answer:
// what a page does without one is staticProps.ts's (docs/freshness.md). Drafts (the admin's Preview)
// are asked with the read-only preview token: the CMS answers anonymous callers with published
// content only (cms/src/bootstrap/published-only.js).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { operationName } from '../../graphql/operations';
import { buildingPages, serverEnv } from '../env';
import { logEvent } from '../log';
import { DRAFT_STATUS, createServerClient } from './apollo';

/** 'stale': what a reader that keeps its own last answer says of it (the lead mail's texts, mail.ts); queryCms never does. */
export type Source = 'fresh' | 'stale' | 'default';
export interface CmsResult<T> { value: T; source: Source }

/** When the CMS did not answer, what a page decided is asked again soon rather than after the full period. */
export const RETRY_SECONDS = 5;

/** The least fresh of several answers: one default answer makes the page a default page. */
export const worstSource = (...sources: Source[]): Source =>
  sources.includes('default') ? 'default' : sources.includes('stale') ? 'stale' : 'fresh';

/** A build renders every page back to back and can outrun a busy CMS: it waits longer than a
 *  visitor-facing regeneration would. */
export const cmsTimeoutMs = () =>
  buildingPages() ? Math.max(15_000, serverEnv.CMS_TIMEOUT_MS) : serverEnv.CMS_TIMEOUT_MS;

/** A marketer waiting for a preview would rather wait than see defaults: a draft is rendered per
 *  request, with no earlier page to keep, so a draft read may take as long as a build's. */
const DRAFT_TIMEOUT_MS = 15_000;

/** `draft`: a client that may read drafts (the admin's Preview). Never handed to the browser as a client, only its cache. */
export function newCmsClient(draft = false): ApolloClient {
  if (!draft) return createServerClient(serverEnv.CMS_URL, cmsTimeoutMs());
  const token = serverEnv.PREVIEW_API_TOKEN;
  return createServerClient(serverEnv.CMS_URL, Math.max(cmsTimeoutMs(), DRAFT_TIMEOUT_MS), token ? { authorization: `Bearer ${token}` } : undefined);
}

// The page being generated, so a failure log names it without every caller passing it on.
const pagePath = new AsyncLocalStorage<string>();
export const forPage = <T>(path: string, generate: () => Promise<T>): Promise<T> => pagePath.run(path, generate);

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** `client`: pass one when its cache is handed to the browser; otherwise each attempt gets a
 *  fresh client. `attempts` > 1 covers a single slow answer. `draft`: ask for drafts (the
 *  document's own `$status` variable, with the preview token). */
export async function queryCms<R = Record<string, unknown>, V extends OperationVariables = OperationVariables>(
  query: TypedDocumentNode<R, V> | DocumentNode,
  variables?: V,
  { client, attempts = 1, draft = false }: { client?: ApolloClient; attempts?: number; draft?: boolean } = {},
): Promise<CmsResult<R | null>> {
  let partial: R | null = null;
  let error = 'no answer';
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      const asked = draft ? { ...variables, ...DRAFT_STATUS } : variables;
      const result = await (client ?? newCmsClient(draft)).query({ query: query as DocumentNode, variables: asked });
      const data = (result.data ?? null) as R | null;
      if (!result.error && data) return { value: data, source: 'fresh' };
      partial = data ?? partial;
      error = result.error ? message(result.error) : 'empty answer';
    } catch (e) {
      error = message(e); // network error or timeout: try again, then fall back
    }
  }
  logEvent('cms_query_failed', {
    operation: operationName(query),
    path: pagePath.getStore() ?? (typeof variables?.path === 'string' ? variables.path : null),
    error,
    ...(draft ? { draft: true } : {}),
  });
  return { value: partial, source: 'default' };
}
