import { createApiFetch } from '../shared/api/api-fetch';
import type { ApolloLoader, ApolloModule } from '../shared/api/apollo-loader';
import { createGraphQLFetch, type GraphQLFetch } from '../shared/api/graphql-fetch';
import { createRestClient, type RestClient } from '../shared/api/rest-client';
import { createSession, type Session } from '../shared/auth/session';
import { CONFIG_URL, type RuntimeConfig } from '../shared/config/runtime-config';

export interface ApiClients {
  rest: RestClient;
  graphql: GraphQLFetch;
  session: Session;
  apollo: ApolloLoader;
}

/**
 * Every client shares one fetch, so a 401 from any of them marks the user signed out in the one session. Apollo
 * Client loads on demand (shared/api/apollo-loader.tsx), at once when someone is signed in: their pages, the
 * header's live balance and the bell all use it.
 */
export function createApiClients(config: RuntimeConfig, options: { signedOut?: boolean } = {}): ApiClients {
  const markSignedOut = () => session.setUser(null);
  const apiFetch = createApiFetch({ onUnauthorized: markSignedOut, primeUrl: CONFIG_URL });
  const graphql = createGraphQLFetch(config.graphqlUrl, apiFetch, markSignedOut);
  const session = createSession(graphql, options);

  let loading: Promise<ApolloModule> | null = null;
  const apollo: ApolloLoader = {
    current: null,
    load() {
      loading ??= import('../shared/api/apollo-module').then(({ createApolloModule }) => {
        const module = createApolloModule({ graphqlUrl: config.graphqlUrl, apiFetch, onUnauthorized: markSignedOut });
        session.attachApollo(module.client);
        apollo.current = module;
        return module;
      });
      return loading;
    },
  };
  session.subscribe(() => {
    if (session.getState().user) void apollo.load();
  });
  return { rest: createRestClient(config.apiUrl, apiFetch), graphql, session, apollo };
}
