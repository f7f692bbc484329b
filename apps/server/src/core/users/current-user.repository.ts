import type { Db } from '../../db/database.js';
import { unseenMessagesOf } from './unseen-messages.js';

/** The signed-in member's profile with the unseen-message count, in one query. */
export const findLoggedUserRow = (db: Db, id: number) =>
  db
    .selectFrom('users')
    .selectAll('users')
    .select((eb) => unseenMessagesOf(eb).as('unseen_msg_count'))
    .where('users.id', '=', id)
    .executeTakeFirst();

export type LoggedUserRow = NonNullable<Awaited<ReturnType<typeof findLoggedUserRow>>>;
