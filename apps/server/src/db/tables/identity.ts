import type { ColumnType } from 'kysely';
import type { NullableTimestamp } from './core.js';

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

export interface IdentityTables {
  oidc_payloads: OidcPayloadsTable;
}
