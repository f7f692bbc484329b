import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The one rule for which accounts members may see anywhere (directory, View Profile, search,
 * share, messages): verified HCPs who have not opted out and are not erased. Pending, rejected and opted-out accounts
 * answer as if they did not exist.
 */
export const isVisibleMember = (eb: ExpressionBuilder<Database, 'users'>) =>
  eb.and([
    // Literals, so a prepared statement's generic plan can use the partial indexes on them
    // (users_directory_visible_idx, users_hcp_verified_at_idx); a parameter cannot match their predicates.
    eb('users.opted_out', '=', sql.lit(false)),
    eb('users.hcp_status', '=', sql.lit('verified')),
    eb('users.erased_at', 'is', null),
  ]);

/** The same rule for raw SQL, on the users table under `alias`. */
export const visibleMemberSql = (alias: string): RawBuilder<boolean> =>
  sql<boolean>`(${sql.ref(`${alias}.opted_out`)} = false and ${sql.ref(`${alias}.hcp_status`)} = 'verified' and ${sql.ref(`${alias}.erased_at`)} is null)`;
