import { sql, type Compilable, type RawBuilder } from 'kysely';
import type { Db } from './database.js';

/**
 * The sort keys of rows `every`, 2 × `every`, … of `list` (a select of exactly the key columns)
 * in `order` (over the list's columns, as `l.<column>`): the kept positions of core/pagination.ts
 * seekFor. One pass over the list, in its index's order. Each key comes as JSON, so a timestamp
 * keeps its microseconds (a JavaScript Date holds milliseconds, and a key cut short would seek
 * past or before rows written within the same millisecond).
 */
export async function keysEvery<K>(db: Db, list: Compilable<unknown>, order: RawBuilder<unknown>, every: number) {
  const { rows } = await sql<{ key: K }>`
    select to_jsonb(s) - 'position_rn' as key
    from (select l.*, row_number() over (order by ${order}) as position_rn from (${list}) l) s
    where position_rn % ${every} = 0 order by position_rn`.execute(db);
  return rows.map((r) => (typeof r.key === 'string' ? (JSON.parse(r.key) as K) : r.key));
}

/**
 * `(a, b, …) < (x, y, …)` (descending) or `>` (ascending): the rows after a kept sort key, in
 * the form a btree index seeks to.
 */
export const afterKey = (columns: readonly string[], values: readonly unknown[], order: 'asc' | 'desc') =>
  sql<boolean>`(${sql.join(columns.map((c) => sql.ref(c)))}) ${sql.raw(order === 'desc' ? '<' : '>')} (${sql.join(
    values.map((v) => sql`${v}`),
  )})`;
