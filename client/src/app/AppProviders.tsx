import type { ReactNode } from 'react';
import { RestClientProvider } from '../shared/api/ApiContext';
import { ApolloLoaderContext } from '../shared/api/apollo-loader';
import { GraphQLFetchContext } from '../shared/api/graphql-fetch';
import { SessionContext, useKeepSessionFresh } from '../shared/auth/session';
import { ConfigProvider } from '../shared/config/ConfigContext';
import type { RuntimeConfig } from '../shared/config/runtime-config';
import type { ApiClients } from './api-clients';

function SessionKeeper() {
  useKeepSessionFresh();
  return null;
}

/**
 * Data providers: runtime config, the session, the REST and light GraphQL clients, and Apollo Client on demand
 * (pages that use it sit in an ApolloBoundary: app/routes.tsx). The session, loaded by main.tsx, is kept fresh here.
 */
export function AppProviders({ config, clients, children }: { config: RuntimeConfig; clients: ApiClients; children: ReactNode }) {
  return (
    <ConfigProvider config={config}>
      <SessionContext value={clients.session}>
        <SessionKeeper />
        <GraphQLFetchContext value={clients.graphql}>
          <ApolloLoaderContext value={clients.apollo}>
            <RestClientProvider client={clients.rest}>{children}</RestClientProvider>
          </ApolloLoaderContext>
        </GraphQLFetchContext>
      </SessionContext>
    </ConfigProvider>
  );
}
