import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.js';
import { REPO_ROOT, baseEnv, freePort, startProcess, type ServerProcess } from './test/processes.js';

/**
 * Production runs `npm run build:server`'s output with plain `node`: no TypeScript at run time.
 * Built once into a folder of its own beside dist/ (the same depth, so its relative paths hold).
 */
const out = path.join(REPO_ROOT, 'apps/server', `dist-test-${process.pid}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aatd-compiled-'));
const files = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
const migrationNames = () =>
  fs
    .readdirSync(path.join(REPO_ROOT, 'apps/server/src/db/migrations'))
    .filter((f) => /^\d{4}_.+\.ts$/.test(f) && !f.endsWith('.test.ts'))
    .map((f) => f.replace(/\.ts$/, ''))
    .sort();

let server: ServerProcess | undefined;

// The compiled server runs on the embedded database whatever DATABASE_URL says, so the PostgreSQL
// run would only repeat it.
describe.skipIf(Boolean(process.env.DATABASE_URL))('the compiled server (npm run build:server)', () => {
  beforeAll(async () => {
    await promisify(execFile)(process.execPath, ['scripts/build-server.mjs', '--out', out], { cwd: REPO_ROOT });
  }, 180_000);

  afterEach((ctx) => {
    if (ctx.task.result?.state === 'fail' && server) console.error(`[compiled server output]\n${server.output()}`);
  });

  afterAll(async () => {
    await server?.stop();
    fs.rmSync(out, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('mirrors src/ in JavaScript, with the compiled contract and the files that are not TypeScript', () => {
    const built = files(out).map((f) => path.relative(out, f));
    expect(built.filter((f) => f.endsWith('.ts'))).toEqual([]);
    expect(built.filter((f) => f.endsWith('.test.js') || f.startsWith('test/'))).toEqual([]);
    expect(built).toEqual(
      expect.arrayContaining([
        'server.js',
        'worker.js',
        'cli.js',
        'db/migrations/0001_core.js',
        'node_modules/@aatd/contract/index.js',
        'node_modules/@aatd/contract/package.json',
        // Read at run time relative to the module that uses them:
        'seed/education/assets/sample-video.mp4',
        'features/prevalence/data/countries.tsv',
        'features/prevalence/data/SOURCES.md',
      ]),
    );
  });

  it('loads the worker and the CLI under plain node (every module they import resolves)', async () => {
    const run = (file: string) =>
      promisify(execFile)(process.execPath, [path.join(out, file)], { cwd: REPO_ROOT, env: baseEnv() }).then(
        (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
        (err: { code: number; stdout: string; stderr: string }) => err,
      );
    // Without DATABASE_URL the worker refuses, after its imports have loaded.
    expect(await run('worker.js')).toMatchObject({ code: 1, stderr: expect.stringContaining('needs DATABASE_URL') });
    expect(await run('cli.js')).toMatchObject({ code: 0, stdout: expect.stringContaining('db:migrate') });
  }, 60_000);

  it('starts under plain node, migrates with the compiled migrations, answers /api/health and stops on SIGTERM', async () => {
    const configFile = path.join(dataDir, 'deployment.json');
    fs.writeFileSync(configFile, JSON.stringify({ sampleContent: false }));
    // Newer Node versions could run TypeScript by themselves; forbid it so only JavaScript can load.
    const noTypeScript = process.allowedNodeEnvironmentFlags.has('--no-experimental-strip-types')
      ? ['--no-experimental-strip-types']
      : [];
    server = await startProcess(
      'compiled server',
      [...noTypeScript, path.join(out, 'server.js')],
      { ...baseEnv(), DATA_DIR: dataDir, CONFIG_FILE: configFile, HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      { port: await freePort() },
    );
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });
    expect(await server.stop()).toBe(0);

    // The compiled migrations record the same names as the sources, so a database migrated by one
    // is up to date for the other.
    const database = openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const recorded = await database.db
        .selectFrom('kysely_migration' as never)
        .select('name' as never)
        .execute();
      expect(recorded.map((r) => (r as { name: string }).name).sort()).toEqual(migrationNames());
    } finally {
      await database.close();
    }
  }, 120_000);
});
