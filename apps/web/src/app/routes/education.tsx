import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyRoute } from './lazy';

/** education screens open to visitors: none, the whole area is for members. */
export const educationPublicRoutes: RouteObject[] = [];
/** education screens for visitors only: none. */
export const educationGuestRoutes: RouteObject[] = [];

const CASE_NUMBERS = [1, 2, 3, 4] as const;

/**
 * education screens for signed-in members (inside the community layout). Static paths (map,
 * conference highlights, modules, case studies, AR) win over the /community/education/:slug pattern.
 */
export const educationMemberRoutes: RouteObject[] = [
  lazyRoute(paths.education.path, () => import('./education-hub')),
  lazyRoute(paths.prevalenceMap.path, () => import('@/features/prevalence-map/prevalence-map-page')),
  lazyRoute(paths.caseStudies.path, () => import('@/features/case-studies/case-studies-page')),
  // React Router has no partial segments (/cs-:n), so each case has its own route.
  ...CASE_NUMBERS.map((n) =>
    lazyRoute(paths.caseStudy.getHref(n), () => import('@/features/case-studies/case-study-page')),
  ),
  lazyRoute(paths.augmentedReality.path, () => import('@/features/education/ar-page')),
  lazyRoute(paths.conferences.path, () => import('@/features/conferences/conferences-page')),
  lazyRoute(paths.conference.path, () => import('@/features/conferences/conference-page')),
  lazyRoute(paths.modules.path, () => import('@/features/modules/modules-page')),
  lazyRoute(paths.module.path, () => import('@/features/modules/module-page')),
  lazyRoute(paths.filterModules.path, () => import('@/features/modules/filter-modules-page')),
  lazyRoute(paths.educationCategory.path, () => import('@/features/education/category-page')),
  lazyRoute(paths.educationPost.path, () => import('@/features/education/post-detail-page')),
  lazyRoute(paths.resources.path, () => import('@/features/resources/resources-page')),
  lazyRoute(paths.resourceList.path, () => import('@/features/resources/resource-list-page')),
  lazyRoute(paths.links.path, () => import('@/features/resources/links-page')),
  lazyRoute(paths.linkList.path, () => import('@/features/resources/link-list-page')),
];
