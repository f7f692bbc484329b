import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyRoute } from './lazy';

/** Pages anyone may open; the landing page's title is the site name alone. */
export const publicRoutes: RouteObject[] = [
  lazyRoute(paths.home.path, undefined, () => import('@/features/landing/components/landing-page')),
  lazyRoute(paths.aboutUs.path, 'About Us', () => import('@/features/legal/components/about-us-page')),
  lazyRoute(paths.contactUs.path, 'Contact Us', () => import('@/features/legal/components/contact-us-page')),
  lazyRoute(
    paths.privacyPolicy.path,
    'Privacy Policy and Consent',
    () => import('@/features/legal/components/privacy-policy-page'),
  ),
  lazyRoute(
    paths.cookiePolicy.path,
    'Site Cookie Policy',
    () => import('@/features/legal/components/cookie-policy-page'),
  ),
  lazyRoute(paths.terms.path, 'Terms and Conditions', () => import('@/features/legal/components/terms-page')),
];
