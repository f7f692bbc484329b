import { sql, type Kysely } from 'kysely';

/**
 * Prevalence data sets uploaded in the console. The uploaded text is kept as sent and
 * parsed when read, with the same parser as the shipped table. At most one draft and one live set;
 * with no live set, members see the table shipped with the product.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('prevalence_data_sets')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('draft', 'live', 'previous', 'discarded')`))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('tsv', 'text', (c) => c.notNull())
    .addColumn('country_count', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('published_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('published_at', 'timestamptz')
    // When it stopped being live: a rollback returns to the set replaced last.
    .addColumn('replaced_at', 'timestamptz')
    .execute();
  await sql`create unique index prevalence_data_sets_one_live_idx on prevalence_data_sets (status) where status = 'live'`.execute(
    db,
  );
  await sql`create unique index prevalence_data_sets_one_draft_idx on prevalence_data_sets (status) where status = 'draft'`.execute(
    db,
  );
  await sql`create index prevalence_data_sets_previous_idx on prevalence_data_sets (replaced_at desc) where status = 'previous'`.execute(
    db,
  );
}
