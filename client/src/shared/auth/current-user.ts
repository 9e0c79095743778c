import { useSessionState, type SessionState } from './session';

export { CurrentUserDocument } from '../../gql/graphql';
export { USER_REFETCH_INTERVAL_MS, USER_STALE_AFTER_MS, useKeepSessionFresh as useKeepCurrentUserFresh, writeCurrentUser as setCurrentUser, type CurrentUser } from './session';

export type CurrentUserState = SessionState;

/** The signed-in user (null: signed out); `loading` only until the first answer (shared/auth/session.ts). */
export function useCurrentUser(): CurrentUserState {
  return useSessionState();
}
