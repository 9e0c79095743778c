import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestApp } from './test-app.js';

export const wsUrl = (app: TestApp) => `${app.url.replace('http', 'ws')}/graphql`;

/**
 * A graphql-ws client on `/graphql` of `app`, with the handshake's headers (`init`: a cookie, an Origin) and
 * `connectionParams` (a bearer token), that never retries: `closed` resolves with the server's close code.
 */
export function socketWith(app: TestApp, init: { headers: Record<string, string> }, connectionParams: Record<string, unknown>) {
  let resolveClosed: (value: { code: number; reason: string }) => void;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => (resolveClosed = resolve));
  let resolveConnected: () => void;
  const connected = new Promise<void>((resolve) => (resolveConnected = resolve));
  const client = createClient({
    url: wsUrl(app),
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols: string[]) {
        super(url, protocols, init);
      }
    },
    connectionParams,
    retryAttempts: 0,
    lazy: false,
    // A refused connection is what several tests expect: not an error to print.
    onNonLazyError: () => undefined,
    on: {
      connected: () => resolveConnected(),
      closed: (event) => resolveClosed({ code: (event as { code: number }).code, reason: String((event as { reason: string }).reason) }),
    },
  });
  return { client, closed, connected };
}
