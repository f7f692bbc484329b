import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyRoute } from './lazy';

/**
 * education screens for signed-in members (inside the community layout). Static paths (map,
 * conference highlights, modules, case studies, AR) win over the /community/education/:slug pattern.
 * Pages of one item (a post, a conference, a module) name the document after it once loaded.
 */
export const educationMemberRoutes: RouteObject[] = [
  lazyRoute(paths.education.path, 'title.education', () => import('./education-hub')),
  lazyRoute(
    paths.prevalenceMap.path,
    'title.globalPrevalenceOfAatd',
    () => import('@/features/prevalence/prevalence-map-page'),
  ),
  lazyRoute(paths.caseStudies.path, 'title.patientCaseStudies', () => import('@/features/case-studies/case-studies-page')),
  // React Router has no partial segments (/cs-:n), so each case has its own route.
  ...paths.caseStudy.paths.map((path, i) =>
    lazyRoute(path, 'title.patientCaseStudy', () => import('@/features/case-studies/case-study-page'), {
      number: i + 1,
    }),
  ),
  lazyRoute(paths.augmentedReality.path, 'title.augmentedReality', () => import('@/features/education/ar-page')),
  lazyRoute(paths.conferences.path, 'title.conferenceHighlights', () => import('@/features/conferences/conferences-page')),
  lazyRoute(paths.conference.path, 'title.conferenceHighlights', () => import('@/features/conferences/conference-page')),
  lazyRoute(paths.modules.path, 'title.educationModules', () => import('@/features/modules/modules-page')),
  lazyRoute(paths.module.path, 'title.educationModule', () => import('@/features/modules/module-page')),
  lazyRoute(paths.filterModules.path, 'title.modules', () => import('@/features/modules/filter-modules-page')),
  lazyRoute(paths.educationCategory.path, 'title.education', () => import('@/features/education/category-page')),
  lazyRoute(paths.educationPost.path, 'title.education', () => import('@/features/education/post-detail-page')),
  lazyRoute(paths.resources.path, 'title.usefulResources', () => import('@/features/resources/resources-page')),
  lazyRoute(paths.resourceList.path, 'title.usefulResources', () => import('@/features/resources/resource-list-page')),
  lazyRoute(paths.links.path, 'title.usefulLinks', () => import('@/features/resources/links-page')),
  lazyRoute(paths.linkList.path, 'title.usefulLinks', () => import('@/features/resources/link-list-page')),
];
