import type { ColumnType, Generated, Selectable } from 'kysely';
import type { NullableTimestamp, Timestamp } from './core.js';

export const SAFETY_SOURCES = ['comment', 'reply', 'message', 'feedback', 'share', 'escalation'] as const;
export type SafetySource = (typeof SAFETY_SOURCES)[number];
export type SafetyCaseState = 'new' | 'acknowledged' | 'not_adverse_event';

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
  created_at: Generated<Timestamp>;
}
export type SafetyCase = Selectable<SafetyCasesTable>;

export interface SafetyTables {
  safety_cases: SafetyCasesTable;
}
