import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/current-user';

/** Community pages need a session; the visitor is sent to /login and brought back afterwards. */
export function ProtectedRoute() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={paths.login.getHref()} replace state={{ from: location }} />;
  return <Outlet />;
}

/** Login and register send a signed-in member to the home page. */
export function GuestOnlyRoute() {
  const session = useSession();
  if (session) return <Navigate to={paths.home.getHref()} replace />;
  return <Outlet />;
}
