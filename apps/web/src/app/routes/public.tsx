import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { matchesRoute } from '@aatd/contract/site-routes';
import { paths } from '@/config/paths';
import { lazyRoute } from './lazy';

export type PublicPage = { path: string; title?: string; load: () => Promise<{ default: ComponentType }> };

/**
 * Pages anyone may open; the landing page's title is the site name alone. The server pre-renders
 * each (prerender.tsx) and a visitor's browser takes it over without the app's router
 * (public-main.tsx); inside the app they are ordinary routes.
 */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: paths.home.path, load: () => import('@/features/landing/components/landing-page') },
  { path: paths.aboutUs.path, title: 'About Us', load: () => import('@/features/legal/components/about-us-page') },
  {
    path: paths.contactUs.path,
    title: 'Contact Us',
    load: () => import('@/features/legal/components/contact-us-page'),
  },
  {
    path: paths.privacyPolicy.path,
    title: 'Privacy Policy and Consent',
    load: () => import('@/features/legal/components/privacy-policy-page'),
  },
  {
    path: paths.cookiePolicy.path,
    title: 'Site Cookie Policy',
    load: () => import('@/features/legal/components/cookie-policy-page'),
  },
  {
    path: paths.terms.path,
    title: 'Terms and Conditions',
    load: () => import('@/features/legal/components/terms-page'),
  },
];

/**
 * The login page, pre-rendered and taken over like those, but in the app a route for visitors only
 * (a signed-in member is sent on; routes/identity.tsx makes it from this), so not among the public
 * routes below.
 */
export const LOGIN_PAGE: PublicPage = {
  path: paths.login.path,
  title: 'Login',
  load: () => import('@/features/identity/login-page'),
};

const TAKEN_OVER_WITHOUT_APP: readonly PublicPage[] = [...PUBLIC_PAGES, LOGIN_PAGE];

/** The page at this address that a visitor's browser takes over without the app, if it is one. */
export const publicPageAt = (pathname: string) => TAKEN_OVER_WITHOUT_APP.find((p) => matchesRoute(p.path, pathname));

export const publicRoutes: RouteObject[] = PUBLIC_PAGES.map((p) => lazyRoute(p.path, p.title, p.load));
