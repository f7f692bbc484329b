import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** oidc-provider models that keep a member signed in somewhere. */
const SESSION_TYPES = ['AccessToken', 'RefreshToken', 'AuthorizationCode', 'Session', 'Grant'];

/**
 * Sets a new password hash and, in the same statement (data-modifying CTEs), ends the member's
 * sessions everywhere: the provider's tokens, sessions and grants (so refresh and silent re-login
 * fail too), unspent one-time login tokens and unused reset links. `keepAccessToken` spares the
 * token of the request that changed the password, so the member stays signed in on this device.
 */
export async function applyNewPassword(
  db: Db,
  userId: number,
  passwordHash: string,
  keepAccessToken?: string,
): Promise<void> {
  await db
    .with('changed', (q) =>
      q
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: new Date() })
        .where('id', '=', userId)
        .returning('id'),
    )
    .with('ended_sessions', (q) =>
      q
        .deleteFrom('oidc_payloads')
        .where('account_id', '=', userId)
        .where('type', 'in', SESSION_TYPES)
        .$if(Boolean(keepAccessToken), (d) =>
          d.where((eb) => eb.not(eb.and([eb('type', '=', 'AccessToken'), eb('id', '=', keepAccessToken ?? '')]))),
        )
        .returning('id'),
    )
    .with('ended_logins', (q) =>
      q.deleteFrom('login_session_tokens').where('user_id', '=', userId).returning('user_id'),
    )
    .updateTable('user_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', 'resetPassword')
    .where('used_at', 'is', null)
    .execute();
}
