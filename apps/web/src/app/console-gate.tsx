import type { ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ErrorState, Spinner } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { useCurrentUser, useSession } from '@/lib/current-user';
import { CONSOLE_ACCESS, hasRole } from '@/lib/console-access';
import { isStaff } from '@/lib/staff-roles';
import { SiteFrame } from './site-layout';
import { PageAnnouncer } from './page-announcer';

export type ConsoleArea = keyof typeof CONSOLE_ACCESS;

/**
 * The door to the console: a visitor signs in first (as on every community page); a member who is
 * not staff gets the ordinary not-found page in the member site's frame, so the address reveals
 * nothing (the API answers them 403 as well). Loaded with the console, not with the member site.
 */
export function ConsoleGate({
  layout: Layout,
  notFound: NotFound,
}: {
  layout: ComponentType;
  notFound: ComponentType;
}) {
  const session = useSession();
  const location = useLocation();
  const user = useCurrentUser();
  if (!session) return <Navigate to={paths.login.getHref()} replace state={{ from: location }} />;
  if (user.isPending) return <Spinner />;
  if (user.isError) {
    return (
      <SiteFrame>
        <ErrorState onRetry={() => void user.refetch()} />
      </SiteFrame>
    );
  }
  // Staff accept new terms like everyone (the API refuses the console's calls until they do).
  if (user.data.consentOutstanding.length) {
    return <Navigate to={paths.acceptTerms.getHref()} replace state={{ from: location }} />;
  }
  if (!isStaff(user.data)) {
    return (
      <SiteFrame>
        <NotFound />
      </SiteFrame>
    );
  }
  return (
    <>
      <PageAnnouncer />
      <Layout />
    </>
  );
}

/** A staff member whose role may not use this area sees the not-found page inside the console. */
export function RoleOnly({
  area,
  page: Page,
  notFound: NotFound,
}: {
  area: ConsoleArea;
  page: ComponentType;
  notFound: ComponentType;
}) {
  const { data: user } = useCurrentUser();
  return hasRole(user, CONSOLE_ACCESS[area]) ? <Page /> : <NotFound />;
}
