import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { Spinner } from '@/components/ui/feedback';
import { useCurrentUser } from '@/lib/current-user';

function AdminOnly({ page: Page, fallback: NotFound }: { page: ComponentType; fallback: ComponentType }) {
  const user = useCurrentUser();
  if (user.isPending) return <Spinner />;
  return user.data?.isAdmin ? <Page /> : <NotFound />;
}

/**
 * A screen for admins only: anyone else gets the ordinary not-found page (the API answers them
 * 403 as well), so the route does not reveal that an admin screen exists.
 */
export const adminRoute = (path: string, load: () => Promise<{ default: ComponentType }>): RouteObject => ({
  path,
  lazy: async () => {
    const [{ default: page }, { default: fallback }] = await Promise.all([
      load(),
      import('@/features/legal/components/not-found-page'),
    ]);
    return { Component: () => <AdminOnly page={page} fallback={fallback} /> };
  },
});
