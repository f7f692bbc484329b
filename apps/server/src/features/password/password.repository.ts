import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * Sets a new password hash and, in the same statement (a data-modifying CTE), spends the member's
 * unused reset links, so a link mailed before the change cannot set another password. Ending the
 * member's sessions is core's `endSessions`, called by the service in the same transaction.
 */
export async function applyNewPassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db
    .with('changed', (q) =>
      q
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: new Date() })
        .where('id', '=', userId)
        .returning('id'),
    )
    .updateTable('user_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', 'resetPassword')
    .where('used_at', 'is', null)
    .execute();
}
