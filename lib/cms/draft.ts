// Draft reads for the admin's Preview (pages router draft mode). Kept apart from the published
// path on purpose: a draft answer is asked with the site's read-only preview token (the CMS
// answers anonymous callers with published content only, cms/src/bootstrap/published-only.js),
// and is never remembered as last-known-good nor served to anyone else.
import type { ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { serverEnv } from '../env';
import { createServerClient } from './apollo';
import { asDraft } from './draftQuery';
import type { CmsResult } from './query';

/**
 * A marketer waiting for a preview would rather wait than see defaults: there is no
 * last-known-good to fall back on, so a draft read may take as long as a build's.
 */
const DRAFT_TIMEOUT_MS = 15_000;

/** A client that may read drafts. Never handed to the browser as a client, only its cache. */
export function newDraftClient(timeoutMs: number): ApolloClient {
  const token = serverEnv.PREVIEW_API_TOKEN;
  return createServerClient(serverEnv.CMS_URL, Math.max(timeoutMs, DRAFT_TIMEOUT_MS), token ? { authorization: `Bearer ${token}` } : undefined);
}

/** The draft twin of `query`; no fallback: a preview the CMS cannot answer shows defaults. */
export async function queryDraft<R>(
  query: DocumentNode,
  variables: Record<string, unknown> | undefined,
  client: ApolloClient,
  attempts: number,
): Promise<CmsResult<R | null>> {
  let partial: R | null = null;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      const result = await client.query({ query: asDraft(query), variables });
      const data = (result.data ?? null) as R | null;
      if (!result.error && data) return { value: data, source: 'fresh' };
      partial = data ?? partial;
    } catch { /* timeout or network error: try again */ }
  }
  return { value: partial, source: 'default' };
}
