// Draft reads for the admin's Preview (pages router draft mode). Kept apart from the published
// path on purpose: a draft answer is asked with the site's read-only preview token (the CMS
// answers anonymous callers with published content only, cms/src/bootstrap/published-only.js),
// and is never remembered as last-known-good nor served to anyone else.
import type { ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { serverEnv } from '../env';
import { createServerClient } from './apollo';
import { asDraft } from './draftQuery';
import type { CmsResult, Data } from './query';

/** A client that may read drafts. Never handed to the browser as a client, only its cache. */
export function newDraftClient(timeoutMs: number): ApolloClient {
  const token = serverEnv.PREVIEW_API_TOKEN;
  return createServerClient(serverEnv.CMS_URL, timeoutMs, token ? { authorization: `Bearer ${token}` } : undefined);
}

/** The draft twin of `query`. No retry, no fallback: a preview that fails says so by showing defaults. */
export async function queryDraft(query: DocumentNode, variables: Record<string, unknown> | undefined, client: ApolloClient): Promise<CmsResult<Data>> {
  try {
    const result = await client.query({ query: asDraft(query), variables });
    const data = (result.data ?? null) as Data;
    return { value: data, ok: !result.error && data !== null };
  } catch {
    return { value: null, ok: false };
  }
}
