import { Suspense, type ReactNode } from 'react';
import type { LoggedUser } from '@aatd/contract';
import { Header } from '@/components/layouts/header';
import { Footer } from '@/components/layouts/footer';
import { Spinner } from '@/components/ui/feedback';
import { CookieConsentRoot, openCookieSettings } from '@/features/cookies/open-cookie-settings';

/**
 * Header, page and footer, plus the cookie banner until a choice is made: what every page of the
 * member site draws (site-layout.tsx, under the app's router) and what the pre-rendered public pages
 * draw when React takes them over without it (public-page-app.tsx). `notices` come before the page.
 */
export function PageFrame({
  user,
  notices,
  children,
}: {
  user?: LoggedUser;
  notices?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <Header user={user} />
      <main id="main" tabIndex={-1}>
        {notices}
        <Suspense fallback={<Spinner />}>{children}</Suspense>
      </main>
      <Footer onCookieSettings={openCookieSettings} />
      <CookieConsentRoot />
    </>
  );
}
