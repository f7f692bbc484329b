// Types only: the member bundle reads this helper, and the contract's index would pull in zod.
import type { LoggedUser } from '@aatd/contract';

/**
 * Whether the member may enter the staff console at all (the console's own rules, per role and
 * area, are in console-access.ts, which only the console loads).
 */
export const isStaff = (user: Pick<LoggedUser, 'role'> | undefined | null) => Boolean(user && user.role !== 'member');
