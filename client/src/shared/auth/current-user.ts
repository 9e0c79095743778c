import { useEffect, useRef } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { CurrentUserDocument, type CurrentUserQuery } from '../../gql/graphql';
import { isOutageError } from '../outage/outage';

/** The session query lives in current-user.graphql (operations are .graphql files so each typed document tree-shakes). */
export { CurrentUserDocument };

export type CurrentUser = NonNullable<CurrentUserQuery['me']>;

/** SPEC.md §4/§9: the user is refetched every 15 minutes and on window focus once older than a minute. */
export const USER_REFETCH_INTERVAL_MS = 15 * 60_000;
export const USER_STALE_AFTER_MS = 60_000;

/** The cached user is the session state: null means signed out. Sign-in writes the user, sign-out and 401s null. */
export function setCurrentUser(client: ApolloClient, user: CurrentUser | null): void {
  client.writeQuery({ query: CurrentUserDocument, data: { me: user && withTypenames(user) } });
}

/**
 * The REST user JSON (sign-in, SSO callback) has the same fields as `me` but no __typename, which the cache
 * needs to normalise and would warn about.
 */
function withTypenames(user: CurrentUser): CurrentUser {
  const { mainProfile } = user;
  return Object.assign({ __typename: 'User' }, user, {
    role: { __typename: 'Role', ...user.role },
    balance: { __typename: 'Balance', ...user.balance },
    mainProfile: mainProfile && {
      __typename: 'MainProfile',
      ...mainProfile,
      avatar: mainProfile.avatar && { __typename: 'Image', ...mainProfile.avatar },
    },
  });
}

export interface CurrentUserState {
  user: CurrentUser | null;
  /** True only for the first load; later refreshes keep showing the cached user. */
  loading: boolean;
}

export function useCurrentUser(): CurrentUserState {
  const { data, loading, error } = useQuery(CurrentUserDocument, { fetchPolicy: 'cache-first' });
  // A failed load counts as signed out (SPEC.md §4).
  return { user: data?.me ?? null, loading: loading && !data && !error };
}

/** Mounted once, near the root: keeps the cached user fresh and turns a failed load into "signed out". */
export function useKeepCurrentUserFresh(): void {
  const client = useApolloClient();
  const { data, error, refetch } = useQuery(CurrentUserDocument, { fetchPolicy: 'cache-first' });
  const loadedAt = useRef(0);

  useEffect(() => {
    if (data) loadedAt.current = Date.now();
  }, [data]);

  useEffect(() => {
    if (!error) return;
    loadedAt.current = Date.now();
    // An outage (no answer, 503 from a database that is down) is not a sign-out: the cached user stays and the
    // outage banner shows (shared/outage). A 401 signs out through the shared fetch.
    if (isOutageError(error)) return;
    setCurrentUser(client, null);
  }, [error, client]);

  useEffect(() => {
    const refresh = () => {
      loadedAt.current = Date.now();
      // A failure surfaces through `error` above; no retry (SPEC.md §4).
      refetch().catch(() => undefined);
    };
    const onFocus = () => {
      if (Date.now() - loadedAt.current >= USER_STALE_AFTER_MS) refresh();
    };
    const timer = window.setInterval(refresh, USER_REFETCH_INTERVAL_MS);
    window.addEventListener('focus', onFocus);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [refetch]);
}
