import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export interface PasskeyRow {
  id: number;
  user_id: number;
  credential_id: string;
  public_key: string;
  counter: string;
  transports: string;
  user_handle: string;
  backed_up: boolean;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

const COLUMNS = [
  'id',
  'user_id',
  'credential_id',
  'public_key',
  'counter',
  'transports',
  'user_handle',
  'backed_up',
  'name',
  'created_at',
  'last_used_at',
] as const;

/** The account's passkeys, oldest first. */
export async function listPasskeys(db: Db, userId: number): Promise<PasskeyRow[]> {
  return db.selectFrom('user_passkeys').select(COLUMNS).where('user_id', '=', userId).orderBy('id').execute();
}

export async function findPasskeyByCredentialId(db: Db, credentialId: string): Promise<PasskeyRow | undefined> {
  return db.selectFrom('user_passkeys').select(COLUMNS).where('credential_id', '=', credentialId).executeTakeFirst();
}

export async function countPasskeys(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_passkeys')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface NewPasskey {
  userId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  userHandle: string;
  backedUp: boolean;
  name: string;
}

/** Adds a passkey; undefined when the credential is registered already (to any account). */
export async function insertPasskey(db: Db, p: NewPasskey): Promise<PasskeyRow | undefined> {
  return db
    .insertInto('user_passkeys')
    .values({
      user_id: p.userId,
      credential_id: p.credentialId,
      public_key: p.publicKey,
      counter: p.counter,
      transports: p.transports.join(','),
      user_handle: p.userHandle,
      backed_up: p.backedUp,
      name: p.name,
    })
    .onConflict((oc) => oc.column('credential_id').doNothing())
    .returning(COLUMNS)
    .executeTakeFirst();
}

/**
 * Records a sign-in with the passkey: the new counter and the time, only if the counter is still
 * the one the check read (one statement, so two sign-ins with the same answer cannot both win).
 */
export async function recordPasskeyUse(db: Db, id: number, seenCounter: string, newCounter: number): Promise<boolean> {
  const row = await db
    .updateTable('user_passkeys')
    .set({ counter: newCounter, last_used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('counter', '=', seenCounter)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function renamePasskey(db: Db, userId: number, id: number, name: string): Promise<PasskeyRow | undefined> {
  return db
    .updateTable('user_passkeys')
    .set({ name })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function deletePasskey(db: Db, userId: number, id: number): Promise<PasskeyRow | undefined> {
  return db
    .deleteFrom('user_passkeys')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(COLUMNS)
    .executeTakeFirst();
}

/** Removes every passkey of the account (an admin's reset of its factors); answers how many. */
export async function deleteAllPasskeys(db: Db, userId: number): Promise<number> {
  const rows = await db.deleteFrom('user_passkeys').where('user_id', '=', userId).returning('id').execute();
  return rows.length;
}

export interface StoredChallenge {
  challenge: string;
  purpose: 'register' | 'sign-in';
  userId: number | null;
  rpId: string;
  origin: string;
  ttlSeconds: number;
}

/**
 * Stores a ceremony's challenge. A member has at most one registration in flight: a new one
 * replaces the last, so the table stays bounded by members plus rate-limited sign-in attempts.
 */
export async function saveChallenge(db: Db, c: StoredChallenge): Promise<void> {
  const values = {
    challenge: c.challenge,
    purpose: c.purpose,
    user_id: c.userId,
    rp_id: c.rpId,
    origin: c.origin,
    expires_at: sql<Date>`now() + make_interval(secs => ${c.ttlSeconds}::float8)`,
  };
  if (c.purpose === 'register') {
    await db
      .insertInto('webauthn_challenges')
      .values(values)
      .onConflict((oc) =>
        oc
          .column('user_id')
          .where('purpose', '=', 'register')
          .doUpdateSet({
            challenge: c.challenge,
            rp_id: c.rpId,
            origin: c.origin,
            expires_at: values.expires_at,
            created_at: sql`now()`,
          }),
      )
      .execute();
    return;
  }
  await db.insertInto('webauthn_challenges').values(values).execute();
}

/**
 * Takes a challenge: deleted as it is read, so it answers once; null when unknown, of another
 * purpose or member, or expired.
 */
export async function takeChallenge(
  db: Db,
  challenge: string,
  purpose: 'register' | 'sign-in',
  userId: number | null,
): Promise<{ rpId: string; origin: string } | null> {
  const row = await db
    .deleteFrom('webauthn_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where((eb) => (userId === null ? eb('user_id', 'is', null) : eb('user_id', '=', userId)))
    .returning(['rp_id', 'origin', 'expires_at'])
    .executeTakeFirst();
  if (!row || new Date(row.expires_at).getTime() <= Date.now()) return null;
  return { rpId: row.rp_id, origin: row.origin };
}
