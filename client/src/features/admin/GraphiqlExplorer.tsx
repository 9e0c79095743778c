import 'graphiql/style.css';
// Monaco's editor, JSON and GraphQL workers as files Vite bundles (same origin: the CSP's script-src 'self').
import 'graphiql/setup-workers/vite';
import { useMemo } from 'react';
import { GraphiQL } from 'graphiql';
import { useApolloClient } from '@apollo/client/react';
import { createApiFetch } from '../../shared/api/api-fetch';
import { setCurrentUser } from '../../shared/auth/current-user';
import { useRuntimeConfig } from '../../shared/config/ConfigContext';
import { CONFIG_URL } from '../../shared/config/runtime-config';
import { createExplorerFetcher } from './graphql-fetcher';

export const DEFAULT_QUERY = `# Runs as you. Ctrl+Enter runs it.
{
  me {
    email
    role {
      name
    }
  }
}
`;

/** GraphiQL itself: its own chunk with Monaco, loaded only when the explorer opens. */
export default function GraphiqlExplorer() {
  const client = useApolloClient();
  const { graphqlUrl } = useRuntimeConfig();
  const fetcher = useMemo(() => {
    // The app's fetch (cookies, X-XSRF-TOKEN); a 401 marks the session signed out as everywhere else.
    const apiFetch = createApiFetch({ onUnauthorized: () => setCurrentUser(client, null), primeUrl: CONFIG_URL });
    return createExplorerFetcher(apiFetch, graphqlUrl);
  }, [client, graphqlUrl]);

  return <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} forcedTheme="light" isHeadersEditorEnabled={false} />;
}
