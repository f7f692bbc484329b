import { sql, type Kysely } from 'kysely';

/**
 * Activity types in the console: editors order them (`position`, the members' order) and
 * retire them (`active` false, `retired_at` when). Existing types keep their creation order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('activity_types')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('retired_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`update activity_types set position = ranked.n
    from (select id, row_number() over (order by id) as n from activity_types) ranked
    where ranked.id = activity_types.id`.execute(db);
  await db.schema.dropIndex('activity_types_active_idx').execute();
  await db.schema
    .createIndex('activity_types_active_position_idx')
    .on('activity_types')
    .columns(['active', 'position', 'id'])
    .execute();
  // Two active types of one name would be two identical cards for members.
  await sql`create unique index activity_types_active_name_idx on activity_types (lower(name)) where active`.execute(
    db,
  );
}
