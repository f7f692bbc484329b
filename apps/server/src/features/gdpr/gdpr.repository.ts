import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

const EXPORT_COLUMNS = [
  'id',
  'user_id',
  'status',
  'progress',
  'requested_at',
  'ready_at',
  'expires_at',
  'downloaded_at',
  'size_bytes',
] as const;

/**
 * The member's latest export they asked for themself, or (`preparedByStaff`) the latest an admin
 * prepared of their data, with that admin's name.
 */
export const latestExport = (db: Db, userId: number, opts: { preparedByStaff?: boolean } = {}) =>
  db
    .selectFrom('data_exports')
    .leftJoin('users as a', 'a.id', 'data_exports.requested_by')
    .select(EXPORT_COLUMNS.map((c) => `data_exports.${c}` as const))
    .select(sql<string | null>`a.title || ' ' || a.first_name || ' ' || a.last_name`.as('prepared_by'))
    .where('user_id', '=', userId)
    .where('requested_by', opts.preparedByStaff ? 'is not' : 'is', null)
    .orderBy('requested_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
export type ExportRow = NonNullable<Awaited<ReturnType<typeof latestExport>>>;

/**
 * A new request, unless one is already being made for the same requester (the partial unique
 * index keeps it to one: the member's own, and one by staff).
 */
export const insertExport = (db: Db, userId: number, requestedBy: number | null = null) =>
  db
    .insertInto('data_exports')
    .values({ user_id: userId, requested_by: requestedBy })
    .onConflict((oc) =>
      oc
        .expression(sql`user_id, coalesce(requested_by, 0)`)
        // Constants, as the partial index says: bound values cannot pick the index (PostgreSQL).
        .where(sql<boolean>`status in ('pending', 'running')`)
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();

/**
 * Takes the oldest waiting export (or one whose worker died: lease run out) for this worker, in
 * one statement; a second worker skips the locked row.
 */
export const claimNextExport = (db: Db, leaseMs: number) =>
  db
    .updateTable('data_exports')
    .set({
      status: 'running',
      progress: 0,
      attempts: sql<number>`attempts + 1`,
      lease_until: sql<Date>`now() + make_interval(secs => ${leaseMs / 1000})`,
    })
    .where(
      'id',
      '=',
      db
        .selectFrom('data_exports')
        .select('id')
        .where((eb) =>
          eb.or([
            eb('status', '=', 'pending'),
            eb.and([eb('status', '=', 'running'), eb('lease_until', '<', sql<Date>`now()`)]),
          ]),
        )
        .orderBy('requested_at')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'user_id', 'requested_by', 'attempts'])
    .executeTakeFirst();

export const setExportProgress = (db: Db, id: number, progress: number) =>
  db.updateTable('data_exports').set({ progress }).where('id', '=', id).where('status', '=', 'running').execute();

export const markExportReady = (
  db: Db,
  id: number,
  d: { fileKey: string; size: number; tokenHash: string; linkHours: number },
) =>
  db
    .updateTable('data_exports')
    .set({
      status: 'ready',
      progress: 100,
      lease_until: null,
      file_key: d.fileKey,
      size_bytes: d.size,
      token_hash: d.tokenHash,
      ready_at: sql<Date>`now()`,
      expires_at: sql<Date>`now() + make_interval(hours => ${d.linkHours})`,
    })
    .where('id', '=', id)
    .returning('expires_at')
    .executeTakeFirstOrThrow();

/** A failed build goes back in line, or fails for good after `maxAttempts`. */
export const markExportFailed = (db: Db, id: number, error: string, maxAttempts: number) =>
  db
    .updateTable('data_exports')
    .set({
      status: sql`case when attempts >= ${maxAttempts} then 'failed' else 'pending' end`,
      lease_until: null,
      error,
    })
    .where('id', '=', id)
    .execute();

/**
 * Whose link it is: the member's own export is theirs; one an admin prepared is that admin's
 * alone (the member never receives it).
 */
const linkHolderIs = (actorId: number) =>
  sql<boolean>`((requested_by is null and user_id = ${actorId}) or requested_by = ${actorId})`;

/** Spends the link: only the holder's ready, unexpired export, once (one statement). */
export const spendExportToken = (db: Db, actorId: number, tokenHash: string) =>
  db
    .updateTable('data_exports')
    .set({ status: 'downloaded', downloaded_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where(linkHolderIs(actorId))
    .where('status', '=', 'ready')
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['id', 'file_key', 'user_id', 'requested_by'])
    .executeTakeFirst();

/** Why a link did not work: used, expired, or not this holder's. */
export const findExportByToken = (db: Db, actorId: number, tokenHash: string) =>
  db
    .selectFrom('data_exports')
    .select(['status', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('token_hash', '=', tokenHash)
    .where(linkHolderIs(actorId))
    .executeTakeFirst();

export const clearExportFile = (db: Db, id: number) =>
  db.updateTable('data_exports').set({ file_key: null }).where('id', '=', id).execute();

/** Ready exports whose link ran out. */
export const dueExpiredExports = (db: Db) =>
  db
    .selectFrom('data_exports')
    .select(['id', 'file_key'])
    .where('status', '=', 'ready')
    .where('expires_at', '<=', sql<Date>`now()`)
    .execute();

/** Marks one expired, unless it was downloaded meanwhile. */
export const markExportExpired = (db: Db, id: number) =>
  db
    .updateTable('data_exports')
    .set({ status: 'expired', file_key: null })
    .where('id', '=', id)
    .where('status', '=', 'ready')
    .returning('id')
    .executeTakeFirst();

// What the export holds: every kind of the member's data, one query each (a background job).

export const exportProfile = (db: Db, userId: number) =>
  db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'title',
      'first_name',
      'last_name',
      'seniority',
      'speciality',
      'region',
      'organisation',
      'professional_number',
      'mobile_number',
      'image_path',
      'role',
      'email_verified_at',
      'hcp_status',
      'hcp_verified_at',
      'opted_out',
      'customer_id',
      'digital_id',
      'crm_country',
      'created_at',
      'updated_at',
      'erasure_requested_at',
      'erase_after',
      'erasure_cancelled_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

export const exportSessions = (db: Db, userId: number) =>
  db
    .selectFrom('member_sessions')
    .select(['started_at', 'last_seen_at', 'ended_at'])
    .where('user_id', '=', userId)
    .orderBy('started_at')
    .execute();

export const exportComments = (db: Db, userId: number) =>
  db
    .selectFrom('comments as c')
    .innerJoin('posts as p', 'p.id', 'c.post_id')
    .select(['c.id', 'c.post_id', 'p.title as post_title', 'c.parent_id', 'c.text', 'c.created_at', 'c.updated_at'])
    .where('c.user_id', '=', userId)
    .orderBy('c.created_at')
    .execute();

export const exportRatings = (db: Db, userId: number) =>
  db
    .selectFrom('ratings as r')
    .innerJoin('posts as p', 'p.id', 'r.post_id')
    .select(['r.post_id', 'p.title as post_title', 'r.rating', 'r.created_at'])
    .where('r.user_id', '=', userId)
    .orderBy('r.created_at')
    .execute();

export const exportSavedPosts = (db: Db, userId: number) =>
  db
    .selectFrom('saved_posts as s')
    .innerJoin('posts as p', 'p.id', 's.post_id')
    .select(['s.post_id', 'p.title', 's.created_at'])
    .where('s.user_id', '=', userId)
    .orderBy('s.created_at')
    .execute();

export const exportSavedModules = (db: Db, userId: number) =>
  db
    .selectFrom('saved_modules as s')
    .innerJoin('education_modules as m', 'm.id', 's.module_id')
    .select(['s.module_id', 'm.title', 's.created_at'])
    .where('s.user_id', '=', userId)
    .orderBy('s.created_at')
    .execute();

/** Messages the member sent or received, with the other member's name as the member saw it. */
export const exportMessages = (db: Db, userId: number) =>
  db
    .selectFrom('messages as m')
    .innerJoin('users as s', 's.id', 'm.sender_id')
    .innerJoin('users as r', 'r.id', 'm.receiver_id')
    .select([
      'm.id',
      sql<'sent' | 'received'>`case when m.sender_id = ${userId} then 'sent' else 'received' end`.as('direction'),
      'm.sender_id',
      sql<string>`s.title || ' ' || s.first_name || ' ' || s.last_name`.as('sender_name'),
      'm.receiver_id',
      sql<string>`r.title || ' ' || r.first_name || ' ' || r.last_name`.as('receiver_name'),
      'm.text',
      'm.resource_link',
      'm.created_at',
      'm.seen_at',
    ])
    // A message held or hidden by a moderator never reached its recipient: it is the sender's alone.
    .where((eb) =>
      eb.or([
        eb('m.sender_id', '=', userId),
        eb.and([eb('m.receiver_id', '=', userId), eb('m.review_state', '=', 'visible')]),
      ]),
    )
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();

export const exportInvitations = (db: Db, userId: number) =>
  db
    .selectFrom('invitations')
    .select(['email', 'created_at', 'accepted_at'])
    .where('inviter_id', '=', userId)
    .orderBy('created_at')
    .execute();

export const exportFeedback = (db: Db, userId: number) =>
  db
    .selectFrom('feedback')
    .select(['feature', 'feedback_text', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();

export const exportActivities = (db: Db, userId: number) =>
  db
    .selectFrom('member_activity as a')
    .innerJoin('activity_types as t', 't.id', 'a.activity_type_id')
    .select(['t.name', 'a.opted_in', 'a.updated_at'])
    .where('a.user_id', '=', userId)
    .orderBy('t.name')
    .execute();

export const exportVerificationRequests = (db: Db, userId: number) =>
  db
    .selectFrom('hcp_verification_requests')
    .select(['status', 'method', 'reason', 'created_at', 'decided_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();

export const exportBlocks = (db: Db, userId: number) =>
  db
    .selectFrom('blocks as b')
    .innerJoin('users as u', 'u.id', 'b.blocked_id')
    .select([
      'b.blocked_id',
      sql<string>`u.title || ' ' || u.first_name || ' ' || u.last_name`.as('blocked_name'),
      'b.created_at',
    ])
    .where('b.blocker_id', '=', userId)
    .execute();
