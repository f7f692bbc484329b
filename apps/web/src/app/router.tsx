import { createBrowserRouter, RouterProvider } from 'react-router';
import { SiteLayout } from './site-layout';
import { CommunityLayout } from '@/components/layouts/community-layout';
import { ProtectedRoute, GuestOnlyRoute } from '@/components/layouts/route-guards';
import { RouteError } from '@/components/layouts/route-error';
import { paths } from '@/config/paths';
import { lazyRoute } from './routes/lazy';
import { publicRoutes } from './routes/public';
import { identityGuestRoutes, identityMemberRoutes, identityPublicRoutes } from './routes/identity';
import { newsGuestRoutes, newsMemberRoutes, newsPublicRoutes } from './routes/news';
import { educationGuestRoutes, educationMemberRoutes, educationPublicRoutes } from './routes/education';
import { membersGuestRoutes, membersMemberRoutes, membersPublicRoutes } from './routes/members';

const router = createBrowserRouter([
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    children: [
      ...publicRoutes,
      ...identityPublicRoutes,
      ...newsPublicRoutes,
      ...educationPublicRoutes,
      ...membersPublicRoutes,
      {
        element: <GuestOnlyRoute />,
        children: [...identityGuestRoutes, ...newsGuestRoutes, ...educationGuestRoutes, ...membersGuestRoutes],
      },
      {
        element: <ProtectedRoute />,
        children: [
          {
            element: <CommunityLayout />,
            children: [
              lazyRoute(paths.community.path, () => import('@/features/community/components/community-menu-page')),
              ...identityMemberRoutes,
              ...newsMemberRoutes,
              ...educationMemberRoutes,
              ...membersMemberRoutes,
            ],
          },
        ],
      },
      lazyRoute('*', () => import('@/features/legal/components/not-found-page')),
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
