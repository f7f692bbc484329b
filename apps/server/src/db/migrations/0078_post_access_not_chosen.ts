import { sql, type Kysely } from 'kysely';

/**
 * A post's open access may be not chosen (the console's "Not chosen"): null, and members see no
 * open-access badge, instead of being told "Open access" about an article nobody checked. Posts
 * written before keep the true or false they were given.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table posts alter column access_status drop default`.execute(db);
  await sql`alter table posts alter column access_status drop not null`.execute(db);
}
