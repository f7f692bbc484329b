import type { ColumnType, Generated, Selectable } from 'kysely';
import type { NullableTimestamp, Timestamp } from './core.js';

export const SAFETY_SOURCES = [
  'comment',
  'reply',
  'message',
  'feedback',
  'share',
  'report',
  'profile',
  'escalation',
] as const;
export type SafetySource = (typeof SAFETY_SOURCES)[number];
export type SafetyCaseState =
  'new' | 'in_assessment' | 'forwarded' | 'follow_up_requested' | 'closed' | 'not_adverse_event';

/** Possible adverse events (migrations/0014_safety_cases); "sent" is read from the outbox mail. */
export interface SafetyCasesTable {
  id: Generated<number>;
  source_type: SafetySource;
  source_id: string;
  post_id: number | null;
  verbatim: string;
  written_at: Timestamp;
  author_id: number | null;
  author_name: string;
  author_email: string;
  author_country: string;
  screening: ColumnType<Record<string, unknown>, string | undefined, string>;
  criteria: ColumnType<Record<string, boolean>, string | undefined, string>;
  state: Generated<SafetyCaseState>;
  mailbox: string;
  mail_id: number | null;
  decided_by: number | null;
  decided_at: NullableTimestamp;
  note: string | null;
  retained: Generated<boolean>;
  created_at: Timestamp;
  /** Migration 0054: the audit workflow. */
  seriousness: ColumnType<string[], string | undefined, string>;
  serious: Generated<boolean>;
  due_at: Timestamp;
  assignee_id: number | null;
  pv_reference: string | null;
  not_ae_reason: string | null;
  follow_up_of: number | null;
  duplicate_of: number | null;
  thread_key: string | null;
  reporter_note: string | null;
  /** Moderation refused the text: the case is the only place it is kept. */
  refused: Generated<boolean>;
  updated_at: Timestamp;
}
export type SafetyCase = Selectable<SafetyCasesTable>;

/** Every note and change of a case, append-only (migrations/0054). */
export interface SafetyCaseNotesTable {
  id: Generated<number>;
  case_id: number;
  author_id: number | null;
  author_name: string;
  note: string | null;
  changes: ColumnType<Record<string, unknown>, string | undefined, never>;
  created_at: Timestamp;
}

export interface SafetyTables {
  safety_cases: SafetyCasesTable;
  safety_case_notes: SafetyCaseNotesTable;
}
