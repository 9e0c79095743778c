import { createContext, use, useContext, type ComponentType, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';

/** Apollo Client and its React provider, loaded together in their own chunk (apollo-module.ts). */
export interface ApolloModule {
  client: ApolloClient;
  ApolloProvider: ComponentType<{ client: ApolloClient; children: ReactNode }>;
}

/**
 * Apollo Client on demand: the first screen of a visitor (Explore, sign-in, the shell) does not use it, so its
 * code (about 45 kB gzip with rxjs and graphql-js) loads only when a page or component that does is shown, or
 * at once for a signed-in user (app/api-clients.ts). `current` is set once loaded.
 */
export interface ApolloLoader {
  current: ApolloModule | null;
  load(): Promise<ApolloModule>;
}

export const ApolloLoaderContext = createContext<ApolloLoader | null>(null);

/**
 * Its children under Apollo's provider, suspending (the nearest Suspense shows its fallback) until Apollo has
 * loaded: wrap every page or component that uses Apollo's hooks (app/routes.tsx, the top bar's bell).
 */
export function ApolloBoundary({ children }: { children: ReactNode }) {
  const loader = useContext(ApolloLoaderContext);
  if (!loader) throw new Error('ApolloBoundary needs the app providers (ApolloLoaderContext)');
  const { client, ApolloProvider } = loader.current ?? use(loader.load());
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
