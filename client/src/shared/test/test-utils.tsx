import { useState, type ReactNode } from 'react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { Observable } from 'rxjs';
import { createMemoryRouter, type RouteObject } from 'react-router';
// The DOM RouterProvider, as in main.tsx: it is the one that honours navigate(…, { flushSync: true }).
import { RouterProvider } from 'react-router/dom';
import { cssVariablesResolver, theme } from '../../app/theme';
import { RestClientProvider } from '../api/ApiContext';
import { ApolloLoaderContext, type ApolloLoader } from '../api/apollo-loader';
import { GraphQLFetchContext, type GraphQLFetch } from '../api/graphql-fetch';
import { createSession, SessionContext, writeCurrentUser } from '../auth/session';
import type { RestClient } from '../api/rest-client';
import type { CurrentUser } from '../auth/current-user';
import { ConfigProvider } from '../config/ConfigContext';
import type { RuntimeConfig } from '../config/runtime-config';

/** The runtime config pages read in tests (what /config.json serves by default); override per test. */
export const makeConfig = (overrides: Partial<RuntimeConfig> = {}): RuntimeConfig => ({
  version: 'test',
  authTokenName: 'odance.sid',
  apiUrl: '/api',
  graphqlUrl: '/graphql',
  googleSignIn: false,
  odancePriceCents: 100,
  profileTypesComingSoon: [],
  stripeTestMode: true,
  purchases: 'test',
  ...overrides,
});

type Capabilities = CurrentUser['can'];
const MEMBER_SCOPES: Capabilities['grantableScopes'] = ['read', 'profiles', 'transfers', 'notifications', 'webhooks'];
const APP_SCOPES: Capabilities['appScopes'] = ['read', 'profiles', 'transfers', 'distributions', 'notifications', 'webhooks'];
const MEMBER_CAN: Capabilities = { administer: false, manageDistributors: false, viewAllPayments: false, verifyProfiles: false, distribute: false, grantableScopes: MEMBER_SCOPES, appScopes: APP_SCOPES };

/**
 * `me.can` as the server answers it for each role when nothing is on hold (server/test/auth/viewer-capabilities.test.ts
 * holds the server to these); an admin on hold is answered as a member.
 */
export const CAN_OF_ROLE: Record<CurrentUser['role']['name'], Capabilities> = {
  user: MEMBER_CAN,
  distributor: { ...MEMBER_CAN, distribute: true, grantableScopes: ['read', 'profiles', 'transfers', 'distributions', 'notifications', 'webhooks'] },
  admin: { administer: true, manageDistributors: true, viewAllPayments: true, verifyProfiles: true, distribute: true, grantableScopes: ['read', 'profiles', 'transfers', 'distributions', 'notifications', 'webhooks', 'admin'], appScopes: ['read', 'profiles', 'transfers', 'distributions', 'notifications', 'webhooks', 'admin'] },
};

/** A signed-in user of `role` with that role's `can`; `overrides` over it. */
export const userWithRole = (role: CurrentUser['role']['name'], overrides: Partial<CurrentUser> = {}): CurrentUser =>
  makeUser({ role: { name: role }, can: CAN_OF_ROLE[role], ...overrides });

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'u1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    role: { name: 'user' },
    can: MEMBER_CAN,
    balance: { odance: 1250 },
    active: true,
    emailConfirmed: true,
    authMethod: 'email',
    mainProfile: null,
    mailOnTransferReceived: true,
    ...overrides,
  };
}

/** An Apollo client whose cache already knows the session; any network call fails loudly. */
export function makeTestApolloClient(user: CurrentUser | null): ApolloClient {
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new ApolloLink(() => new Observable((observer) => observer.error(new Error('no network in this test')))),
  });
  writeCurrentUser(client, user);
  return client;
}

export const stubRestClient = (overrides: Partial<RestClient> = {}): RestClient => {
  const client: RestClient = {
    get: () => Promise.reject(new Error('unexpected GET')),
    post: () => Promise.reject(new Error('unexpected POST')),
    put: () => Promise.reject(new Error('unexpected PUT')),
    patch: () => Promise.reject(new Error('unexpected PATCH')),
    delete: () => Promise.reject(new Error('unexpected DELETE')),
    // One stub answers every base: tests see the full path they called.
    withBase: () => client,
    ...overrides,
  };
  return client;
};

/**
 * The app's clients around one test Apollo client: the light GraphQL fetch goes through it (so its mocked link
 * answers Explore too), the session is attached to it, and Apollo counts as loaded.
 */
function testClients(client: ApolloClient) {
  const graphql: GraphQLFetch = async (document, variables) => {
    const result = await client.query({ query: document, variables: variables as never, fetchPolicy: 'network-only' });
    return result.data as never;
  };
  const session = createSession(graphql);
  session.attachApollo(client);
  const apollo: ApolloLoader = { current: { client, ApolloProvider }, load: () => Promise.resolve({ client, ApolloProvider }) };
  return { graphql, session, apollo };
}

export function TestProviders({
  client,
  rest = stubRestClient(),
  config = makeConfig(),
  children,
}: {
  client: ApolloClient;
  rest?: RestClient;
  config?: RuntimeConfig;
  children: ReactNode;
}) {
  const [clients] = useState(() => testClients(client));
  return (
    // env="test": no transitions or portals, so menus open synchronously and stay in the rendered tree.
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light" env="test">
      <ConfigProvider config={config}>
        <SessionContext value={clients.session}>
          <GraphQLFetchContext value={clients.graphql}>
            <ApolloLoaderContext value={clients.apollo}>
              <ApolloProvider client={client}>
                <RestClientProvider client={rest}>{children}</RestClientProvider>
              </ApolloProvider>
            </ApolloLoaderContext>
          </GraphQLFetchContext>
        </SessionContext>
      </ConfigProvider>
    </MantineProvider>
  );
}

/** Renders routes at a path with a given session; returns the router so tests can read where it ended up. */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  options: { user?: CurrentUser | null; rest?: RestClient; config?: RuntimeConfig } = {},
) {
  const client = makeTestApolloClient(options.user ?? null);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <TestProviders client={client} rest={options.rest} config={options.config}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...view, router, client };
}

export const currentPath = (router: ReturnType<typeof createMemoryRouter>): string =>
  `${router.state.location.pathname}${router.state.location.search}`;
