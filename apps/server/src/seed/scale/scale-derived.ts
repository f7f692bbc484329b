import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Progress } from './progress.js';

/**
 * The counters the product keeps on every write, recomputed once from the rows: each post's rating
 * average and count, and modules' save counts (comment counts are kept by trigger, migration 0108).
 */
export async function updateScaleCounters(db: Db, progress: Progress): Promise<void> {
  const step = progress('counters', 2);
  await updateRatingAverages(db);
  step.add(1);
  await sql`
    update education_modules m set saves_count = s.n
    from (select module_id, count(*)::int as n from saved_modules group by module_id) s
    where m.id = s.module_id and m.is_sample`.execute(db);
  step.end();
}

/**
 * The average is the spec's running floor (nextAverage in the contract), applied rating by rating
 * in the order they came in, not the plain mean; a temporary aggregate folds it in SQL. Temporary
 * objects live in one session, so all of it runs on one connection.
 */
async function updateRatingAverages(db: Db): Promise<void> {
  await db.connection().execute(async (conn) => {
    await sql`
      create or replace function pg_temp.scale_rating_step(state int[], rating int) returns int[]
      language sql immutable
      as 'select array[floor((state[1]::numeric * state[2] + rating) / (state[2] + 1))::int, state[2] + 1]'`.execute(
      conn,
    );
    await sql`drop aggregate if exists pg_temp.scale_rating_fold(int)`.execute(conn);
    await sql`create aggregate pg_temp.scale_rating_fold(int) (sfunc = pg_temp.scale_rating_step, stype = int[], initcond = '{0,0}')`.execute(
      conn,
    );
    await sql`
      update posts p set rating_avg = f.state[1], ratings_count = f.state[2]
      from (select post_id, pg_temp.scale_rating_fold(rating order by id) as state from ratings group by post_id) f
      where p.id = f.post_id and p.is_sample`.execute(conn);
  });
}
