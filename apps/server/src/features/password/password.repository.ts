import type { Db } from '../../db/database.js';

/** oidc-provider models that keep a member signed in somewhere. */
const SESSION_TYPES = ['AccessToken', 'RefreshToken', 'AuthorizationCode', 'Session', 'Grant'];

export const setPasswordHash = (db: Db, userId: number, passwordHash: string) =>
  db.updateTable('users').set({ password_hash: passwordHash, updated_at: new Date() }).where('id', '=', userId).execute();

/**
 * Ends a member's sessions everywhere: the provider's tokens, sessions and grants (so refresh and
 * silent re-login fail too) and unspent one-time login tokens. `keepAccessToken` spares the token
 * of the request that changed the password, so the member stays signed in on this device.
 */
export async function endSessions(db: Db, userId: number, keepAccessToken?: string): Promise<void> {
  await db
    .deleteFrom('oidc_payloads')
    .where('account_id', '=', userId)
    .where('type', 'in', SESSION_TYPES)
    .$if(Boolean(keepAccessToken), (q) =>
      q.where((eb) => eb.not(eb.and([eb('type', '=', 'AccessToken'), eb('id', '=', keepAccessToken ?? '')]))),
    )
    .execute();
  await db.deleteFrom('login_session_tokens').where('user_id', '=', userId).execute();
}
