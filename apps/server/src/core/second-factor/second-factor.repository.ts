import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { hashRecoveryCode } from '../../lib/totp.js';

export interface TotpRow {
  secret_box: string;
  confirmed_at: Date | null;
  last_used_step: string | null;
}

export async function findTotp(db: Db, userId: number): Promise<TotpRow | undefined> {
  return db
    .selectFrom('user_totp')
    .select(['secret_box', 'confirmed_at', 'last_used_step'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The account's factor as its owner or an admin sees it, in one query. */
export async function findSecondFactorSummary(
  db: Db,
  userId: number,
): Promise<{ confirmed_at: Date | null; codes_left: number } | undefined> {
  const row = await db
    .selectFrom('user_totp as t')
    .select([
      't.confirmed_at',
      sql<number>`(select count(*) from user_recovery_codes c where c.user_id = t.user_id and c.used_at is null)::int`.as(
        'codes_left',
      ),
    ])
    .where('t.user_id', '=', userId)
    .executeTakeFirst();
  return row ? { confirmed_at: row.confirmed_at, codes_left: Number(row.codes_left) } : undefined;
}

/** A new, unconfirmed secret; refused (false) while a confirmed one exists. */
export async function startTotpEnrolment(db: Db, userId: number, secretBox: string): Promise<boolean> {
  const row = await db
    .insertInto('user_totp')
    .values({ user_id: userId, secret_box: secretBox, confirmed_at: null, last_used_step: null })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ secret_box: secretBox, confirmed_at: null, last_used_step: null, created_at: sql`now()` })
        .where('user_totp.confirmed_at', 'is', null),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes a time step for this account: true only when the step is newer than the last one taken
 * (one statement, so two requests with the same code cannot both win). `confirm` also turns an
 * unconfirmed enrolment on; otherwise only a confirmed factor counts.
 */
export async function takeTotpStep(db: Db, userId: number, step: number, confirm = false): Promise<boolean> {
  const row = await db
    .updateTable('user_totp')
    .set({
      last_used_step: step,
      ...(confirm ? { confirmed_at: sql<Date>`now()` } : {}),
    })
    .where('user_id', '=', userId)
    .where('confirmed_at', confirm ? 'is' : 'is not', null)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', String(step))]))
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Replaces the account's recovery codes with these (hashed). */
export async function replaceRecoveryCodes(db: Db, userId: number, codes: string[]): Promise<void> {
  await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('user_recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, code_hash: hashRecoveryCode(code), used_at: null })))
    .execute();
}

/** Spends a recovery code: true once, never again for the same code. */
export async function spendRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  const row = await db
    .updateTable('user_recovery_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashRecoveryCode(code))
    .where('used_at', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('user_totp')
          .select('user_id')
          .where('user_totp.user_id', '=', userId)
          .where('confirmed_at', 'is not', null),
      ),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes the factor and its codes; false when there was none. */
export async function removeSecondFactor(db: Db, userId: number): Promise<boolean> {
  await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
  const row = await db.deleteFrom('user_totp').where('user_id', '=', userId).returning('user_id').executeTakeFirst();
  return row !== undefined;
}

/**
 * Sets the authentication methods (amr) of the member's live access tokens: one token (the caller
 * who just proved a code) or all that hold "otp" (the factor was removed, so no session may keep it).
 */
export async function setAccessTokenAmr(db: Db, userId: number, amr: readonly string[], token?: string): Promise<void> {
  let q = db
    .updateTable('oidc_payloads')
    .set({
      payload: sql`jsonb_set(payload, '{extra}', coalesce(payload->'extra', '{}'::jsonb) || jsonb_build_object('amr', ${JSON.stringify(amr)}::jsonb))`,
    })
    .where('type', '=', 'AccessToken')
    .where('account_id', '=', userId);
  // All of them means those that rode on the code: a passkey session ("mfa") proved its own factor.
  q = token !== undefined ? q.where('id', '=', token) : q.where(sql<boolean>`payload->'extra'->'amr' ? 'otp'`);
  await q.execute();
}

/** A confirmed factor with a given (sealed) secret and no recovery codes: the operator CLI's seeding. */
export async function saveConfirmedTotp(db: Db, userId: number, secretBox: string): Promise<void> {
  await db
    .insertInto('user_totp')
    .values({ user_id: userId, secret_box: secretBox, confirmed_at: new Date(), last_used_step: null })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ secret_box: secretBox, confirmed_at: new Date(), last_used_step: null }),
    )
    .execute();
}
