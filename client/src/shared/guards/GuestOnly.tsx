import { Navigate, Outlet, useSearchParams } from 'react-router';
import { useCurrentUser } from '../auth/current-user';
import { FullScreenLoader } from '../ui/FullScreenLoader';
import { RETURN_TO_PARAM, safeReturnTo } from './return-to';

/**
 * The auth area is for signed-out visitors only. A signed-in user leaves for the page remembered in
 * `?returnTo=` (so a successful sign-in lands where the visitor was heading), else for `redirectTo`.
 */
export function GuestOnly({ redirectTo = '/' }: { redirectTo?: string }) {
  const { user, loading } = useCurrentUser();
  const [searchParams] = useSearchParams();
  if (loading) return <FullScreenLoader />;
  if (user) return <Navigate to={safeReturnTo(searchParams.get(RETURN_TO_PARAM)) ?? redirectTo} replace />;
  return <Outlet />;
}
