import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

const olderThanDays = (days: number) => sql<Date>`now() - ${days} * interval '1 day'`;

/**
 * E-mail verification and reset links that were used or expired more than `days` ago. They are
 * kept that long so a late click still hears "this link has expired" (and can ask for a new one)
 * rather than "invalid link".
 */
export async function purgeSpentLinks(db: Db, days: number): Promise<number> {
  const res = await db
    .deleteFrom('user_tokens')
    .where((eb) => eb.or([eb('used_at', '<', olderThanDays(days)), eb('expires_at', '<', olderThanDays(days))]))
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** Drops the network address and browser of consent records older than `days` (the choice itself stays). */
export async function dropConsentNetworkDetails(db: Db, days: number): Promise<number> {
  const res = await db
    .updateTable('consent_records')
    .set({ ip_address: null, user_agent: null })
    .where('created_at', '<', olderThanDays(days))
    .where((eb) => eb.or([eb('ip_address', 'is not', null), eb('user_agent', 'is not', null)]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/**
 * Delivered mails (and dev-mailbox copies, and undelivered ones an admin discarded) older than
 * `days`: their bodies hold names, addresses and links. Never a pending or undelivered mail (it is
 * still to be delivered, or waits for an admin) and never the mail of a safety case, which is part
 * of that case's retained record.
 */
export async function purgeDeliveredMail(db: Db, days: number): Promise<number> {
  const res = await db
    .deleteFrom('mail_outbox')
    .where('status', 'in', ['sent', 'dev', 'discarded'])
    .where('created_at', '<', olderThanDays(days))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('safety_cases').select('id').whereRef('safety_cases.mail_id', '=', 'mail_outbox.id'))),
    )
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
