import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * Makes a change with one of the announcing triggers (migrations 0045–0053) off, so no held answer
 * hears of it: a read that still shows the old value came from memory. That is what lets a test's
 * next check, an announced change showing at once, test the announcement.
 */
export async function unannounced<T>(db: Db, table: string, trigger: string, change: () => Promise<T>): Promise<T> {
  await sql`alter table ${sql.table(table)} disable trigger ${sql.ref(trigger)}`.execute(db);
  try {
    return await change();
  } finally {
    await sql`alter table ${sql.table(table)} enable trigger ${sql.ref(trigger)}`.execute(db);
  }
}
