import { ApolloProvider } from '@apollo/client/react';
import { createApolloClient, type ApolloClientOptions } from './apollo-client';
import type { ApolloModule } from './apollo-loader';

/** The chunk Apollo Client arrives in (shared/api/apollo-loader.tsx): the client and its provider. */
export function createApolloModule(options: ApolloClientOptions): ApolloModule {
  return { client: createApolloClient(options), ApolloProvider };
}
