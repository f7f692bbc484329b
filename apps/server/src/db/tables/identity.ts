import type { ColumnType } from 'kysely';
import type { NullableTimestamp, Timestamp } from './core.js';

/** oidc-provider's models (Session, Grant, AuthorizationCode, AccessToken, ...) stored by our adapter. */
export interface OidcPayloadsTable {
  id: string;
  type: string;
  payload: ColumnType<Record<string, unknown>, string | Record<string, unknown>, string | Record<string, unknown>>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  /** The member a token or session belongs to, so "end all sessions" is one statement. */
  account_id: number | null;
  expires_at: NullableTimestamp;
  consumed_at: NullableTimestamp;
}

/** The one-time token the first login step hands out; only its SHA-256 is stored. */
export interface LoginSessionTokensTable {
  token_hash: string;
  user_id: number;
  /** How the sign-in was proved: 'pwd' (the password; a second factor may follow) or 'passkey' (both factors). */
  method: ColumnType<string, string | undefined, string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: Timestamp;
}

/** Consecutive wrong passwords per e-mail (hashed), driving the growing lockout. */
export interface LoginFailuresTable {
  email_hash: string;
  failures: ColumnType<number, number | undefined, number>;
  locked_until: NullableTimestamp;
  updated_at: Timestamp;
}

/** ALTCHA solutions already used, kept until the challenge would have expired anyway. */
export interface AltchaSpentTable {
  signature: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

export interface IdentityTables {
  oidc_payloads: OidcPayloadsTable;
  login_session_tokens: LoginSessionTokensTable;
  login_failures: LoginFailuresTable;
  altcha_spent: AltchaSpentTable;
}
