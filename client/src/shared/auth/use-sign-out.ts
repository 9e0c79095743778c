import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toApiError } from '../api/api-error';
import { useRestClient } from '../api/ApiContext';
import { notifyError } from '../ui/notify';
import { useSession } from './session';

/**
 * Ends the session on the server, goes home and forgets every cached answer. `resetStore` rather than
 * `clearStore`: both empty the cache, but clearStore also detaches the mounted queries (the top bar's user
 * among them) from the cache, so they would keep showing the signed-in user; resetStore keeps them attached
 * and asks the server again, which now answers as for a signed-out visitor.
 */
export function useSignOut(): () => Promise<void> {
  const rest = useRestClient();
  const leaveSession = useLeaveSession();

  return useCallback(async () => {
    try {
      await rest.delete('/auth/signout');
    } catch (error) {
      const apiError = toApiError(error);
      // Already signed out on the server: carry on. Anything else leaves the session alive, so say so.
      if (apiError.status !== 401) {
        void notifyError('Could not sign out', apiError.message);
        return;
      }
    }
    await leaveSession();
  }, [rest, leaveSession]);
}

/** The session is over on the server (signed out, account deleted): go home signed out with an empty cache. */
export function useLeaveSession(): () => Promise<void> {
  const session = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Leave first, rendered at once (flushSync, not a transition that keeps the old page mounted): a protected
    // page still on screen when the user turns null would send the visitor to sign-in instead of home.
    await navigate('/', { replace: true, flushSync: true });
    await session.apollo()?.resetStore().catch(() => undefined);
    session.setUser(null);
  }, [session, navigate]);
}
