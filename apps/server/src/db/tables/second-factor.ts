import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './core.js';

/** An account's TOTP secret (AES-GCM box); confirmed_at is null until the first code proves it. */
export interface UserTotpTable {
  user_id: number;
  secret_box: string;
  confirmed_at: NullableTimestamp;
  /** The newest time step used to sign in: a step not newer is a replay. */
  last_used_step: ColumnType<string | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

/** Single-use recovery codes, stored as SHA-256 only. */
export interface UserRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

/** A sign-in whose password was proved and whose second factor is awaited, per provider interaction. */
export interface LoginSecondFactorWaitsTable {
  interaction_uid: string;
  user_id: number;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: Timestamp;
}

export interface SecondFactorTables {
  user_totp: UserTotpTable;
  user_recovery_codes: UserRecoveryCodesTable;
  login_second_factor_waits: LoginSecondFactorWaitsTable;
}
