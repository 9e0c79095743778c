import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, TestProviders } from '../test/test-utils';
import { useCurrentUser } from './current-user';
import { useKeepSessionFresh, USER_REFETCH_INTERVAL_MS, USER_STALE_AFTER_MS, writeCurrentUser } from './session';

type Answer = 'user' | 'signed-out' | 'failure';

/** A client whose GraphQL server answers `me` as told, counting the calls. */
function clientAnswering(answers: Answer[]) {
  let calls = 0;
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        const answer = answers[Math.min(calls, answers.length - 1)];
        calls += 1;
        if (answer === 'failure') observer.error(new TypeError('Failed to fetch'));
        else {
          const me = answer === 'user' ? { __typename: 'User', ...makeUser(), role: { __typename: 'Role', name: 'user' }, can: { __typename: 'ViewerCapabilities', ...makeUser().can }, balance: { __typename: 'Balance', odance: 5 } } : null;
          observer.next({ data: { me } });
          observer.complete();
        }
      }),
  );
  return { client: new ApolloClient({ cache: new InMemoryCache(), link }), calls: () => calls };
}

function Session() {
  useKeepSessionFresh();
  const { user, loading } = useCurrentUser();
  return <p>{loading ? 'loading' : user ? `signed in as ${user.firstName}` : 'signed out'}</p>;
}

const renderSession = (client: ApolloClient) =>
  render(
    <TestProviders client={client}>
      <Session />
    </TestProviders>,
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('current user', () => {
  it('loads the user once, however many components read it', async () => {
    const { client, calls } = clientAnswering(['user']);
    renderSession(client);
    expect(await screen.findByText('signed in as Ada')).toBeInTheDocument();
    expect(calls()).toBe(1);
  });

  it('counts a failed load as signed out', async () => {
    const { client } = clientAnswering(['failure']);
    renderSession(client);
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });

  it('turns signed out when the cached user is set to null (a 401 anywhere)', async () => {
    const { client } = clientAnswering(['user']);
    renderSession(client);
    await screen.findByText('signed in as Ada');
    act(() => writeCurrentUser(client, null));
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });

  it('refetches on window focus only once the user is older than a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { client, calls } = clientAnswering(['user']);
    renderSession(client);
    await screen.findByText('signed in as Ada');

    window.dispatchEvent(new Event('focus'));
    expect(calls()).toBe(1);

    vi.setSystemTime(Date.now() + USER_STALE_AFTER_MS + 1);
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(calls()).toBe(2));
  });

  it('refetches every 15 minutes and follows the server to signed out', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { client, calls } = clientAnswering(['user', 'signed-out']);
    renderSession(client);
    await screen.findByText('signed in as Ada');
    act(() => {
      vi.advanceTimersByTime(USER_REFETCH_INTERVAL_MS);
    });
    await waitFor(() => expect(calls()).toBe(2));
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });
});
