import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from '../shared/api/apollo-client';
import { createApiFetch } from '../shared/api/api-fetch';
import { createRestClient, type RestClient } from '../shared/api/rest-client';
import { setCurrentUser } from '../shared/auth/current-user';
import { CONFIG_URL, type RuntimeConfig } from '../shared/config/runtime-config';

export interface ApiClients {
  apollo: ApolloClient;
  rest: RestClient;
}

/** Both clients share one fetch, so a 401 from either marks the user signed out in the one user cache. */
export function createApiClients(config: RuntimeConfig): ApiClients {
  // Only called once a response arrives, so `apollo` is initialised by then.
  const markSignedOut = () => setCurrentUser(apollo, null);
  const apiFetch = createApiFetch({ onUnauthorized: markSignedOut, primeUrl: CONFIG_URL });
  const apollo = createApolloClient({ graphqlUrl: config.graphqlUrl, apiFetch, onUnauthorized: markSignedOut });
  return { apollo, rest: createRestClient(config.apiUrl, apiFetch) };
}
