import { createContext, use, type ReactNode } from 'react';
import type { RestClient } from './rest-client';

const RestClientContext = createContext<RestClient | null>(null);

export function RestClientProvider({ client, children }: { client: RestClient; children: ReactNode }) {
  return <RestClientContext value={client}>{children}</RestClientContext>;
}

export function useRestClient(): RestClient {
  const client = use(RestClientContext);
  if (!client) throw new Error('useRestClient needs a RestClientProvider above it.');
  return client;
}
