import type { ReactNode } from 'react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { render } from '@testing-library/react';
import { Observable } from 'rxjs';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { CurrentUser } from '../auth/current-user';
import { writeCurrentUser } from '../auth/session';
import type { RuntimeConfig } from '../config/runtime-config';
import { makeUser, TestProviders } from './test-utils';

export interface GraphQLCall {
  operationName: string;
  variables: Record<string, unknown>;
}

/** An operation's answer: `{data}` or `{errors}`; throwing stands for a request that got no answer. */
export type Handler = (variables: Record<string, unknown>, call: number) => unknown;

/** The GraphQL error the server sends for a catalogue code. */
export const graphQLError = (code: string, message: string, status = 400, params: Record<string, unknown> = {}) => ({
  errors: [{ message, extensions: { code, status, params } }],
});

/** Fetch's own failure: the request never got an answer. */
export const networkFailure = () => {
  throw new TypeError('Failed to fetch');
};

/** The `me` of CurrentUser with the typenames the cache expects. */
export const meData = (user: CurrentUser) => ({
  data: {
    me: {
      __typename: 'User',
      ...user,
      role: { __typename: 'Role', ...user.role },
      can: { __typename: 'ViewerCapabilities', ...user.can },
      balance: { __typename: 'Balance', ...user.balance },
      mainProfile: null,
    },
  },
});

/** An Apollo client answering each operation by name with `handlers`; every call is recorded in order. */
export function mockApollo(handlers: Record<string, Handler>, user: CurrentUser | null = makeUser()) {
  const calls: GraphQLCall[] = [];
  const counts = new Map<string, number>();
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const { operationName = '', variables } = operation;
        calls.push({ operationName, variables: variables });
        const count = (counts.get(operationName) ?? 0) + 1;
        counts.set(operationName, count);
        const handler = handlers[operationName];
        Promise.resolve()
          .then(() => {
            if (!handler) throw new Error(`no handler for ${operationName}`);
            return handler(variables, count);
          })
          .then(
            (result) => {
              observer.next(result as never);
              observer.complete();
            },
            (error: unknown) => observer.error(error),
          );
      }),
  );
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  writeCurrentUser(client, user);
  const callsOf = (name: string) => calls.filter((call) => call.operationName === name);
  return { client, calls, callsOf };
}

/** Renders `element` at `path` (matching `pattern`) with the client and config; returns the router too. */
export function renderPage(
  element: ReactNode,
  {
    client,
    path = '/',
    pattern = '*',
    config,
  }: { client: ApolloClient; path?: string; pattern?: string; config?: RuntimeConfig },
) {
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] });
  const view = render(
    <TestProviders client={client} config={config}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...view, router };
}

/** happy-dom has no `document.fonts`, which Mantine's autosizing Textarea listens to. */
export function stubDocumentFonts(): void {
  if ('fonts' in document && document.fonts) return;
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
  });
}
