import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PersonalTable } from './personal-data-map.js';

/** A table's exported columns and context, as (key, label, SQL) in the map's order. */
export function exportedFields(entry: PersonalTable, me: number) {
  const fields: Array<{ key: string; label: string; value: ReturnType<typeof sql> }> = [];
  for (const [name, c] of Object.entries(entry.columns)) {
    if (c.kind === 'export') {
      fields.push({ key: name, label: c.label, value: c.value ? c.value(me) : sql.ref(`t.${name}`) });
    }
  }
  for (const [key, c] of Object.entries(entry.context ?? {})) fields.push({ key, label: c.label, value: c.value(me) });
  return fields;
}

/** The member's rows of one table: exactly the exported columns and context the map declares. */
export async function selectMemberRows(db: Db, table: string, entry: PersonalTable, me: number) {
  const fields = exportedFields(entry, me);
  if (!entry.about || fields.length === 0) return [];
  const list = sql.join(fields.map((f) => sql`${f.value} as ${sql.id(f.key)}`));
  const order = entry.orderBy ? sql`order by ${sql.ref(`t.${entry.orderBy}`)}` : sql``;
  const { rows } = await sql<
    Record<string, unknown>
  >`select ${list} from ${sql.table(table)} as t where ${entry.about(me)} ${order}`.execute(db);
  return rows;
}

/** Deletes the member's rows of one table (erasure); answers how many went. */
export async function deleteMemberRows(db: Db, table: string, entry: PersonalTable, me: number) {
  const where = entry.eraseWhere ?? entry.about;
  if (!where) return 0;
  const res = await sql`delete from ${sql.table(table)} as t where ${where(me)}`.execute(db);
  return Number(res.numAffectedRows ?? 0);
}

/** Every column of the migrated schema (the classification test compares the map with it). */
export async function schemaColumns(db: Db) {
  const { rows } = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = 'public' order by table_name, ordinal_position`.execute(db);
  return rows;
}
