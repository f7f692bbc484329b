import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database.js';
import { migrateToLatest, RENAMED_MIGRATIONS } from './migrate.js';
import { createTestDatabase } from '../test/test-database.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase(); // already migrated to the latest
});
afterAll(() => handle?.close());

const recorded = async () =>
  (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(handle.db)).rows.map(
    (r) => r.name,
  );

describe('migrations', () => {
  it('are numbered uniquely', () => {
    const files = fs.readdirSync(new URL('./migrations/', import.meta.url)).filter((f) => /^\d{4}_/.test(f));
    const numbers = files.map((f) => f.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('still migrate a database that recorded the old, duplicated numbers', async () => {
    const latest = await recorded();
    // Put the database back as a release before the renumbering left it.
    for (const [oldName, newName] of [...RENAMED_MIGRATIONS].reverse()) {
      await sql`update kysely_migration set name = ${oldName} where name = ${newName}`.execute(handle.db);
    }
    expect(await recorded()).toContain('0003_identity_tokens');

    expect(await migrateToLatest(handle.db)).toEqual([]); // nothing runs twice
    expect(await recorded()).toEqual(latest);
  });
});
