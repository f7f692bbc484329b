import type { RouteObject } from 'react-router';

/** identity screens open to visitors (login, register, ...). */
export const identityPublicRoutes: RouteObject[] = [];
/** identity screens for visitors only: a signed-in member is sent to / instead. */
export const identityGuestRoutes: RouteObject[] = [];
/** identity screens for signed-in members (inside the community layout). */
export const identityMemberRoutes: RouteObject[] = [];
