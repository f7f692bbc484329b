import { sql, type Kysely } from 'kysely';

/**
 * Journal Watch shows the monthly top 5 by impact factor (spec part 1 §1, §9): each post may name
 * its journal and that journal's impact factor, written in the console. Posts without one rank
 * after those with one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table posts add column journal text`.execute(db);
  await sql`alter table posts add column impact_factor double precision`.execute(db);
  await sql`alter table posts add constraint posts_impact_factor_range check (impact_factor >= 0 and impact_factor <= 1000)`.execute(
    db,
  );
}
