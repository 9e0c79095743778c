import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../auth/current-user';
import { hasRole, type RoleName } from '../auth/roles';
import { FullScreenLoader } from '../ui/FullScreenLoader';
import { signInPathFor } from './return-to';

/** Role area (docs/web-app.md#screens-and-routes): a signed-in user without the role goes home; admins pass every role. */
export function RequireRole({ role }: { role: RoleName }) {
  const { user, loading } = useCurrentUser();
  const location = useLocation();
  if (loading) return <FullScreenLoader />;
  if (!user) return <Navigate to={signInPathFor(location)} replace />;
  if (!hasRole(user, role)) return <Navigate to="/" replace />;
  return <Outlet />;
}
