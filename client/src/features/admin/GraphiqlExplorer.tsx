import 'graphiql/style.css';
import './graphiql-theme.css';
// Monaco's editor, JSON and GraphQL workers as files Vite bundles (same origin: the CSP's script-src 'self').
import 'graphiql/setup-workers/vite';
import { useEffect, useMemo, useRef } from 'react';
import { GraphiQL } from 'graphiql';
import { createApiFetch } from '../../shared/api/api-fetch';
import { useSession } from '../../shared/auth/session';
import { useRuntimeConfig } from '../../shared/config/ConfigContext';
import { CONFIG_URL } from '../../shared/config/runtime-config';
import { createExplorerFetcher } from './graphql-fetcher';
import { patchOperationTabs } from './graphiql-tabs';

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
  const session = useSession();
  const { graphqlUrl } = useRuntimeConfig();
  const fetcher = useMemo(() => {
    // The app's fetch (cookies, X-XSRF-TOKEN); a 401 marks the session signed out as everywhere else.
    const apiFetch = createApiFetch({ onUnauthorized: () => session.setUser(null), primeUrl: CONFIG_URL });
    return createExplorerFetcher(apiFetch, graphqlUrl);
  }, [session, graphqlUrl]);

  // Accessibility fixes GraphiQL has no option for (graphiql-tabs.ts); the colours are graphiql-theme.css.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? patchOperationTabs(root.current) : undefined), []);

  return (
    <div ref={root} style={{ height: '100%' }}>
      <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} forcedTheme="light" isHeadersEditorEnabled={false} />
    </div>
  );
}
