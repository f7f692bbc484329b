import { sql, type Kysely } from 'kysely';

/**
 * Passkeys (WebAuthn credentials): the public key, its signature counter and transports, a name
 * the member gives it, and the random user handle the authenticator keeps (never the e-mail).
 * The challenges of ceremonies in flight live server-side, single use and expiring: one per
 * member for adding a passkey, one per sign-in attempt (rate limited per address). A one-time
 * login token says how its sign-in was proved, so a passkey sign-in skips the code step.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table user_passkeys (
    id serial primary key,
    user_id integer not null references users (id) on delete cascade,
    credential_id text not null unique,
    public_key text not null,
    counter bigint not null default 0,
    transports text not null default '',
    user_handle text not null,
    backed_up boolean not null default false,
    name text not null,
    created_at timestamptz not null default now(),
    last_used_at timestamptz
  )`.execute(db);
  await sql`create index user_passkeys_user_idx on user_passkeys (user_id, id)`.execute(db);
  await sql`create table webauthn_challenges (
    challenge text primary key,
    purpose text not null check (purpose in ('register', 'sign-in')),
    user_id integer references users (id) on delete cascade,
    rp_id text not null,
    origin text not null,
    expires_at timestamptz not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create unique index webauthn_challenges_register_idx on webauthn_challenges (user_id) where purpose = 'register'`.execute(
    db,
  );
  await sql`create index webauthn_challenges_expiry_idx on webauthn_challenges (expires_at)`.execute(db);
  await sql`alter table login_session_tokens add column method text not null default 'pwd'`.execute(db);
}
