// The with-apollo pattern for the pages router: a fresh client per server render,
// its cache handed to the browser in page props and merged into one browser client.
import { ApolloClient, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { GRAPHQL_PROXY_PATH } from './paths';

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

export function addApolloState<P extends Record<string, unknown>>(client: ApolloClient, props: P): P & { [APOLLO_STATE_PROP]: NormalizedCacheObject } {
  return { ...props, [APOLLO_STATE_PROP]: client.extract() as NormalizedCacheObject };
}
