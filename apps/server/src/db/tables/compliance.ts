import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './core.js';

/** One acceptance or cookie choice (migrations/0032_consent_records); append-only but for dropping ip_address and user_agent (0068). */
export interface ConsentRecordsTable {
  id: Generated<string>;
  user_id: number;
  document: 'terms' | 'privacy' | 'cookies';
  version: string;
  choice: ColumnType<Record<string, boolean> | null, string | null | undefined, never>;
  source: 'registration' | 'signIn' | 'cookieBanner' | 'cookieBannerBeforeSignIn' | 'operator';
  /** When the member made the choice, when the browser said (a choice made before sign-in). */
  chosen_at: ColumnType<Date | string | null, Date | string | null | undefined, never>;
  /** The browser's own stamp, as sent (migrations/0044): what tells a repeat of that choice. */
  browser_made_at: ColumnType<Date | string | null, Date | string | null | undefined, never>;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Timestamp;
}

/** A re-verification reminder mailed (migrations/0033_reverification): one per member, end and day. */
export interface VerificationRemindersTable {
  id: Generated<number>;
  user_id: number;
  valid_until: Timestamp;
  days_before: number;
  sent_at: Timestamp;
}

export interface ComplianceTables {
  consent_records: ConsentRecordsTable;
  verification_reminders: VerificationRemindersTable;
}
