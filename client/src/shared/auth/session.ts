import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { ApolloClient } from '@apollo/client';
import { CurrentUserDocument, type CurrentUserQuery } from '../../gql/graphql';
import type { GraphQLFetch } from '../api/graphql-fetch';
import { isOutageError, outage } from '../outage/outage';

export type CurrentUser = NonNullable<CurrentUserQuery['me']>;

export interface SessionState {
  user: CurrentUser | null;
  /** True only for the first load; later refreshes keep showing the known user. */
  loading: boolean;
}

/** docs/web-app.md#constants: the user is refetched every 15 minutes and on window focus once older than a minute. */
export const USER_REFETCH_INTERVAL_MS = 15 * 60_000;
export const USER_STALE_AFTER_MS = 60_000;

/**
 * Who is signed in, for the whole app (README "Public pages": the first screen). Before Apollo Client has loaded (an
 * anonymous visitor on `/` never needs it) the session holds the user itself, fetched with the light GraphQL
 * fetch; once Apollo is attached its cache is the one source (sign-in writes, live balance updates, refetches of
 * CurrentUser) and the session mirrors the cache's CurrentUser query.
 */
export interface Session {
  // These two are handed to useSyncExternalStore as they are: functions that need no `this`.
  getState: () => SessionState;
  subscribe: (listener: () => void) => () => void;
  /** Sign-in, sign-out, a 401 anywhere: who is signed in now. */
  setUser(user: CurrentUser | null): void;
  /** Asks the server; a failure that is an outage keeps the user (shared/outage), any other signs out. */
  refresh(): Promise<void>;
  /** From now on the user lives in this client's cache. */
  attachApollo(client: ApolloClient): void;
  /** The attached client, if Apollo has loaded. */
  apollo(): ApolloClient | null;
  /** Keeps the user fresh (interval and window focus); returns the stop function. */
  keepFresh(): () => void;
}

/**
 * `signedOut`: the server saw no session cookie on this page's request (its shell says so, see
 * server/src/modules/public-pages/app-shell.ts), so the first screen is a visitor's at once instead of a loader
 * while `me` is asked; the answer still comes and wins.
 */
export function createSession(graphql: GraphQLFetch, { signedOut = false }: { signedOut?: boolean } = {}): Session {
  let state: SessionState = { user: null, loading: !signedOut };
  let client: ApolloClient | null = null;
  let loadedAt = 0;
  const listeners = new Set<() => void>();
  const publish = (next: SessionState) => {
    if (!next.loading) loadedAt = Date.now();
    if (next.user === state.user && next.loading === state.loading) return;
    state = next;
    for (const listener of listeners) listener();
  };

  const session: Session = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setUser(user) {
      if (client) writeCurrentUser(client, user);
      else publish({ user, loading: false });
    },
    async refresh() {
      loadedAt = Date.now();
      try {
        if (client) await client.query({ query: CurrentUserDocument, fetchPolicy: 'network-only' });
        else session.setUser((await graphql(CurrentUserDocument)).me ?? null);
      } catch (error) {
        // An outage (no answer, a 503 from a database that is down) is not a sign-out: the known user stays and
        // the outage banner shows. No retry (docs/web-app.md#states).
        if (isOutageError(error)) publish({ user: state.user, loading: false });
        else session.setUser(null);
      }
    },
    attachApollo(apollo) {
      if (client) return;
      client = apollo;
      // A known answer goes into the cache; while the first one is still on its way the watch below asks too.
      if (!state.loading) writeCurrentUser(apollo, state.user);
      // Kept for the app's life: the session follows every write of the user into the cache.
      apollo.watchQuery({ query: CurrentUserDocument, fetchPolicy: 'cache-first' }).subscribe((result) => {
        if (result.dataState === 'complete') publish({ user: result.data.me ?? null, loading: false });
        else if (result.error) publish({ user: isOutageError(result.error) ? state.user : null, loading: false });
      });
    },
    apollo: () => client,
    keepFresh() {
      const onFocus = () => {
        if (Date.now() - loadedAt >= USER_STALE_AFTER_MS) void session.refresh();
      };
      const timer = window.setInterval(() => void session.refresh(), USER_REFETCH_INTERVAL_MS);
      window.addEventListener('focus', onFocus);
      return () => {
        window.clearInterval(timer);
        window.removeEventListener('focus', onFocus);
      };
    },
  };
  return session;
}

/** The cached user is the session state: null means signed out. */
export function writeCurrentUser(client: ApolloClient, user: CurrentUser | null): void {
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
    can: { __typename: 'ViewerCapabilities', ...user.can },
    balance: { __typename: 'Balance', ...user.balance },
    mainProfile: mainProfile && {
      __typename: 'MainProfile',
      ...mainProfile,
      avatar: mainProfile.avatar && { __typename: 'Image', ...mainProfile.avatar },
    },
  });
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs the app providers (SessionContext)');
  return session;
}

export function useSessionState(): SessionState {
  const session = useSession();
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}

/**
 * Mounted once, near the root (app/AppProviders.tsx): keeps the user fresh while the app runs, and has the
 * outage banner's Try again ask for the user and every query Apollo has on screen.
 */
export function useKeepSessionFresh(): void {
  const session = useSession();
  useEffect(() => {
    const stopRefreshing = session.keepFresh();
    const stopRetrying = outage.onRetry(() => Promise.all([session.refresh(), session.apollo()?.refetchQueries({ include: 'active' })]));
    return () => {
      stopRefreshing();
      stopRetrying();
    };
  }, [session]);
}
