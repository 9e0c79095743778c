import { useSessionState, type SessionState } from './session';

export { CurrentUserDocument } from '../../gql/graphql';
export type { CurrentUser } from './session';

export type CurrentUserState = SessionState;

/** The signed-in user (null: signed out); `loading` only until the first answer (shared/auth/session.ts). */
export function useCurrentUser(): CurrentUserState {
  return useSessionState();
}
