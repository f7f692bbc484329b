import type { RouteObject } from 'react-router';

/** education screens open to visitors (login, register, ...). */
export const educationPublicRoutes: RouteObject[] = [];
/** education screens for visitors only: a signed-in member is sent to / instead. */
export const educationGuestRoutes: RouteObject[] = [];
/** education screens for signed-in members (inside the community layout). */
export const educationMemberRoutes: RouteObject[] = [];
