import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * Registration's half of "invite a friend": every open invitation of the address is marked
 * accepted when its owner registers (any case of the address; the invite link is not needed).
 */
export const markInvitationsAccepted = (db: Db, email: string) =>
  db
    .updateTable('invitations')
    .set({ accepted_at: new Date() })
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .where('accepted_at', 'is', null)
    .execute();
