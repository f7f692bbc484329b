import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Db } from './database.js';

const migrationFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Loads every file in migrations/ with our own import() (Kysely's file provider imports outside
 * the test runner's module graph, which cannot load TypeScript).
 */
const folderProvider: MigrationProvider = {
  async getMigrations() {
    const files = fs.readdirSync(migrationFolder).filter((f) => /^\d{4}_.+\.ts$/.test(f) && !f.endsWith('.test.ts'));
    const entries = await Promise.all(
      files.map(
        async (f) =>
          [
            f.replace(/\.ts$/, ''),
            (await import(pathToFileURL(path.join(migrationFolder, f)).href)) as Migration,
          ] as const,
      ),
    );
    return Object.fromEntries(entries);
  },
};

/** Forward-only: every migration file exports `up` only; they run in file-name order at start. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: folderProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
