import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Header } from '@/components/layouts/header';
import { Footer } from '@/components/layouts/footer';
import { Spinner } from '@/components/ui/feedback';
import { CookieConsentRoot, openCookieSettings } from '@/features/cookies/open-cookie-settings';

/** Header, page and footer for every route, plus the cookie banner until a choice is made. */
export function SiteLayout() {
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
