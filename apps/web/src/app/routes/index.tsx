import { Navigate, type RouteObject } from 'react-router';
import { SiteLayout } from '../site-layout';
import { CommunityLayout } from '@/components/layouts/community-layout';
import { AccessGate, ProtectedRoute, GuestOnlyRoute } from '@/components/layouts/route-guards';
import { RouteError } from '@/components/layouts/route-error';
import { Spinner } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { lazyRoute, type RouteHandle } from './lazy';
import { publicRoutes } from './public';
import { identityGateRoutes, identityGuestRoutes, identityMemberRoutes, identityPublicRoutes } from './identity';
import { newsMemberRoutes } from './news';
import { educationMemberRoutes } from './education';
import { membersMemberRoutes } from './members';
import { consoleRoute } from './console';

/**
 * The whole route tree. Its paths are the contract's route table (`SITE_ROUTES`), which the
 * server also reads to answer 404 for any other address; routes.test.ts keeps the two equal.
 */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    // Shown while the first screen's chunk loads on pages that are not pre-rendered (main.tsx).
    hydrateFallbackElement: <Spinner />,
    children: [
      ...publicRoutes,
      ...identityPublicRoutes,
      { element: <GuestOnlyRoute />, children: identityGuestRoutes },
      {
        element: <ProtectedRoute />,
        children: [
          // Reachable while a gate is closed: they are the way through it.
          ...identityGateRoutes,
          {
            element: <AccessGate />,
            children: [
              {
                element: <CommunityLayout />,
                children: [
                  lazyRoute(paths.community.path, 'Community', () => import('@/app/community/community-home')),
                  ...identityMemberRoutes,
                  ...newsMemberRoutes,
                  ...educationMemberRoutes,
                  ...membersMemberRoutes,
                ],
              },
            ],
          },
        ],
      },
      // The reporting overview moved into the staff console; the spec's address leads there.
      {
        path: paths.report.path,
        handle: { title: 'Reporting Overview' } satisfies RouteHandle,
        element: <Navigate to={paths.consoleReport.getHref()} replace />,
      },
      lazyRoute('*', 'Page not found', () => import('@/features/legal/components/not-found-page')),
    ],
  },
  // The staff console has its own layout, outside the member site's header and footer.
  consoleRoute,
];
