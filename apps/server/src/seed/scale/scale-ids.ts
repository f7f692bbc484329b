import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';

/** The ids a step inserted: first .. first + count - 1, without gaps. */
export interface IdRange {
  first: number;
  count: number;
}

/**
 * The id range of the rows `where` selects. Later steps address rows by arithmetic on it (item k
 * is first + k), so a gap, e.g. from rows written by someone else meanwhile, stops the seed.
 */
export async function idRange(db: Db, table: string, where: RawBuilder<unknown>, expected: number): Promise<IdRange> {
  const { rows } = await sql<{ first: number | null; last: number | null; count: string }>`
    select min(id) as first, max(id) as last, count(*) as count from ${sql.table(table)} where ${where}`.execute(db);
  const row = rows[0]!;
  const count = Number(row.count);
  if (row.first === null || row.last === null || count !== expected || row.last - row.first + 1 !== count) {
    throw new Error(
      `${table}: expected ${expected} rows with consecutive ids, found ${count} (ids ${row.first}..${row.last})`,
    );
  }
  return { first: row.first, count };
}
