// One way to ask the CMS a query, for furniture and content alike: every good answer is
// remembered (lastKnownGood) and served again while the CMS cannot answer.
import type { ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { serverEnv } from '../env';
import { createServerClient } from './apollo';
import { newDraftClient, queryDraft } from './draft';
import { recall, remember } from './lastKnownGood';

export type Data = Record<string, unknown> | null;
export interface CmsResult<T> { value: T; ok: boolean }

/**
 * A build renders every page back to back and can outrun a busy CMS: it waits longer than a
 * visitor-facing regeneration would.
 */
export const cmsTimeoutMs = () =>
  process.env.NEXT_PHASE === 'phase-production-build' ? Math.max(15_000, serverEnv.CMS_TIMEOUT_MS) : serverEnv.CMS_TIMEOUT_MS;

/** `draft`: a client that may read drafts (the admin's Preview, lib/cms/draft.ts). */
export const newCmsClient = (draft = false) => (draft ? newDraftClient(cmsTimeoutMs()) : createServerClient(serverEnv.CMS_URL, cmsTimeoutMs()));

/**
 * `client`: pass one when its cache is handed to the browser; otherwise each attempt gets a
 * fresh client. `attempts` > 1 covers a single slow answer. `draft`: ask for drafts, outside
 * the last-known-good store (lib/cms/draft.ts).
 */
export async function queryCms(
  query: DocumentNode,
  variables?: Record<string, unknown>,
  { client, attempts = 1, draft = false }: { client?: ApolloClient; attempts?: number; draft?: boolean } = {},
): Promise<CmsResult<Data>> {
  if (draft) return queryDraft(query, variables, client ?? newCmsClient(true), attempts);
  const key = JSON.stringify([query.loc?.source.body ?? '', variables ?? {}]);
  let partial: Data = null;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      const result = await (client ?? newCmsClient()).query({ query, variables });
      const data = (result.data ?? null) as Data;
      if (!result.error && data) {
        remember(key, data);
        return { value: data, ok: true };
      }
      partial = data ?? partial;
    } catch { /* network error or timeout: try again, then fall back */ }
  }
  return { value: recall<Data>(key) ?? partial, ok: false };
}
