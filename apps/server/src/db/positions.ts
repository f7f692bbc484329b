import { sql, type Compilable, type RawBuilder } from 'kysely';
import type { Db } from './database.js';

/**
 * The sort keys of rows `every`, 2 × `every`, … of `list` (a select of exactly the key columns)
 * in `order` (over the list's columns, as `l.<column>`): the kept positions of core/pagination.ts
 * seekFor. One pass over the list, in its index's order.
 */
export async function keysEvery<K>(db: Db, list: Compilable<unknown>, order: RawBuilder<unknown>, every: number) {
  const { rows } = await sql<K & { position_rn: string }>`
    select * from (select l.*, row_number() over (order by ${order}) as position_rn from (${list}) l) s
    where position_rn % ${every} = 0 order by position_rn`.execute(db);
  return rows.map(({ position_rn: _, ...key }) => key as unknown as K);
}

/**
 * `(a, b, …) < (x, y, …)` (descending) or `>` (ascending): the rows after a kept sort key, in
 * the form a btree index seeks to.
 */
export const afterKey = (columns: readonly string[], values: readonly unknown[], order: 'asc' | 'desc') =>
  sql<boolean>`(${sql.join(columns.map((c) => sql.ref(c)))}) ${sql.raw(order === 'desc' ? '<' : '>')} (${sql.join(
    values.map((v) => sql`${v}`),
  )})`;
