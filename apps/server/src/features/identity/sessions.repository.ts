import type { Db } from '../../db/database.js';

/** Everything that keeps a member signed in somewhere. */
const SIGNED_IN_TYPES = ['AccessToken', 'RefreshToken', 'AuthorizationCode', 'Session', 'Grant'];

/**
 * Ends a member's sessions everywhere (after a password change or reset), except the access token
 * `exceptTokenId` and its grant, so the browser that made the change stays signed in. One statement.
 */
export async function endOtherSessions(db: Db, userId: number, exceptTokenId?: string): Promise<void> {
  await db
    .with('login_tokens', (qb) => qb.deleteFrom('login_session_tokens').where('user_id', '=', userId))
    .deleteFrom('oidc_payloads')
    .where('account_id', '=', userId)
    .where('type', 'in', SIGNED_IN_TYPES)
    .$if(exceptTokenId !== undefined, (qb) =>
      qb
        .where((eb) => eb.not(eb.and([eb('type', '=', 'AccessToken'), eb('id', '=', exceptTokenId!)])))
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
                  .where('t.id', '=', exceptTokenId!)
                  .where('t.grant_id', 'is not', null)
                  .$narrowType<{ grant_id: string }>(),
              ),
            ]),
          ),
        ),
    )
    .execute();
}
