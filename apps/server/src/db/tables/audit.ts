import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Timestamp } from './core.js';

/** The append-only staff action log (migrations/0010_audit_log): rows are only ever inserted. */
export interface AuditLogTable {
  id: Generated<string>;
  at: Generated<Timestamp>;
  actor_id: number | null;
  /**
   * An actor that is not a person ("erasure job", "operator CLI"); null for people, whose name is
   * looked up by actor_id when the log is read (migration 0067).
   */
  actor_label: string | null;
  action: string;
  target_type: string;
  target_id: string;
  from_state: string | null;
  to_state: string | null;
  version: number | null;
  details: ColumnType<Record<string, unknown>, string | undefined, never>;
  ip: string | null;
}
export type AuditEntry = Selectable<AuditLogTable>;
export type NewAuditEntry = Insertable<AuditLogTable>;

export interface AuditTables {
  audit_log: AuditLogTable;
}
