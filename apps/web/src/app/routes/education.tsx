import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyRoute } from './lazy';

/**
 * education screens for signed-in members (inside the community layout). Static paths (map,
 * conference highlights, modules, case studies, AR) win over the /community/education/:slug pattern.
 * Pages of one item (a post, a conference, a module) name the document after it once loaded.
 */
export const educationMemberRoutes: RouteObject[] = [
  lazyRoute(paths.education.path, 'Education', () => import('./education-hub')),
  lazyRoute(
    paths.prevalenceMap.path,
    'Global Prevalence of AATD',
    () => import('@/features/prevalence/prevalence-map-page'),
  ),
  lazyRoute(paths.caseStudies.path, 'Patient Case Studies', () => import('@/features/case-studies/case-studies-page')),
  // React Router has no partial segments (/cs-:n), so each case has its own route.
  ...paths.caseStudy.paths.map((path, i) =>
    lazyRoute(path, `Patient Case Study ${i + 1}`, () => import('@/features/case-studies/case-study-page')),
  ),
  lazyRoute(paths.augmentedReality.path, 'Augmented Reality', () => import('@/features/education/ar-page')),
  lazyRoute(paths.conferences.path, 'Conference Highlights', () => import('@/features/conferences/conferences-page')),
  lazyRoute(paths.conference.path, 'Conference Highlights', () => import('@/features/conferences/conference-page')),
  lazyRoute(paths.modules.path, 'Education Modules', () => import('@/features/modules/modules-page')),
  lazyRoute(paths.module.path, 'Education Module', () => import('@/features/modules/module-page')),
  lazyRoute(paths.filterModules.path, 'Modules', () => import('@/features/modules/filter-modules-page')),
  lazyRoute(paths.educationCategory.path, 'Education', () => import('@/features/education/category-page')),
  lazyRoute(paths.educationPost.path, 'Education', () => import('@/features/education/post-detail-page')),
  lazyRoute(paths.resources.path, 'Useful Resources', () => import('@/features/resources/resources-page')),
  lazyRoute(paths.resourceList.path, 'Useful Resources', () => import('@/features/resources/resource-list-page')),
  lazyRoute(paths.links.path, 'Useful Links', () => import('@/features/resources/links-page')),
  lazyRoute(paths.linkList.path, 'Useful Links', () => import('@/features/resources/link-list-page')),
];
