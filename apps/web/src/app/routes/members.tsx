import type { RouteObject } from 'react-router';

/** members screens open to visitors (login, register, ...). */
export const membersPublicRoutes: RouteObject[] = [];
/** members screens for visitors only: a signed-in member is sent to / instead. */
export const membersGuestRoutes: RouteObject[] = [];
/** members screens for signed-in members (inside the community layout). */
export const membersMemberRoutes: RouteObject[] = [];
