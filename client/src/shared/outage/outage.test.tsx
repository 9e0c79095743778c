import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@odance/contract/errors';
import { createApiFetch } from '../api/api-fetch';
import { useCurrentUser } from '../auth/current-user';
import { useKeepSessionFresh, USER_STALE_AFTER_MS } from '../auth/session';
import { makeUser, TestProviders } from '../test/test-utils';
import { OutageBanner } from './OutageBanner';
import { outage } from './outage';

type Server = 'up' | 'database down' | 'unreachable';

/** The real HttpLink over the real shared fetch, in front of a server whose state the test sets. */
function appClient() {
  const state: { server: Server; calls: number } = { server: 'up', calls: 0 };
  const me = { __typename: 'User', ...makeUser(), role: { __typename: 'Role', name: 'user' }, can: { __typename: 'ViewerCapabilities', ...makeUser().can }, balance: { __typename: 'Balance', odance: 5 } };
  const fetchImpl: typeof fetch = () => {
    state.calls += 1;
    if (state.server === 'unreachable') return Promise.reject(new TypeError('Failed to fetch'));
    if (state.server === 'database down') {
      const body = { errors: [{ message: 'Service is currently unavailable.', extensions: { code: ErrorCode.SERVICE_UNAVAILABLE, status: 503 } }], data: { me: null } };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 503, headers: { 'content-type': 'application/json' } }));
    }
    return Promise.resolve(new Response(JSON.stringify({ data: { me } }), { status: 200, headers: { 'content-type': 'application/json' } }));
  };
  let signedOut = 0;
  const apiFetch = createApiFetch({ onUnauthorized: () => (signedOut += 1), primeUrl: '/config.json', fetchImpl });
  const client = new ApolloClient({ link: new HttpLink({ uri: '/graphql', fetch: apiFetch }), cache: new InMemoryCache() });
  return { client, state, signedOut: () => signedOut };
}

function Session() {
  useKeepSessionFresh();
  const { user } = useCurrentUser();
  return <p>{user ? `signed in as ${user.firstName}` : 'signed out'}</p>;
}

const renderApp = (client: ApolloClient) =>
  render(
    <TestProviders client={client}>
      <OutageBanner />
      <Session />
    </TestProviders>,
  );

const refreshOnFocus = () =>
  act(() => {
    Date.now = ((real) => () => real() + USER_STALE_AFTER_MS + 1)(Date.now);
    window.dispatchEvent(new Event('focus'));
  });

const realNow = Date.now;
afterEach(() => {
  Date.now = realNow;
  outage.clear();
});

describe('a server outage', () => {
  it.each<Server>(['database down', 'unreachable'])('(%s) shows the banner and keeps the user signed in; Try again recovers', async (kind) => {
    const { client, state, signedOut } = appClient();
    renderApp(client);
    expect(await screen.findByText('signed in as Ada')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    state.server = kind;
    refreshOnFocus();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByText('oDance cannot reach its server right now')).toBeInTheDocument();
    expect(screen.getByText('signed in as Ada')).toBeInTheDocument();
    expect(signedOut()).toBe(0);

    state.server = 'up';
    const before = state.calls;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(state.calls).toBeGreaterThan(before);
    expect(screen.getByText('signed in as Ada')).toBeInTheDocument();
  });
});
