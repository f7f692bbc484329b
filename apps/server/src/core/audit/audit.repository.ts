import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * Who acted, looked up when the log is read: the log stores people by id only, so an erased member
 * reads "former member #id" and the append-only rows never hold a name or e-mail.
 */
export const auditActorLabel = sql<string>`coalesce(a.actor_label, (select case when au.erased_at is not null
  then 'former member #' || au.id else au.title || ' ' || au.first_name || ' ' || au.last_name end
  from users au where au.id = a.actor_id), 'unknown')`;

/** The columns every reader of the log shows (the audit screen, a member's staff actions), as alias a. */
export const AUDIT_ROW_COLUMNS = [
  'a.id',
  'a.at',
  'a.actor_id',
  auditActorLabel.as('actor_label'),
  'a.action',
  'a.target_type',
  'a.target_id',
  'a.from_state',
  'a.to_state',
  'a.details',
] as const;

export interface AuditRecord {
  actorId: number | null;
  /** Only for an actor that is not a person ("erasure job"); required when there is no actor id. */
  actorLabel?: string;
  action: string;
  target: { type: string; id: string | number };
  fromState?: string | null;
  toState?: string | null;
  version?: number | null;
  details?: Record<string, unknown>;
  ip?: string | null;
}

/**
 * Appends one staff action; people are recorded by id only, never by name or e-mail (details
 * included). Pass the transaction that makes the change as `db`, so the record
 * and the change commit together or not at all. Rows cannot be changed afterwards (the table's
 * triggers refuse UPDATE, DELETE and TRUNCATE).
 */
export async function recordAudit(db: Db, r: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: r.actorId,
      actor_label: r.actorLabel ?? null,
      action: r.action,
      target_type: r.target.type,
      target_id: String(r.target.id),
      from_state: r.fromState ?? null,
      to_state: r.toState ?? null,
      version: r.version ?? null,
      details: JSON.stringify(r.details ?? {}),
      ip: r.ip ?? null,
    })
    .execute();
}
