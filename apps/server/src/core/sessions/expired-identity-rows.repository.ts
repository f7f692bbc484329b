import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Drops expired provider rows, one-time tokens, passkey challenges, spent captchas and quiet failure counters. */
export async function purgeExpiredIdentityRows(db: Db): Promise<void> {
  const now = sql<Date>`now()`;
  await db.deleteFrom('oidc_payloads').where('expires_at', '<', now).execute();
  await db.deleteFrom('login_session_tokens').where('expires_at', '<', now).execute();
  await db.deleteFrom('altcha_spent').where('expires_at', '<', now).execute();
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<', now).execute();
  await db
    .deleteFrom('login_failures')
    .where('updated_at', '<', sql<Date>`now() - interval '1 day'`)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .execute();
}
