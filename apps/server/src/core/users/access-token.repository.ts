import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Member } from '../../types/fastify.js';
import { memberOf, SECOND_FACTOR_AMR } from '../access-policy.js';

/** A working day: no refresh tokens, and a member reading or writing is not signed out mid-task. */
export const ACCESS_TOKEN_TTL_SECONDS = 8 * 3600;

/**
 * Resolves an opaque access token (its value is the stored AccessToken id) to its member in one
 * query, with whether its sign-in used the second factor. Expired, revoked (row deleted) or unverified accounts resolve to null, so the caller gets 401.
 */
export async function findMemberByAccessToken(db: Db, token: string): Promise<Member | null> {
  const row = await db
    .selectFrom('oidc_payloads as t')
    .innerJoin('users as u', 'u.id', 't.account_id')
    .select(['u.id', 'u.role'])
    // The provider stores the sign-in's amr in the token's extra claims (provider.ts extraTokenClaims).
    .select(sql<boolean>`coalesce(t.payload->'extra'->'amr' ? ${SECOND_FACTOR_AMR}, false)`.as('second_factor'))
    .where('t.id', '=', token)
    .where('t.type', '=', 'AccessToken')
    .where('t.expires_at', '>', sql<Date>`now()`)
    .where('u.hcp_status', '=', 'verified')
    .executeTakeFirst();
  return row ? memberOf(row, row.second_factor === true) : null;
}
