import { StrictMode } from 'react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Observable } from 'rxjs';
import { vi } from 'vitest';
import { routes } from '../../app/routes';
import { ApiError } from '../../shared/api/api-error';
import type { RestClient } from '../../shared/api/rest-client';
import type { CurrentUser } from '../../shared/auth/current-user';
import { writeCurrentUser } from '../../shared/auth/session';
import type { RuntimeConfig } from '../../shared/config/runtime-config';
import { TestProviders } from '../../shared/test/test-utils';

/** Test helpers of the auth and account pages: the real route table, a scripted REST API and GraphQL server. */

export const apiError = (code: string, status: number, params: Record<string, unknown> = {}, message = `${code} message`) =>
  new ApiError({ code, status, message, type: 'error', params });

type RestHandler = (body: unknown) => unknown;

/** A REST client answering `'POST /auth/signin'`-style keys; a handler throws to fail. Every call is recorded. */
export function scriptedRest(handlers: Record<string, RestHandler>) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  // `withBase('/oauth/x')` records and looks up `'GET /oauth/x/details'`; the default base records bare paths.
  const clientAt = (base: string): RestClient => {
    const call = (method: string) =>
      vi.fn((path: string, body?: unknown) => {
        const full = base ? `${base}/${path}` : path;
        calls.push({ method, path: full, body });
        const handler = handlers[`${method} ${full}`];
        // As from the real client, a throw (no handler, a handler's own) is the call's rejection.
        return new Promise<unknown>((resolve) => {
          if (!handler) throw new Error(`unexpected ${method} ${full}`);
          resolve(handler(body));
        });
      });
    return {
      get: call('GET') as RestClient['get'],
      post: call('POST') as RestClient['post'],
      put: call('PUT') as RestClient['put'],
      patch: call('PATCH') as RestClient['patch'],
      delete: call('DELETE') as RestClient['delete'],
      withBase: (other) => clientAt(other),
    };
  };
  const rest = clientAt('');
  return { rest, calls, callsTo: (key: string) => calls.filter((entry) => `${entry.method} ${entry.path}` === key) };
}

export type GraphQLAnswer = { data: unknown } | { errors: Array<{ message: string; extensions: Record<string, unknown> }> };
type GraphQLHandler = (variables: Record<string, unknown>) => GraphQLAnswer;

export const graphQLError = (code: string, status: number, params: Record<string, unknown> = {}, message = `${code} message`): GraphQLAnswer => ({
  errors: [{ message, extensions: { code, status, params } }],
});

/** A GraphQL server answering by operation name (a signed-out `me` unless told otherwise), recording variables. */
export function scriptedGraphQL(handlers: Record<string, GraphQLHandler>) {
  const calls: Array<{ operationName: string; variables: Record<string, unknown> }> = [];
  const all: Record<string, GraphQLHandler> = { CurrentUser: () => ({ data: { me: null } }), ...handlers };
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        calls.push({ operationName: operation.operationName ?? '', variables: operation.variables });
        const handler = all[operation.operationName ?? ''];
        if (!handler) {
          observer.error(new Error(`unexpected operation ${operation.operationName}`));
          return;
        }
        observer.next(handler(operation.variables) as never);
        observer.complete();
      }),
  );
  return { link, calls };
}

export interface RenderAppOptions {
  user?: CurrentUser | null;
  rest?: RestClient;
  link?: ApolloLink;
  config?: RuntimeConfig;
  /** Under React's StrictMode, as in main.tsx: effects mount twice in development. */
  strict?: boolean;
}

export function renderApp(path: string, { user = null, rest, link, config, strict = false }: RenderAppOptions = {}) {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: link ?? scriptedGraphQL({}).link });
  writeCurrentUser(client, user);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const tree = (
    <TestProviders client={client} rest={rest} config={config}>
      <RouterProvider router={router} />
    </TestProviders>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...view, router, client };
}
