import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Header } from '@/components/layouts/header';
import { Footer } from '@/components/layouts/footer';
import { Spinner } from '@/components/ui/feedback';
import { useLiveEvents } from '@/lib/live-events';
import { CookieConsentRoot, openCookieSettings } from '@/features/cookies/open-cookie-settings';

/** Header, page and footer for every route, plus the cookie banner until a choice is made. */
export function SiteLayout() {
  // Signed-in members get live unseen-message counts in the header (one stream per tab).
  useLiveEvents();
  return (
    <>
      <Header />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer onCookieSettings={openCookieSettings} />
      <CookieConsentRoot />
      <ScrollRestoration />
    </>
  );
}
