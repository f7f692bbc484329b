import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Member } from '../../types/fastify.js';
import { memberOf, SECOND_FACTOR_AMRS, type GateFacts } from '../access-policy.js';

/** A working day: no refresh tokens, and a member reading or writing is not signed out mid-task. */
export const ACCESS_TOKEN_TTL_SECONDS = 8 * 3600;

/**
 * Resolves an opaque access token (its value is the stored AccessToken id) to its member in one
 * query, with whether its sign-in used the second factor and the facts the access gates read.
 * Expired, revoked (row deleted) or unverified accounts resolve to null, so the caller gets 401.
 * What it reads is held in memory (plugins/auth.ts); a column added here must also be announced
 * by the users trigger of migration 0045 (decision 0057), or a change to it would go unseen.
 */
export type TokenHolder = Member & { facts: GateFacts; tokenExpiresAt: Date };

export async function findMemberByAccessToken(db: Db, token: string): Promise<TokenHolder | null> {
  const row = await db
    .selectFrom('oidc_payloads as t')
    .innerJoin('users as u', 'u.id', 't.account_id')
    .select(['u.id', 'u.role', 'u.terms_version', 'u.privacy_version', 'u.hcp_verified_at', 't.expires_at'])
    .select(['u.suspended_at', 'u.suspended_until', 'u.suspension_reason', 'u.silenced_until', 'u.silence_reason'])
    // The provider stores the sign-in's amr in the token's extra claims (provider.ts extraTokenClaims).
    .select(
      sql<boolean>`coalesce(t.payload->'extra'->'amr' ?| ${sql.val(SECOND_FACTOR_AMRS)}::text[], false)`.as(
        'second_factor',
      ),
    )
    .where('t.id', '=', token)
    .where('t.type', '=', 'AccessToken')
    .where('t.expires_at', '>', sql<Date>`now()`)
    .where('u.hcp_status', '=', 'verified')
    .executeTakeFirst();
  if (!row) return null;
  // What the access gates need rides along in the same query (no extra round trip per request).
  return {
    ...memberOf(row, row.second_factor === true),
    sanctions: {
      suspended: row.suspended_at ? { until: row.suspended_until, reason: row.suspension_reason } : null,
      silenced: row.silenced_until ? { until: row.silenced_until, reason: row.silence_reason } : null,
    },
    facts: {
      accepted: { terms: row.terms_version, privacy: row.privacy_version },
      hcpVerifiedAt: row.hcp_verified_at,
    },
    // Never null here (the filter above needs a time); were it so, no cache would keep the token.
    tokenExpiresAt: row.expires_at ?? new Date(0),
  };
}
