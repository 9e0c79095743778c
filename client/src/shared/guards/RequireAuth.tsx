import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../auth/current-user';
import { FullScreenLoader } from '../ui/FullScreenLoader';
import { signInPathFor } from './return-to';

/** Protected area: signed-out visitors go to sign-in and come back here afterwards. */
export function RequireAuth() {
  const { user, loading } = useCurrentUser();
  const location = useLocation();
  if (loading) return <FullScreenLoader />;
  if (!user) return <Navigate to={signInPathFor(location)} replace />;
  return <Outlet />;
}
