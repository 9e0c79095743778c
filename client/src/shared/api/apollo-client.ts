import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { tap } from 'rxjs';
import type { ApiFetch } from './api-fetch';

export interface ApolloClientOptions {
  graphqlUrl: string;
  apiFetch: ApiFetch;
  onUnauthorized: () => void;
}

/**
 * GraphQL over the shared fetch (cookies, XSRF, HTTP 401). GraphQL errors arrive in a 200 answer, so their
 * 401s (extensions.status) are caught here. Defaults follow docs/web-app.md#states: no retry link, no refetch on focus or
 * reconnect, and data that is stale at once: a mounted query shows what the cache holds and asks the server
 * again (cache-and-network), later cache writes do not refetch (nextFetchPolicy cache-first).
 */
export function createApolloClient({ graphqlUrl, apiFetch, onUnauthorized }: ApolloClientOptions): ApolloClient {
  // What ErrorLink did for us, without its retry machinery: look at the GraphQL errors of every answer.
  const unauthorizedLink = new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap((result) => {
        if (result.errors?.some((entry) => entry.extensions?.status === 401)) onUnauthorized();
      }),
    ),
  );
  const httpLink = new HttpLink({ uri: graphqlUrl, credentials: 'include', fetch: apiFetch });
  return new ApolloClient({
    link: ApolloLink.from([unauthorizedLink, httpLink]),
    cache: new InMemoryCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'network-only' },
    },
  });
}
