import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Locale, Role } from '@aatd/contract';

/** A timestamp column the database fills by default on insert. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type HcpStatus = 'none' | 'pending' | 'verified' | 'rejected';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  title: string;
  first_name: string;
  last_name: string;
  seniority: string | null;
  speciality: string | null;
  region: string;
  organisation: string | null;
  professional_number: string | null;
  mobile_number: string | null;
  image_path: string | null;
  provider_id_user: Generated<boolean>;
  /** member, or a staff role (migrations/0012_roles); admins hold every role. */
  role: Generated<Role>;
  email_verified_at: NullableTimestamp;
  hcp_status: Generated<HcpStatus>;
  hcp_verified_at: NullableTimestamp;
  opted_out: Generated<boolean>;
  customer_id: string;
  digital_id: string;
  crm_country: string;
  is_sample: Generated<boolean>;
  /** Suspended while set and suspended_until is null (until lifted) or ahead (migrations/0020_moderation). */
  suspended_at: NullableTimestamp;
  suspended_until: NullableTimestamp;
  suspension_reason: string | null;
  /** Silenced (read-only) until this time, with the reason shown to them (migrations/0064). */
  silenced_until: NullableTimestamp;
  silence_reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Erasure (migrations/0024_account_erasure): requested, due after the cooling-off, cancelled, done. */
  erasure_requested_at: NullableTimestamp;
  erase_after: NullableTimestamp;
  erasure_cancelled_at: NullableTimestamp;
  erased_at: NullableTimestamp;
  /** The terms and privacy versions last accepted (migrations/0032_consent_records); null: none on record. */
  terms_version: string | null;
  privacy_version: string | null;
  /** The member's language (migrations/0096_member_locale); null: not chosen, English. */
  locale: Locale | null;
}
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

/** Small key/value store for facts about this installation (sample data loaded, first-start done). */
export interface AppSettingsTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface CoreTables {
  users: UsersTable;
  app_settings: AppSettingsTable;
}
