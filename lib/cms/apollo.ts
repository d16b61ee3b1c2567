// The with-apollo pattern for the pages router: a fresh client per server render,
// its cache handed to the browser in page props and merged into one browser client.
// Browser-safe: the demo popup reads its words through it (usePopUp), loaded on demand with the
// popup, never in first-load code.
import { ApolloClient, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { POPUP_BY_SLUG } from '../../graphql/queries';
import { GRAPHQL_PROXY_PATH } from './fields';
import { toPopUp } from './layoutContent';
import type { PopUp } from './types';

// Apollo 4 asks that non-default policies be declared, so every query's types know
// that data may be partial (errorPolicy 'all'); Apollo's own way is a namespace.
/* eslint-disable @typescript-eslint/no-namespace */
declare module '@apollo/client' {
  export namespace ApolloClient {
    export namespace DeclareDefaultOptions {
      interface WatchQuery { errorPolicy: 'all' }
      interface Query { errorPolicy: 'all' }
    }
  }
}
/* eslint-enable @typescript-eslint/no-namespace */

export const APOLLO_STATE_PROP = '__APOLLO_STATE__';

let browserClient: ApolloClient | undefined;

function createClient(uri: string, ssr: boolean, timeoutMs?: number, headers?: Record<string, string>) {
  const link = new HttpLink({
    uri,
    headers,
    fetch: timeoutMs ? (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) }) : undefined,
  });
  return new ApolloClient({
    ssrMode: ssr,
    link,
    cache: new InMemoryCache(),
    defaultOptions: {
      // Partial data is better than none: a failing field must not blank the page.
      watchQuery: { fetchPolicy: ssr ? 'network-only' : 'cache-and-network', errorPolicy: 'all' },
      query: { fetchPolicy: 'network-only', errorPolicy: 'all' },
    },
  });
}

/** A client for one server render. Never shared between requests. */
export function createServerClient(cmsUrl: string, timeoutMs: number, headers?: Record<string, string>): ApolloClient {
  return createClient(`${cmsUrl.replace(/\/$/, '')}/graphql`, true, timeoutMs, headers);
}

/**
 * The browser's single client; it speaks to the site's own origin (an API route passes
 * the query on to the CMS) so a strict CSP needs no CMS origin.
 */
export function initializeApollo(initialState?: NormalizedCacheObject | null): ApolloClient {
  const client = browserClient ?? createClient(GRAPHQL_PROXY_PATH, false);
  if (initialState) {
    const existing = client.extract() as NormalizedCacheObject;
    client.cache.restore({ ...existing, ...initialState });
  }
  if (typeof window !== 'undefined') browserClient = client;
  return client;
}

type WithApolloState<P> = P & { [APOLLO_STATE_PROP]: NormalizedCacheObject };

export function addApolloState<P extends Record<string, unknown>>(client: ApolloClient, props: P): WithApolloState<P> {
  return { ...props, [APOLLO_STATE_PROP]: client.extract() as NormalizedCacheObject };
}

// The admin's Preview asks for drafts by the query documents' own `$status` variable (Strapi 5
// GraphQL; PUBLISHED when unset). The server asks with it, and the preview popup reads the same
// variables from the cache the server handed over (same cache key). /api/graphql refuses the
// variable (graphql/variables.ts: strict variables), and the CMS answers anonymous callers with
// published content only.
export const DRAFT_STATUS = { status: 'DRAFT' } as const;

/**
 * A popup's words from the CMS (the cache the page brought, else /api/graphql), or null while
 * none came. In the admin's Preview the page brought the draft; asking the public CMS again would
 * replace it with the published popup, so the cache alone answers.
 */
export function usePopUp(slug: string, preview: boolean): PopUp | null {
  const { data } = useQuery(POPUP_BY_SLUG, {
    variables: preview ? { slug, ...DRAFT_STATUS } : { slug },
    ...(preview ? { fetchPolicy: 'cache-only' as const } : {}),
  });
  return toPopUp(data);
}

/** Asks for a popup's words before it opens (issue 38), into the cache usePopUp reads first. */
export async function prefetchPopUp(client: ApolloClient, slug: string): Promise<PopUp | null> {
  const { data } = await client.query({ query: POPUP_BY_SLUG, variables: { slug }, fetchPolicy: 'cache-first' });
  return toPopUp(data);
}
