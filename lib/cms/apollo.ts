// The server's Apollo client: a fresh one per server render. The browser has none: what its
// forms and popups show travels in page props (getLayoutContent).
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

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

/** A client for one server render. Never shared between requests. */
export function createServerClient(cmsUrl: string, timeoutMs: number, headers?: Record<string, string>): ApolloClient {
  const link = new HttpLink({
    uri: `${cmsUrl.replace(/\/$/, '')}/graphql`,
    headers,
    fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) }),
  });
  return new ApolloClient({
    ssrMode: true,
    link,
    cache: new InMemoryCache(),
    defaultOptions: {
      // Partial data is better than none: a failing field must not blank the page.
      watchQuery: { fetchPolicy: 'network-only', errorPolicy: 'all' },
      query: { fetchPolicy: 'network-only', errorPolicy: 'all' },
    },
  });
}

// The admin's Preview asks for drafts by the query documents' own `$status` variable (Strapi 5
// GraphQL; PUBLISHED when unset); the CMS answers anonymous callers with published content only.
export const DRAFT_STATUS = { status: 'DRAFT' } as const;
