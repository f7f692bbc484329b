import type { ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ErrorState, Spinner } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth-store';
import { useCurrentUser } from '@/lib/current-user';
import { CONSOLE_ACCESS, hasRole } from '@/lib/console-access';
import { isStaff } from '@/lib/staff-roles';
import { useSecondFactorStatus } from '@/features/second-factor/api/second-factor';
import { SecondFactorRequired } from '@/features/second-factor/components/second-factor-required';
import { SiteFrame } from './site-layout';
import { PageAnnouncer } from './page-announcer';

export type ConsoleArea = keyof typeof CONSOLE_ACCESS;

/**
 * The door to the console: a visitor signs in first (as on every community page); a member who is
 * not staff gets the ordinary not-found page in the member site's frame, so the address reveals
 * nothing (the API answers them 403 as well). Staff whose session was signed in without the second
 * factor are walked to it instead of the console. Loaded with the console, not with the member site.
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
  // Staff sessions need the second factor: the API refuses console calls without it.
  const factor = useSecondFactorStatus(Boolean(session) && isStaff(user.data));
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
  if (factor.isPending) return <Spinner />;
  if (factor.isError) {
    return (
      <SiteFrame>
        <ErrorState onRetry={() => void factor.refetch()} />
      </SiteFrame>
    );
  }
  if (!factor.data.sessionVerified) {
    return (
      <SiteFrame>
        <PageAnnouncer />
        <SecondFactorRequired />
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
