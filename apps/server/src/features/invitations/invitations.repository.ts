import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * Stores the invitation unless a member already has that e-mail, in one statement, and answers
 * the inviter's name for the mail; undefined means the address belongs to a member.
 */
export const insertInvitation = (db: Db, inviterId: number, email: string, tokenHash: string) =>
  db
    .with('ins', (w) =>
      w
        .insertInto('invitations')
        .columns(['inviter_id', 'email', 'token_hash'])
        .expression(
          w
            .selectNoFrom([
              sql<number>`${inviterId}::integer`.as('inviter_id'),
              sql<string>`${email}::text`.as('email'),
              sql<string>`${tokenHash}::text`.as('token_hash'),
            ])
            .where(({ not, exists, selectFrom }) =>
              not(
                exists(
                  selectFrom('users')
                    .select('id')
                    .where(sql<string>`lower(email)`, '=', email.toLowerCase()),
                ),
              ),
            ),
        )
        .returning(['id', 'inviter_id']),
    )
    .selectFrom('ins')
    .innerJoin('users', 'users.id', 'ins.inviter_id')
    .select(['ins.id', 'users.title', 'users.first_name', 'users.last_name'])
    .executeTakeFirst();
