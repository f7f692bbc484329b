import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** How long the code page may wait for the code: the provider's interaction lasts 10 minutes. */
export const SECOND_FACTOR_WAIT_SECONDS = 10 * 60;

/** The password is proved for this interaction; the code is awaited. */
export async function startSecondFactorWait(db: Db, interactionUid: string, userId: number): Promise<void> {
  await db
    .insertInto('login_second_factor_waits')
    .values({
      interaction_uid: interactionUid,
      user_id: userId,
      expires_at: sql<Date>`now() + make_interval(secs => ${SECOND_FACTOR_WAIT_SECONDS}::float8)`,
    })
    .onConflict((oc) =>
      oc.column('interaction_uid').doUpdateSet({
        user_id: userId,
        expires_at: sql<Date>`now() + make_interval(secs => ${SECOND_FACTOR_WAIT_SECONDS}::float8)`,
      }),
    )
    .execute();
}

/** The member whose code this interaction awaits, or null (none, or expired). */
export async function findSecondFactorWait(db: Db, interactionUid: string): Promise<number | null> {
  const row = await db
    .selectFrom('login_second_factor_waits')
    .select('user_id')
    .where('interaction_uid', '=', interactionUid)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

export async function endSecondFactorWait(db: Db, interactionUid: string): Promise<void> {
  await db
    .deleteFrom('login_second_factor_waits')
    .where((eb) => eb.or([eb('interaction_uid', '=', interactionUid), eb('expires_at', '<', sql<Date>`now()`)]))
    .execute();
}
