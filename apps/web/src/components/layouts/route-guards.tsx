import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth-store';
import { useCurrentUser } from '@/lib/current-user';

/** Community pages need a session; the visitor is sent to /login and brought back afterwards. */
export function ProtectedRoute() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={paths.login.getHref()} replace state={{ from: location }} />;
  return <Outlet />;
}

/**
 * Content pages behind the server's access gates: a member with new terms or privacy versions to
 * accept is sent to the acceptance page, one whose HCP verification has run out to the
 * re-verification page, each bringing them back afterwards. The server refuses the content calls
 * either way; this only shows the page that explains why, also when a gate closes mid-session.
 */
export function AccessGate() {
  const location = useLocation();
  const { data: user } = useCurrentUser();
  if (user?.consentOutstanding.length) {
    return <Navigate to={paths.acceptTerms.getHref()} replace state={{ from: location }} />;
  }
  if (user?.verification.state === 'expired') {
    return <Navigate to={paths.reverification.getHref()} replace state={{ from: location }} />;
  }
  return <Outlet />;
}

/** Login and register send a signed-in member to the home page. */
export function GuestOnlyRoute() {
  const session = useSession();
  if (session) return <Navigate to={paths.home.getHref()} replace />;
  return <Outlet />;
}
