import { sql, type Kysely } from 'kysely';

/**
 * Each member's language (en, de or ar): the site's language once they sign in on any browser, and
 * the language of their e-mails. Null until they or their browser chose one; English applies then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column locale text`.execute(db);
  await sql`alter table users add constraint users_locale_known check (locale in ('en', 'de', 'ar'))`.execute(db);
}
