import type { RouteObject } from 'react-router';

/** news screens open to visitors (login, register, ...). */
export const newsPublicRoutes: RouteObject[] = [];
/** news screens for visitors only: a signed-in member is sent to / instead. */
export const newsGuestRoutes: RouteObject[] = [];
/** news screens for signed-in members (inside the community layout). */
export const newsMemberRoutes: RouteObject[] = [];
