import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** The actor's name, read in the same statement that writes the record. */
const actorName = (id: number | null) =>
  sql<string>`coalesce((select title || ' ' || first_name || ' ' || last_name from users where id = ${id}), 'unknown')`;

/** The columns every reader of the log shows (the audit screen, a member's staff actions), as alias a. */
export const AUDIT_ROW_COLUMNS = [
  'a.id',
  'a.at',
  'a.actor_id',
  'a.actor_label',
  'a.action',
  'a.target_type',
  'a.target_id',
  'a.from_state',
  'a.to_state',
  'a.details',
] as const;

export interface AuditRecord {
  actorId: number | null;
  /** Defaults to the actor's name as stored now ("Dr. Ann Lee"); required when there is no actor. */
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
 * Appends one staff action. Pass the transaction that makes the change as `db`, so the record
 * and the change commit together or not at all. Rows cannot be changed afterwards (the table's
 * triggers refuse UPDATE, DELETE and TRUNCATE).
 */
export async function recordAudit(db: Db, r: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: r.actorId,
      actor_label: r.actorLabel ?? actorName(r.actorId),
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
