import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { unseenMessagesOf } from './unseen-messages.js';

/** The signed-in member's profile with the unseen-message count and a waiting renewal, in one query. */
export const findLoggedUserRow = (db: Db, id: number) =>
  db
    .selectFrom('users')
    .selectAll('users')
    .select((eb) => unseenMessagesOf(eb).as('unseen_msg_count'))
    .select(
      sql<boolean>`exists (select 1 from hcp_verification_requests r where r.user_id = users.id
        and r.status = 'pending' and r.renewal_requested_at is not null)`.as('renewal_pending'),
    )
    .where('users.id', '=', id)
    .executeTakeFirst();

export type LoggedUserRow = NonNullable<Awaited<ReturnType<typeof findLoggedUserRow>>>;
