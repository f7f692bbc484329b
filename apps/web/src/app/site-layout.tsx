import { Suspense, type ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Header } from '@/components/layouts/header';
import { Footer } from '@/components/layouts/footer';
import { MemberNotices } from '@/components/layouts/member-notices';
import { Spinner } from '@/components/ui/feedback';
import { useLiveEvents } from '@/lib/live-events';
import { CookieConsentRoot, openCookieSettings } from '@/features/cookies/open-cookie-settings';
import { PageAnnouncer } from './page-announcer';

/**
 * Header, page and footer around one page, plus the cookie banner until a choice is made; the
 * document title and focus follow the page.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  // Signed-in members get live unseen-message counts in the header (one stream per tab).
  useLiveEvents();
  return (
    <>
      <PageAnnouncer />
      <Header />
      <main id="main" tabIndex={-1}>
        <MemberNotices />
        <Suspense fallback={<Spinner />}>{children}</Suspense>
      </main>
      <Footer onCookieSettings={openCookieSettings} />
      <CookieConsentRoot />
      <ScrollRestoration />
    </>
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
