import { sql, type Kysely } from 'kysely';

/**
 * Who viewed what on which day: a view counts once per member, item and day, so a script (or a
 * reload loop) cannot inflate the view counts that rank "most viewed" lists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('post_views')
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_views_pk', ['post_id', 'user_id', 'day'])
    .execute();
  // Retention clean-ups delete by age.
  await sql`create index post_views_day_idx on post_views (day)`.execute(db);
}
