import type { SelectQueryBuilder } from 'kysely';

/** How many rows `query` (a from-and-where with nothing selected yet) matches: the list totals' count. */
export async function countRows<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  const row = (await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()) as { n: string };
  return Number(row.n);
}
