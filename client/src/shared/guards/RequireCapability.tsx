import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser, type CurrentUser } from '../auth/current-user';
import { FullScreenLoader } from '../ui/FullScreenLoader';
import { signInPathFor } from './return-to';

/** The yes/no capabilities of `me.can` (ViewerCapabilities): what a role area may ask for. */
export type Capability = { [K in keyof CurrentUser['can']]: CurrentUser['can'][K] extends boolean ? K : never }[keyof CurrentUser['can']];

/**
 * Role area (docs/web-app.md#screens-and-routes): a signed-in user the server does not let do `can` (its
 * policies, answered as `me.can`: a role on hold until a second factor is enrolled counts for nothing) goes home.
 */
export function RequireCapability({ can }: { can: Capability }) {
  const { user, loading } = useCurrentUser();
  const location = useLocation();
  if (loading) return <FullScreenLoader />;
  if (!user) return <Navigate to={signInPathFor(location)} replace />;
  if (!user.can[can]) return <Navigate to="/" replace />;
  return <Outlet />;
}
