import type { Kysely } from 'kysely';

/**
 * A cookie choice made before sign-in keeps the time the browser stamped on it, as sent. chosen_at
 * is that time held to the server's clock (a browser running ahead does not date a choice in the
 * future), so it differs on each sign-in from such a browser and cannot tell a repeat; this can.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('consent_records').addColumn('browser_made_at', 'timestamptz').execute();
}
