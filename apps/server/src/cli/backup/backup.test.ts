import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { loadEnv } from '../../config/env.js';
import { DeploymentSchema } from '../../config/deployment.js';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { migratedPGlite } from '../../test/test-database.js';
import { createLoginUser, signInForTokens } from '../../test/identity.js';
import { pngImage } from '../../test/flows.js';
import { runCommand } from '../commands.js';
import { createBackup, restoreBackup } from './backup.js';
import { TarWriter } from './tar.js';
import { LocalFileStorage } from '../../core/storage/local-storage.js';
import { fileStorage } from '../../core/storage/file-storage.js';

/**
 * The restore drill: a member and an uploaded file on one installation, backed up with the CLI
 * command, restored into a fresh DATA_DIR and a fresh database, where the member signs in and the
 * file is byte for byte the same. PGlite by default; PostgreSQL when DATABASE_URL is set.
 */
const serverUrl = process.env.DATABASE_URL;
const kind = serverUrl ? 'postgres' : 'pglite';
const deployment = DeploymentSchema.parse({ sampleContent: false });
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'aatd-backup-test-'));
const made: string[] = [];

async function freshDatabaseUrl(): Promise<string> {
  const name = `test_backup_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  made.push(name);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** An installation's database: a file-backed PGlite in DATA_DIR, or a database of its own on the server. */
async function openInstallation(dataDir: string, databaseUrl?: string, migrated = true): Promise<DatabaseHandle> {
  if (databaseUrl) {
    const handle = openDatabase({ databaseUrl, poolMax: 3 });
    if (migrated) await migrateToLatest(handle.db);
    return handle;
  }
  const pgliteDir = path.join(dataDir, 'pglite');
  const fresh = !fs.existsSync(path.join(pgliteDir, 'PG_VERSION'));
  return openDatabase({ dataDir: pgliteDir, ...(fresh ? { loadDataDir: await migratedPGlite() } : {}) });
}

async function appOn(dataDir: string, database: DatabaseHandle): Promise<FastifyInstance> {
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp({ env, deployment, database, logger: false });
  await app.ready();
  return app;
}

const source = { dataDir: path.join(root, 'source'), url: undefined as string | undefined };
const archive = path.join(root, 'backup.tar');
let picture: Buffer;
let member: { email: string; password_hash: string | null; id: number };

beforeAll(async () => {
  if (serverUrl) source.url = await freshDatabaseUrl();
  const database = await openInstallation(source.dataDir, source.url);
  const app = await appOn(source.dataDir, database);
  try {
    member = await createLoginUser(app);
    picture = await pngImage(48);
    fs.mkdirSync(path.join(source.dataDir, 'uploads', 'drill'), { recursive: true });
    fs.writeFileSync(path.join(source.dataDir, 'uploads', 'drill', 'picture.png'), picture);
    fs.writeFileSync(path.join(source.dataDir, 'secret-key'), 'drill-secret', { mode: 0o600 });
    // Taken with the application open on the database, as on a running server.
    const out = await runCommand(
      { db: app.db, deployment, dataDir: source.dataDir, storage: new LocalFileStorage(source.dataDir), database },
      ['backup:create', archive],
    );
    expect(out).toMatch(/Backed up the .* database .* and 2 files/);
  } finally {
    await app.close();
  }
}, 120_000);

afterAll(async () => {
  fs.rmSync(root, { recursive: true, force: true });
  if (!made.length) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (const name of made) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe(`backup and restore (${kind})`, () => {
  const target = { dataDir: path.join(root, 'restored'), url: undefined as string | undefined };

  it('restores the rows and the files into a fresh installation, where the member signs in', async () => {
    if (serverUrl) target.url = await freshDatabaseUrl();
    const manifest = await restoreBackup(archive, { dataDir: target.dataDir, databaseUrl: target.url });
    expect(manifest.database.kind).toBe(kind);
    expect(fs.readFileSync(path.join(target.dataDir, 'uploads', 'drill', 'picture.png')).equals(picture)).toBe(true);
    expect(fs.readFileSync(path.join(target.dataDir, 'secret-key'), 'utf8')).toBe('drill-secret');

    const database = await openInstallation(target.dataDir, target.url);
    const app = await appOn(target.dataDir, database);
    try {
      const row = await app.db
        .selectFrom('users')
        .select(['id', 'email', 'password_hash'])
        .where('email', '=', member.email)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ id: member.id, email: member.email, password_hash: member.password_hash });
      const { access_token } = await signInForTokens(app, member.email);
      const me = await app.inject({ url: '/api/user', headers: { authorization: `Bearer ${access_token}` } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ email: member.email });
    } finally {
      await app.close();
    }
  }, 120_000);

  it('refuses a target that is not empty unless forced, and replaces it when forced', async () => {
    const stray = path.join(target.dataDir, 'uploads', 'stray.txt');
    fs.writeFileSync(stray, 'not in the backup');
    const strayTable = async (statement: string) => {
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      try {
        return (await client.query<{ t: string | null }>(statement)).rows[0]?.t;
      } finally {
        await client.end();
      }
    };
    if (target.url) await strayTable('create table stray_table (id int)');
    await expect(restoreBackup(archive, { dataDir: target.dataDir, databaseUrl: target.url })).rejects.toThrow(
      /not empty .*--force/,
    );
    expect(fs.existsSync(stray)).toBe(true);
    await restoreBackup(archive, { dataDir: target.dataDir, databaseUrl: target.url, force: true });
    expect(fs.existsSync(stray)).toBe(false);
    if (target.url) expect(await strayTable(`select to_regclass('stray_table')::text as t`)).toBeNull();
    expect(fs.readFileSync(path.join(target.dataDir, 'uploads', 'drill', 'picture.png')).equals(picture)).toBe(true);
  }, 120_000);

  it('says, with STORAGE=s3, that the uploads are in the bucket and not in the archive', async () => {
    const database = openDatabase({ loadDataDir: await migratedPGlite() });
    try {
      const dataDir = path.join(root, 'with-bucket');
      const storage = fileStorage(
        loadEnv({ DATA_DIR: dataDir, STORAGE: 's3', S3_BUCKET: 'site-files', S3_REGION: 'eu-central-1' }),
      );
      const out = await runCommand({ db: database.db, deployment, dataDir, storage, database }, [
        'backup:create',
        path.join(root, 'with-bucket.tar'),
      ]);
      expect(out).toMatch(/Backed up the embedded database/);
      expect(out).toMatch(/Uploads and exports are in s3:\/\/site-files\/ \(STORAGE=s3\) and are not in this archive/);
    } finally {
      await database.close();
    }
  });

  it('is refused inside a running server, which owns the database and the files', async () => {
    const database = openDatabase({ loadDataDir: await migratedPGlite() });
    try {
      const served = path.join(root, 'served');
      const ctx = { db: database.db, deployment, dataDir: served, storage: new LocalFileStorage(served), database };
      await expect(runCommand(ctx, ['backup:restore', archive])).rejects.toThrow(/server is running .* stop it/);
    } finally {
      await database.close();
    }
  });

  it('says so when the PostgreSQL client tools are missing', async () => {
    const database = openDatabase({ loadDataDir: await migratedPGlite() });
    const path0 = process.env.PATH;
    process.env.PATH = path.join(root, 'no-tools-here');
    try {
      const postgres = { kind: 'postgres' as const, url: 'postgres://127.0.0.1:1/none' };
      await expect(
        createBackup({ db: database.db, database: postgres, dataDir: source.dataDir }, path.join(root, 'x.tar')),
      ).rejects.toThrow(/pg_dump was not found on PATH: install the PostgreSQL client tools/);
      expect(fs.existsSync(path.join(root, 'x.tar'))).toBe(false);
      if (kind === 'postgres') {
        await expect(
          restoreBackup(archive, { dataDir: path.join(root, 'no-tools'), databaseUrl: postgres.url }),
        ).rejects.toThrow(/pg_restore was not found on PATH/);
        expect(fs.existsSync(path.join(root, 'no-tools'))).toBe(false);
      }
    } finally {
      process.env.PATH = path0;
      await database.close();
    }
  });

  it('refuses a damaged or truncated archive before touching the target', async () => {
    const empty = path.join(root, 'untouched');
    const bytes = fs.readFileSync(archive);
    const damaged = Buffer.from(bytes);
    // A byte inside the database dump (the first entry, after its 512-byte header).
    damaged[2048] = damaged[2048]! ^ 0xff;
    fs.writeFileSync(path.join(root, 'damaged.tar'), damaged);
    await expect(restoreBackup(path.join(root, 'damaged.tar'), { dataDir: empty })).rejects.toThrow(
      /not a usable backup: database\/.* does not match its checksum/,
    );
    fs.writeFileSync(path.join(root, 'cut.tar'), bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(restoreBackup(path.join(root, 'cut.tar'), { dataDir: empty })).rejects.toThrow(/not a usable backup/);
    fs.writeFileSync(path.join(root, 'junk.tar'), 'not an archive');
    await expect(restoreBackup(path.join(root, 'junk.tar'), { dataDir: empty })).rejects.toThrow(/not a usable backup/);
    expect(fs.existsSync(empty)).toBe(false);
  });

  it('refuses a backup of the other database kind', async () => {
    const other = kind === 'pglite' ? { databaseUrl: 'postgres://127.0.0.1:1/none' } : {};
    await expect(restoreBackup(archive, { dataDir: path.join(root, 'other'), ...other })).rejects.toThrow(
      kind === 'pglite'
        ? /embedded \(PGlite\) database, but this installation uses PostgreSQL/
        : /PostgreSQL database, but this installation uses the embedded/,
    );
  });

  it('refuses a backup made by a newer version of the code', async () => {
    const future = path.join(root, 'future.tar');
    const tar = new TarWriter(future);
    const dump = Buffer.from('a dump');
    const dumpPath = kind === 'pglite' ? 'database/pglite.tar' : 'database/postgres.dump';
    const sha256 = await tar.addBuffer(dumpPath, dump);
    const manifest = {
      format: 'aatd-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: { kind, migration: '9999_from_the_future' },
      entries: [{ path: dumpPath, size: dump.length, sha256 }],
    };
    await tar.addBuffer('manifest.json', Buffer.from(JSON.stringify(manifest)));
    await tar.finish();
    await expect(
      restoreBackup(future, {
        dataDir: path.join(root, 'future'),
        databaseUrl: serverUrl ? 'postgres://127.0.0.1:1/none' : undefined,
      }),
    ).rejects.toThrow(/newer version .*9999_from_the_future.*upgrade the code first/);
  });
});
