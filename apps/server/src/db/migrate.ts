import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Db } from './database.js';

const migrationFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** `0001_core.ts` in the sources, `0001_core.js` in the compiled server (build:server); never tests. */
const MIGRATION_FILE = /^(\d{4}_.+?)(?<!\.test|\.d)\.(ts|js)$/;

/**
 * Loads every file in migrations/ with our own import() (Kysely's file provider imports outside
 * the test runner's module graph, which cannot load TypeScript). A migration's name is its file
 * name without the extension, so sources and the compiled server record the same names.
 */
const folderProvider: MigrationProvider = {
  async getMigrations() {
    const files = fs.readdirSync(migrationFolder).filter((f) => MIGRATION_FILE.test(f));
    const entries = await Promise.all(
      files.map(
        async (f) =>
          [
            MIGRATION_FILE.exec(f)![1]!,
            (await import(pathToFileURL(path.join(migrationFolder, f)).href)) as Migration,
          ] as const,
      ),
    );
    return Object.fromEntries(entries);
  },
};

/**
 * Migrations that were renumbered so every number is unique (two were once both 0003). A database
 * migrated before then has the old names recorded; they are renamed in place, in one transaction,
 * before the migrator compares its list, so existing databases keep migrating forward.
 */
export const RENAMED_MIGRATIONS: ReadonlyArray<readonly [string, string]> = [
  ['0007_messaging', '0008_messaging'],
  ['0006_members', '0007_members'],
  ['0005_education', '0006_education'],
  ['0004_content', '0005_content'],
  ['0003_identity_tokens', '0004_identity_tokens'],
];

async function renameRecordedMigrations(db: Db): Promise<void> {
  const { rows } = await sql<{ exists: boolean }>`select to_regclass('kysely_migration') is not null as exists`.execute(
    db,
  );
  if (!rows[0]?.exists) return;
  await db.transaction().execute(async (trx) => {
    // Newest first, so no new name is taken while its old owner still holds it.
    for (const [from, to] of RENAMED_MIGRATIONS) {
      await sql`update kysely_migration set name = ${to} where name = ${from}`.execute(trx);
    }
  });
}

/** Forward-only: every migration file exports `up` only; they run in file-name order at start. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  await renameRecordedMigrations(db);
  const migrator = new Migrator({ db, provider: folderProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The migrations this code knows, in order. */
export function knownMigrationNames(): string[] {
  return fs
    .readdirSync(migrationFolder)
    .map((f) => MIGRATION_FILE.exec(f)?.[1])
    .filter((n): n is string => !!n)
    .sort();
}

/** The newest migration recorded in the database, or null for a database never migrated. */
export async function latestAppliedMigration(db: Db): Promise<string | null> {
  const { rows } = await sql<{ exists: boolean }>`select to_regclass('kysely_migration') is not null as exists`.execute(
    db,
  );
  if (!rows[0]?.exists) return null;
  const latest = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(db);
  return latest.rows[0]?.name ?? null;
}
