import { sql, type Kysely } from 'kysely';

/**
 * The second factor: one TOTP secret per account (encrypted with a key derived from
 * SECRET_KEY; unconfirmed until the first code), its single-use recovery codes (SHA-256 only),
 * and the sign-ins whose password is proved but whose code is still awaited, keyed by the
 * provider's interaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table user_totp (
    user_id integer primary key references users (id) on delete cascade,
    secret_box text not null,
    confirmed_at timestamptz,
    last_used_step bigint,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table user_recovery_codes (
    id serial primary key,
    user_id integer not null references users (id) on delete cascade,
    code_hash text not null,
    used_at timestamptz,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index user_recovery_codes_user_idx on user_recovery_codes (user_id, code_hash)`.execute(db);
  await sql`create table login_second_factor_waits (
    interaction_uid text primary key,
    user_id integer not null references users (id) on delete cascade,
    expires_at timestamptz not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index login_second_factor_waits_expiry_idx on login_second_factor_waits (expires_at)`.execute(db);
}
