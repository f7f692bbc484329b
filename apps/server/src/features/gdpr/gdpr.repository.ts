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
