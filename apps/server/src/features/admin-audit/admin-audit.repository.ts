import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { pageWithTotal, POSITION_EVERY, seekFor, type PageWindow } from '../../core/pagination.js';
import { afterKey, keysEvery } from '../../db/positions.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { AuditLogTable } from '../../db/tables/audit.js';
import { escapeLike } from '../../db/like.js';
import { AUDIT_ROW_COLUMNS } from '../../core/audit/audit.repository.js';
import { countRows } from '../../db/count.js';

export interface AuditFilters {
  actor?: string | undefined;
  actorId?: number | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

type AuditDb = Database & { a: AuditLogTable };

/** The filters, each served by an index of 0010_audit_log or 0027_audit_filters; days are UTC. */
const matches = (f: AuditFilters) => (eb: ExpressionBuilder<AuditDb, 'a'>) => {
  const all: Expression<SqlBool>[] = [];
  if (f.actor) {
    // People are stored by id: match their current name, or the label of a process.
    const like = `%${escapeLike(f.actor)}%`;
    all.push(
      eb.or([
        eb('a.actor_label', 'ilike', like),
        eb(
          'a.actor_id',
          'in',
          eb
            .selectFrom('users as au')
            .select('au.id')
            .where('au.erased_at', 'is', null)
            .where(sql<string>`au.title || ' ' || au.first_name || ' ' || au.last_name`, 'ilike', like),
        ),
      ]),
    );
  }
  if (f.actorId !== undefined) all.push(eb('a.actor_id', '=', f.actorId));
  // An action ("content.publish") or its group ("content" = every "content.…").
  if (f.action) all.push(eb.or([eb('a.action', '=', f.action), eb('a.action', 'like', `${escapeLike(f.action)}.%`)]));
  if (f.targetType) all.push(eb('a.target_type', '=', f.targetType));
  if (f.targetId) all.push(eb('a.target_id', '=', f.targetId));
  if (f.from) all.push(sql<SqlBool>`a.at >= (${f.from}::date)::timestamp at time zone 'UTC'`);
  if (f.to) all.push(sql<SqlBool>`a.at < ((${f.to}::date + 1)::timestamp) at time zone 'UTC'`);
  return eb.and(all);
};

/** The key of the log's kept total: every filter, as the list shows them (never the page). */
const auditTotalKey = (f: AuditFilters) =>
  `audit:${JSON.stringify([f.actor, f.actorId, f.action, f.targetType, f.targetId, f.from, f.to].map((v) => v ?? null))}`;

/** The log's kept positions under these filters (core/pagination.ts seekFor): every POSITION_EVERY-th entry, newest first. */
const auditPositions = (db: Db, f: AuditFilters) =>
  keysEvery<{ at: Date | string; id: string }>(
    db,
    db.selectFrom('audit_log as a').select(['a.at', 'a.id']).where(matches(f)),
    sql`l.at desc, l.id desc`,
    POSITION_EVERY,
  );

/**
 * One page of the log, newest first, and the total (core/pagination.ts): counted apart, only when
 * the page is full; a deep page seeks from the nearest kept position instead of skipping the log.
 */
export const listAudit = (db: Db, f: AuditFilters, window: PageWindow) =>
  pageWithTotal(
    auditTotalKey(f),
    window,
    async () => {
      const seek = await seekFor(auditTotalKey(f), 'newest', window, () => auditPositions(db, f));
      return db
        .selectFrom('audit_log as a')
        .select(AUDIT_ROW_COLUMNS)
        .where(matches(f))
        .$if(seek.after !== null, (qb) =>
          qb.where(afterKey(['a.at', 'a.id'], [seek.after!.at, seek.after!.id], 'desc')),
        )
        .orderBy('a.at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(window.limit)
        .offset(seek.skip)
        .execute();
    },
    () => countRows(db.selectFrom('audit_log as a').where(matches(f))),
  );
export type AuditRow = Awaited<ReturnType<typeof listAudit>>['rows'][number];

/**
 * The next batch of the export, newest record first, after the record `beforeId` (keyset paging
 * on the record number, so a long export never holds the whole log in memory).
 */
export const auditBatch = (db: Db, f: AuditFilters, beforeId: string | null, limit: number) =>
  db
    .selectFrom('audit_log as a')
    .select(AUDIT_ROW_COLUMNS)
    .where(matches(f))
    .$if(beforeId !== null, (q) => q.where('a.id', '<', beforeId!))
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
