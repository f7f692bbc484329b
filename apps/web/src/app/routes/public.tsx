import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyRoute } from './lazy';

/** Pages anyone may open. */
export const publicRoutes: RouteObject[] = [
  lazyRoute(paths.home.path, () => import('@/features/landing/components/landing-page')),
  lazyRoute(paths.aboutUs.path, () => import('@/features/legal/components/about-us-page')),
  lazyRoute(paths.contactUs.path, () => import('@/features/legal/components/contact-us-page')),
  lazyRoute(paths.privacyPolicy.path, () => import('@/features/legal/components/privacy-policy-page')),
  lazyRoute(paths.cookiePolicy.path, () => import('@/features/legal/components/cookie-policy-page')),
  lazyRoute(paths.terms.path, () => import('@/features/legal/components/terms-page')),
];
