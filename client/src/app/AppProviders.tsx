import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { RestClientProvider } from '../shared/api/ApiContext';
import { useKeepCurrentUserFresh } from '../shared/auth/current-user';
import { ConfigProvider } from '../shared/config/ConfigContext';
import type { RuntimeConfig } from '../shared/config/runtime-config';
import type { ApiClients } from './api-clients';

function CurrentUserKeeper() {
  useKeepCurrentUserFresh();
  return null;
}

/** Data providers: runtime config, GraphQL and REST clients, and the one place the current user is refreshed. */
export function AppProviders({ config, clients, children }: { config: RuntimeConfig; clients: ApiClients; children: ReactNode }) {
  return (
    <ConfigProvider config={config}>
      <ApolloProvider client={clients.apollo}>
        <RestClientProvider client={clients.rest}>
          <CurrentUserKeeper />
          {children}
        </RestClientProvider>
      </ApolloProvider>
    </ConfigProvider>
  );
}
