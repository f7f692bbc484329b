import { sql, type Kysely } from 'kysely';

/**
 * "Erase my account": the request starts a cooling-off period (erase_after) that a
 * sign-in cancels; then the erasure job anonymises the account and sets erased_at. The row stays
 * (as "Former member") so kept comments, ratings and audit records still point somewhere.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('erasure_requested_at', 'timestamptz')
    .addColumn('erase_after', 'timestamptz')
    .addColumn('erasure_cancelled_at', 'timestamptz')
    .addColumn('erased_at', 'timestamptz')
    .execute();
  await sql`create index users_erase_after_idx on users (erase_after) where erase_after is not null and erased_at is null`.execute(
    db,
  );
}
