import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './core.js';

/** A WebAuthn credential of an account (base64url id and COSE public key). */
export interface UserPasskeysTable {
  id: Generated<number>;
  user_id: number;
  credential_id: string;
  public_key: string;
  /** The authenticator's signature counter; a value not above it (when either is non-zero) is a clone. */
  counter: ColumnType<string, number | undefined, number>;
  /** Comma-separated transports the browser reported (usb, nfc, ble, internal, hybrid). */
  transports: ColumnType<string, string | undefined, string>;
  /** The random WebAuthn user handle (base64url), the same for every passkey of the account. */
  user_handle: string;
  backed_up: ColumnType<boolean, boolean | undefined, boolean>;
  name: string;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
}

/** A ceremony in flight: its challenge is single use and expires. */
export interface WebauthnChallengesTable {
  challenge: string;
  purpose: 'register' | 'sign-in';
  user_id: number | null;
  rp_id: string;
  origin: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: Timestamp;
}

export interface PasskeyTables {
  user_passkeys: UserPasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
}
