import { useMemo, type ReactNode } from 'react';
import { Link, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { MemberNotices } from '@/components/layouts/member-notices';
import { SiteNavigationProvider, type SiteNavigation } from '@/components/ui/site-link';
import { useCurrentUser } from '@/lib/current-user';
import { useLiveEvents } from '@/lib/live-events';
import { useMemberLocale } from '@/lib/locale-choice';
import { PageAnnouncer } from './page-announcer';
import { PageFrame } from './page-frame';

/**
 * The page frame under the app's router: links navigate in the app, the member's notices and live
 * unseen-message count show, and the document title and focus follow the page.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  // Signed-in members get live unseen-message counts in the header (one stream per tab).
  useLiveEvents();
  const { data: user } = useCurrentUser();
  useMemberLocale(user);
  const { pathname, state } = useLocation();
  const navigation = useMemo((): SiteNavigation => ({ pathname, state: state as unknown, Link }), [pathname, state]);
  return (
    <SiteNavigationProvider value={navigation}>
      <PageAnnouncer />
      <PageFrame user={user} notices={<MemberNotices />}>
        {children}
      </PageFrame>
      <ScrollRestoration />
    </SiteNavigationProvider>
  );
}

/** The member site's layout route: every page but the staff console's. */
export function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}
