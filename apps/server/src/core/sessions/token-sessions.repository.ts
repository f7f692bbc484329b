import type { Db } from '../../db/database.js';

/** Everything that keeps a member signed in somewhere. */
const SIGNED_IN_TYPES = ['AccessToken', 'RefreshToken', 'AuthorizationCode', 'Session', 'Grant'];

/**
 * The one way to end a member's sessions everywhere (password change or reset, suspension): the
 * provider's tokens, sessions and grants (so refresh and silent re-login fail too) and unspent
 * one-time login tokens. `keepAccessToken` spares that token and its grant, so the browser that
 * changed the password stays signed in. One statement.
 */
export async function endSessions(db: Db, userId: number, options: { keepAccessToken?: string } = {}): Promise<void> {
  const keep = options.keepAccessToken;
  await db
    .with('login_tokens', (qb) => qb.deleteFrom('login_session_tokens').where('user_id', '=', userId))
    .deleteFrom('oidc_payloads')
    .where('account_id', '=', userId)
    .where('type', 'in', SIGNED_IN_TYPES)
    .$if(keep !== undefined, (qb) =>
      qb
        .where((eb) => eb.not(eb.and([eb('type', '=', 'AccessToken'), eb('id', '=', keep!)])))
        .where((eb) =>
          eb.not(
            eb.and([
              eb('type', '=', 'Grant'),
              eb(
                'id',
                'in',
                eb
                  .selectFrom('oidc_payloads as t')
                  .select('t.grant_id')
                  .where('t.type', '=', 'AccessToken')
                  .where('t.id', '=', keep!)
                  .where('t.grant_id', 'is not', null)
                  .$narrowType<{ grant_id: string }>(),
              ),
            ]),
          ),
        ),
    )
    .execute();
}

/**
 * A change of factor ends every other session of the account; the caller's own token (when the
 * call carried one) stays.
 */
export const endOtherSessions = (db: Db, userId: number, callerToken: string | null): Promise<void> =>
  endSessions(db, userId, callerToken ? { keepAccessToken: callerToken } : {});
