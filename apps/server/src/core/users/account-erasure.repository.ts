import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export const findErasureState = (db: Db, userId: number) =>
  db
    .selectFrom('users')
    .select(['erasure_requested_at', 'erase_after', 'erasure_cancelled_at', 'password_hash', 'erased_at'])
    .where('id', '=', userId)
    .executeTakeFirst();

export const scheduleErasure = (db: Db, userId: number, days: number) =>
  db
    .updateTable('users')
    .set({
      erasure_requested_at: sql<Date>`now()`,
      erase_after: sql<Date>`now() + make_interval(days => ${days})`,
    })
    .where('id', '=', userId)
    .where('erased_at', 'is', null)
    // A second request does not restart the cooling-off period.
    .where('erase_after', 'is', null)
    .returning(['erasure_requested_at', 'erase_after'])
    .executeTakeFirst();

/** Whether the member has an erasure waiting (checked on every sign-in: one indexed read). */
export const findPendingErasure = async (db: Db, userId: number) =>
  Boolean(
    await db
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .where('erase_after', 'is not', null)
      .where('erased_at', 'is', null)
      .executeTakeFirst(),
  );

/** Clears a waiting erasure in one statement; answers whether there was one. */
export const cancelScheduledErasure = async (db: Db, userId: number) =>
  Boolean(
    await db
      .updateTable('users')
      .set({ erase_after: null, erasure_cancelled_at: sql<Date>`now()` })
      .where('id', '=', userId)
      .where('erase_after', 'is not', null)
      .where('erased_at', 'is', null)
      .returning('id')
      .executeTakeFirst(),
  );

/** Claims one account whose cooling-off ended, locking it so a second worker skips it. */
export const claimDueErasure = (db: Db) =>
  db
    .selectFrom('users')
    .select(['id', 'image_path'])
    .where('erase_after', '<=', sql<Date>`now()`)
    .where('erased_at', 'is', null)
    .orderBy('erase_after')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();

export const exportFileKeys = async (db: Db, userId: number) =>
  (
    await db
      .selectFrom('data_exports')
      .select('file_key')
      .where('user_id', '=', userId)
      .where('file_key', 'is not', null)
      .execute()
  ).map((r) => r.file_key!);

/**
 * Everything of the member that members see or that only concerns them goes; what others rely on
 * stays without a name: the account row becomes "Former member" (comments and ratings keep
 * pointing at it), safety cases keep their snapshot of the author but lose the link to the account.
 */
export async function anonymiseAccount(db: Db, userId: number, comments: 'anonymise' | 'remove') {
  await db
    .deleteFrom('messages')
    .where((eb) => eb.or([eb('sender_id', '=', userId), eb('receiver_id', '=', userId)]))
    .execute();
  await db
    .deleteFrom('blocks')
    .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
    .execute();
  await db.deleteFrom('message_reports').where('reporter_id', '=', userId).execute();
  await db.deleteFrom('saved_posts').where('user_id', '=', userId).execute();
  await db.deleteFrom('saved_modules').where('user_id', '=', userId).execute();
  await db.deleteFrom('member_activity').where('user_id', '=', userId).execute();
  await db.deleteFrom('invitations').where('inviter_id', '=', userId).execute();
  await db.deleteFrom('feedback').where('user_id', '=', userId).execute();
  await db.deleteFrom('member_sessions').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_tokens').where('user_id', '=', userId).execute();
  await db.deleteFrom('hcp_verification_requests').where('user_id', '=', userId).execute();
  await db.deleteFrom('event_tickets').where('member_id', '=', userId).execute();
  await db.deleteFrom('data_exports').where('user_id', '=', userId).execute();
  if (comments === 'remove') await db.deleteFrom('comments').where('user_id', '=', userId).execute();
  await db
    .updateTable('safety_cases')
    .set({ author_id: null, retained: true })
    .where('author_id', '=', userId)
    .execute();
  await db
    .updateTable('users')
    .set({
      email: sql<string>`'erased-' || id || '@erased.invalid'`,
      password_hash: null,
      first_name: 'Former',
      last_name: 'member',
      seniority: null,
      speciality: null,
      organisation: null,
      professional_number: null,
      mobile_number: null,
      image_path: null,
      role: 'member',
      opted_out: true,
      hcp_status: 'none',
      customer_id: '',
      digital_id: '',
      crm_country: '',
      erase_after: null,
      erased_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', userId)
    .execute();
}
