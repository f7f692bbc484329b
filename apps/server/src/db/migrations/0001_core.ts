import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('seniority', 'text')
    .addColumn('speciality', 'text')
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('organisation', 'text')
    .addColumn('professional_number', 'text')
    .addColumn('mobile_number', 'text')
    .addColumn('image_path', 'text')
    .addColumn('provider_id_user', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('hcp_status', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('hcp_verified_at', 'timestamptz')
    .addColumn('opted_out', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('digital_id', 'text', (c) => c.notNull())
    .addColumn('crm_country', 'text', (c) => c.notNull())
    .addColumn('is_sample', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // E-mail is unique regardless of case.
  await sql`create unique index users_email_lower_idx on users (lower(email))`.execute(db);
  await db.schema.createIndex('users_hcp_status_idx').on('users').columns(['hcp_status', 'created_at']).execute();

  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
