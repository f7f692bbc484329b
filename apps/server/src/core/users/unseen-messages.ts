import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The member's unread private messages, as a subquery so GET /api/user reads it in the same query
 * as the profile (index messages_receiver_seen_idx). The messaging feature owns the table and
 * GET /api/user/unseen-messages/count.
 */
export const unseenMessagesOf = (eb: ExpressionBuilder<Database, 'users'>) =>
  sql<number>`(${eb
    .selectFrom('messages as m')
    .whereRef('m.receiver_id', '=', 'users.id')
    .where('m.seen_at', 'is', null)
    // A literal: a prepared statement's generic plan then uses messages_receiver_seen_idx.
    .where('m.review_state', '=', sql.lit('visible'))
    .select((e) => e.fn.countAll().as('n'))})::int`;
