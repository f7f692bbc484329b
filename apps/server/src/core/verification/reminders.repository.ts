import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

const BATCH = 500;

/**
 * Verified members whose `daysBefore` reminder is due: the reminder's day has come and the next
 * (closer) reminder's has not, so a job that was down for a while sends only the reminder that
 * is still current, never a stale one next to it. Members who already asked for renewal, erased
 * accounts and staff are left out. The end is computed in UTC like core/verification/validity.ts.
 */
export function findDueReminders(
  db: Db,
  input: { validityMonths: number; daysBefore: number; nextDaysBefore: number; now: Date },
) {
  const end = sql<Date>`((u.hcp_verified_at at time zone 'UTC') + make_interval(months => ${input.validityMonths})) at time zone 'UTC'`;
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.email', 'u.title', 'u.first_name', 'u.last_name', 'u.locale', end.as('valid_until')])
    .where('u.role', '=', 'member')
    .where('u.hcp_status', '=', 'verified')
    .where('u.hcp_verified_at', 'is not', null)
    .where('u.erased_at', 'is', null)
    .where(sql<boolean>`${end} - make_interval(days => ${input.daysBefore}) <= ${input.now}`)
    .where(sql<boolean>`${end} - make_interval(days => ${input.nextDaysBefore}) > ${input.now}`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('hcp_verification_requests as r')
            .select('r.id')
            .whereRef('r.user_id', '=', 'u.id')
            .where('r.status', '=', 'pending')
            .where('r.renewal_requested_at', 'is not', null),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('verification_reminders as m')
            .select('m.id')
            .whereRef('m.user_id', '=', 'u.id')
            .where('m.days_before', '=', input.daysBefore)
            .whereRef('m.valid_until', '=', end),
        ),
      ),
    )
    .orderBy('u.id')
    .limit(BATCH)
    .execute();
}

/**
 * Claims one reminder: true only for the caller whose row went in, so two workers never both
 * mail it (the unique constraint decides). Pass the transaction that queues the mail.
 */
export async function claimReminder(trx: Db, userId: number, validUntil: Date, daysBefore: number): Promise<boolean> {
  const row = await trx
    .insertInto('verification_reminders')
    .values({ user_id: userId, valid_until: validUntil, days_before: daysBefore })
    .onConflict((oc) => oc.constraint('verification_reminders_once').doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}
