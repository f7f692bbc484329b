import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { NullableTimestamp, Timestamp } from './core.js';

export type UserTokenPurpose = 'verifyEmail' | 'resetPassword';

/** Link tokens (e-mail verification, password reset): only the SHA-256 of the token is stored. */
export interface UserTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: UserTokenPurpose;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export type HcpRequestStatus = 'awaitingEmail' | 'pending' | 'approved' | 'rejected';
/** How the HCP was (to be) verified: DocCheck login, US NPI check digit, or an admin's review. */
export type HcpRequestMethod = 'docCheck' | 'npi' | 'review' | 'providerId';
/** jsonb with a database default: optional on insert. */
export type Json = ColumnType<
  Record<string, unknown>,
  string | Record<string, unknown> | undefined,
  string | Record<string, unknown>
>;

export interface HcpVerificationRequestsTable {
  id: Generated<number>;
  user_id: number;
  status: HcpRequestStatus;
  method: HcpRequestMethod;
  /** What the instant checks saw (DocCheck user id and profession, NPI), never a code or token. */
  evidence: Json;
  reason: string | null;
  decided_by: number | null;
  decided_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Set when the member re-opened the request to renew an expiring verification (migrations/0033). */
  renewal_requested_at: NullableTimestamp;
}
export type HcpVerificationRequest = Selectable<HcpVerificationRequestsTable>;

/**
 * pending: to send (or retry); sent; dev: kept for the dev mailbox because no SMTP_URL is set;
 * dead: given up on (the console's dead-letter list); discarded: a dead mail an admin dropped.
 */
export type MailStatus = 'pending' | 'sent' | 'dev' | 'dead' | 'discarded';

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  sent_at: NullableTimestamp;
  created_at: Timestamp;
  /** Mails that later events join while they wait (db/migrations/0009_mail_batches). */
  batch_key: string | null;
  batch_items: ColumnType<unknown[] | null, string | null, string | null>;
  batch_open: Generated<boolean>;
  /** The sender holding the mail's lease (db/migrations/0060_mail_claims_and_dead_letters). */
  claim_token: string | null;
  dead_at: NullableTimestamp;
  /** Small files sent with the mail (migrations/0054), e.g. a safety case's E2B message. */
  attachments: ColumnType<MailAttachment[] | null, string | null | undefined, string | null>;
  /** Extra headers (migrations/0080), e.g. List-Unsubscribe on a notification mail. */
  headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
}
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** UTF-8 text content: the attachments the product sends are XML and CSV. */
  content: string;
}
export type OutboxMail = Selectable<MailOutboxTable>;
export type NewOutboxMail = Insertable<MailOutboxTable>;

export interface IdentityFlowsTables {
  user_tokens: UserTokensTable;
  hcp_verification_requests: HcpVerificationRequestsTable;
  mail_outbox: MailOutboxTable;
}
