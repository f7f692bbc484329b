import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { PERSONAL_DATA } from '../privacy/personal-data-map.js';
import { deleteMemberRows } from '../privacy/personal-data.repository.js';

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

/** A text's self-identifying parts (names, e-mail, phone) as one case-insensitive PostgreSQL pattern. */
function identifyingPattern(u: {
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string | null;
  professional_number: string | null;
}): string | null {
  const esc = (s: string) => s.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');
  const words = [u.first_name, u.last_name, u.professional_number ?? '']
    .map((w) => w.trim())
    .filter((w) => w.length >= 2)
    .map((w) => `\\y${esc(w)}\\y`);
  const parts = [esc(u.email), ...words];
  // A phone number however it is spaced: its digits with any separators between them.
  const digits = (u.mobile_number ?? '').replace(/\D/g, '');
  if (digits.length >= 6) parts.push(`\\+?${digits.split('').join('[\\s./()-]*')}`);
  return parts.length > 0 ? `(${parts.join('|')})` : null;
}

/** Marks where erasure replaced a self-identifying part of a kept text. */
export const ERASED_MARK = '[former member]';

/**
 * Erasure: only what has a legal purpose stays (docs/privacy.md). Every table the personal data
 * map marks 'delete' loses the member's rows; what is kept on purpose is stripped here: comments
 * are removed or keep their text with her names, e-mail and phone replaced; moderation records
 * lose her report texts and her words, and reports by others about her keep theirs with her names
 * replaced; consent proof loses the network address and browser;
 * safety cases lose the link to the account; the account row keeps only its number.
 */
export async function anonymiseAccount(db: Db, userId: number, comments: 'anonymise' | 'remove') {
  const user = await db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email', 'mobile_number', 'professional_number'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  // Before the account row changes: some tables find the member's rows by her e-mail.
  for (const [table, entry] of Object.entries(PERSONAL_DATA)) {
    if (entry.erase === 'delete') await deleteMemberRows(db, table, entry, userId);
  }
  const pattern = identifyingPattern(user);
  const scrub = (col: 'text' | 'excerpt' | 'details' | 'reason') =>
    sql<string>`${pattern ? sql`regexp_replace(${sql.ref(col)}, ${pattern}, ${ERASED_MARK}, 'gi')` : sql.ref(col)}`;
  if (comments === 'remove') await db.deleteFrom('comments').where('user_id', '=', userId).execute();
  else {
    await db
      .updateTable('comments')
      .set({ text: scrub('text') })
      .where('user_id', '=', userId)
      .execute();
  }
  await db.updateTable('moderation_items').set({ details: null }).where('reporter_id', '=', userId).execute();
  await db
    .updateTable('moderation_items')
    .set({ excerpt: comments === 'remove' ? null : scrub('excerpt') })
    .where('author_id', '=', userId)
    .execute();
  // Reports by others about her stay with their reporters, her names in them replaced.
  await db
    .updateTable('moderation_items')
    .set({ details: scrub('details') })
    .where('author_id', '=', userId)
    .execute();
  await db
    .updateTable('message_reports')
    .set({ reason: scrub('reason') })
    .where('reportee_id', '=', userId)
    .execute();
  await db
    .updateTable('consent_records')
    .set({ ip_address: null, user_agent: null })
    .where('user_id', '=', userId)
    .execute();
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
      title: '',
      first_name: 'Former',
      last_name: 'member',
      seniority: null,
      speciality: null,
      region: '',
      organisation: null,
      professional_number: null,
      mobile_number: null,
      image_path: null,
      provider_id_user: false,
      role: 'member',
      opted_out: true,
      email_verified_at: null,
      hcp_status: 'none',
      hcp_verified_at: null,
      customer_id: '',
      digital_id: '',
      crm_country: '',
      suspended_at: null,
      suspended_until: null,
      suspension_reason: null,
      terms_version: null,
      privacy_version: null,
      erasure_requested_at: null,
      erase_after: null,
      erasure_cancelled_at: null,
      erased_at: sql<Date>`now()`,
      // Even when she joined is hers: the row only anchors what is kept.
      created_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', userId)
    .execute();
}
