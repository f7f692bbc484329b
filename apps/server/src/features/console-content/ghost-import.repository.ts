import type { Db } from '../../db/database.js';

/** Items imported before from any of these Ghost posts (by id or uuid). */
export async function findImportedPosts(db: Db, ghostIds: string[], uuids: string[]) {
  if (ghostIds.length === 0 && uuids.length === 0) return [];
  return db
    .selectFrom('ghost_imports')
    .select(['ghost_id', 'ghost_uuid', 'post_id'])
    .where((eb) =>
      eb.or([
        ...(ghostIds.length ? [eb('ghost_id', 'in', ghostIds)] : []),
        ...(uuids.length ? [eb('ghost_uuid', 'in', uuids)] : []),
      ]),
    )
    .execute();
}

/**
 * Records where an item came from, in the transaction that creates it; false when another import
 * recorded the same Ghost post first (the caller then undoes the creation).
 */
export async function recordImportedPost(
  db: Db,
  row: { ghostId: string; uuid: string | null; postId: number; importedBy: number },
): Promise<boolean> {
  const inserted = await db
    .insertInto('ghost_imports')
    .values({ ghost_id: row.ghostId, ghost_uuid: row.uuid, post_id: row.postId, imported_by: row.importedBy })
    .onConflict((oc) => oc.doNothing())
    .returning('post_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

// --- queued imports -------------------------------------------------------------------------------

const jobColumns = ['id', 'state', 'total', 'done', 'report', 'error', 'created_at', 'finished_at'] as const;

export const insertImportJob = (db: Db, row: { createdBy: number; fileKey: string; choices: unknown; total: number }) =>
  db
    .insertInto('content_import_jobs')
    .values({
      created_by: row.createdBy,
      file_key: row.fileKey,
      choices: JSON.stringify(row.choices),
      total: row.total,
    })
    .returning(jobColumns)
    .executeTakeFirstOrThrow();

export const findImportJob = (db: Db, id: number) =>
  db.selectFrom('content_import_jobs').select(jobColumns).where('id', '=', id).executeTakeFirst();
export type ImportJobRow = NonNullable<Awaited<ReturnType<typeof findImportJob>>>;

/**
 * Claims the oldest waiting job, or one whose worker stopped beating for `staleMs` (the import
 * is safe to run again: posts done before are skipped as duplicates). With where its file is and
 * the role its editor holds now. Several workers never claim the same job (skip locked). A job
 * whose editor is gone fails, and its stored file's key comes back for the caller to delete.
 */
export async function claimImportJob(db: Db, now: Date, staleMs: number) {
  const stale = new Date(now.getTime() - staleMs);
  return db.transaction().execute(async (trx) => {
    const next = await trx
      .selectFrom('content_import_jobs')
      // The file's key with the lock: an orphaned job's file is named without a second read.
      .select(['id', 'file_key'])
      .where((eb) =>
        eb.or([eb('state', '=', 'queued'), eb.and([eb('state', '=', 'running'), eb('heartbeat_at', '<', stale)])]),
      )
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!next) return undefined;
    const claimed = await trx
      .updateTable('content_import_jobs as j')
      .set({ state: 'running', started_at: now, heartbeat_at: now, done: 0 })
      .from('users as u')
      .whereRef('u.id', '=', 'j.created_by')
      .where('j.id', '=', next.id)
      .returning(['j.id', 'j.file', 'j.file_key', 'j.choices', 'j.archive', 'j.created_by', 'u.role'])
      .executeTakeFirst();
    if (claimed) return { ...claimed, orphaned: false as const };
    // Its editor's account is gone: nobody to import as.
    await trx
      .updateTable('content_import_jobs')
      .set({
        state: 'failed',
        error: 'The editor who queued this import no longer has an account.',
        file: null,
        file_key: null,
        archive: null,
      })
      .where('id', '=', next.id)
      .execute();
    return { orphaned: true as const, file_key: next.file_key };
  });
}

export const recordImportProgress = (db: Db, id: number, done: number) =>
  db.updateTable('content_import_jobs').set({ done, heartbeat_at: new Date() }).where('id', '=', id).execute();

export const finishImportJob = (
  db: Db,
  id: number,
  outcome: { state: 'done'; report: unknown; done: number } | { state: 'failed'; error: string },
) =>
  db
    .updateTable('content_import_jobs')
    .set({
      state: outcome.state,
      file: null,
      file_key: null,
      archive: null,
      finished_at: new Date(),
      ...(outcome.state === 'done'
        ? { report: JSON.stringify(outcome.report), done: outcome.done }
        : { error: outcome.error }),
    })
    .where('id', '=', id)
    .execute();
