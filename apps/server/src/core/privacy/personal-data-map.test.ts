import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';
import type { DatabaseHandle } from '../../db/database.js';
import { EXPORT_SECTIONS } from './export-sections.js';
import { PERSONAL_DATA } from './personal-data-map.js';
import { schemaColumns } from './personal-data.repository.js';

let handle: DatabaseHandle;
// Migrating a fresh PGlite from scratch takes a while on a busy machine (once per schema change).
beforeAll(async () => {
  handle = await createTestDatabase();
}, 300_000);
afterAll(async () => handle?.close());

describe('the personal data map', () => {
  it('classifies every table and column of the migrated schema, and nothing that is not there', async () => {
    const schema = await schemaColumns(handle.db);
    const inSchema = schema.map((c) => `${c.table_name}.${c.column_name}`).sort();
    const inMap = Object.entries(PERSONAL_DATA)
      .flatMap(([t, e]) => Object.keys(e.columns).map((c) => `${t}.${c}`))
      .sort();
    // Each list names what the other lacks: a new table or column must be classified in personal-data-map.ts.
    expect(
      inSchema.filter((c) => !inMap.includes(c)),
      'columns the map does not classify',
    ).toEqual([]);
    expect(
      inMap.filter((c) => !inSchema.includes(c)),
      'columns the map names that the schema lacks',
    ).toEqual([]);
  });

  it('gives every table with exported columns the rows it is about, a section, an item name', () => {
    for (const [table, e] of Object.entries(PERSONAL_DATA)) {
      const exports = Object.values(e.columns).some((c) => c.kind === 'export');
      if (!exports) continue;
      expect({ table, about: Boolean(e.about), item: Boolean(e.item) }).toEqual({ table, about: true, item: true });
      expect(Object.keys(EXPORT_SECTIONS), table).toContain(e.section);
    }
  });
});
