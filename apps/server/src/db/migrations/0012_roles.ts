import { sql, type Kysely } from 'kysely';

/**
 * One role per user instead of an admin flag: member, or a staff role (editor, reviewer,
 * moderator, safety reviewer, admin). Admins hold every role; the access policy decides the rest.
 * Existing admins become role 'admin'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('member')
        .check(sql`role in ('member', 'editor', 'reviewer', 'moderator', 'safety', 'admin')`),
    )
    .execute();
  await sql`update users set role = 'admin' where is_admin`.execute(db);
  await db.schema.alterTable('users').dropColumn('is_admin').execute();
  // The console lists staff by role; members are the vast majority, so index only the others.
  await sql`create index users_staff_role_idx on users (role) where role <> 'member'`.execute(db);
}
