// Starts the product for the browser tests on a fresh database (PGlite, or a new PostgreSQL
// database on the server named by DATABASE_URL), with sample content and the e2e accounts.
// With E2E_DOCCHECK_PORT it is instead a second site whose deployment uses a local fake of
// DocCheck on that port, for the German doctor-check journey (no sample content, no accounts).
// Run it with `node --import tsx` (it loads the fake from the server's TypeScript sources); the
// product itself, its migrations and its operator commands run from the compiled server in
// apps/server/dist, which `npm run test:e2e` builds first: the TypeScript loader's start-up over
// the whole server took tens of seconds of each run on a busy machine.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aatd-e2e-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: port,
  HOST: '127.0.0.1',
  // The browser opens 127.0.0.1: links in mail and the DocCheck return address must match it.
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
  // console.spec.ts schedules an item a minute ahead and waits for it: run the schedule often.
  CONTENT_SCHEDULE_INTERVAL_MS: '2000',
};

const docCheckPort = process.env.E2E_DOCCHECK_PORT;
let fakeDocCheck;
if (docCheckPort) {
  const { startFakeDocCheck } = await import('../apps/server/src/test/fake-doccheck.ts');
  fakeDocCheck = await startFakeDocCheck(Number(docCheckPort));
  const configFile = path.join(dataDir, 'deployment.json');
  fs.writeFileSync(configFile, JSON.stringify({ docCheck: fakeDocCheck.settings, sampleContent: false }));
  env.CONFIG_FILE = configFile;
}

let dropDatabase = () => {};
if (process.env.DATABASE_URL) {
  const admin = process.env.DATABASE_URL;
  const url = new URL(admin);
  const name = `e2e_${Date.now()}_${process.pid}`;
  execFileSync('psql', [admin, '-qc', `create database ${name}`]);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  dropDatabase = () => execFileSync('psql', [admin, '-qc', `drop database if exists ${name} with (force)`]);
}

if (!docCheckPort) {
  // Seeded in this one process (the operator CLI's own commands on one database connection): a
  // node process per account took most of the start-up on a busy machine.
  const { openDatabase } = await import('../apps/server/dist/db/database.js');
  const { migrateToLatest } = await import('../apps/server/dist/db/migrate.js');
  const { runCommand } = await import('../apps/server/dist/cli/commands.js');
  const { loadDeployment } = await import('../apps/server/dist/config/deployment.js');
  const { loadEnv } = await import('../apps/server/dist/config/env.js');
  const { fileStorage } = await import('../apps/server/dist/core/storage/file-storage.js');
  const handle = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.join(dataDir, 'pglite') });
  // The files go where the server started below keeps them (the same environment).
  const ctx = {
    db: handle.db,
    deployment: loadDeployment(env.CONFIG_FILE),
    dataDir,
    storage: fileStorage(loadEnv(env)),
  };
  const cli = async (...args) => console.log(await runCommand(ctx, args));
  try {
    await migrateToLatest(handle.db);
    const source = fs.readFileSync('e2e/fixtures/users.ts', 'utf8');
    const password = /E2E_PASSWORD = '([^']+)'/.exec(source)[1];
    const totpSecret = /E2E_TOTP_SECRET = '([^']+)'/.exec(source)[1];
    await cli('sample:load');
    // Optional per-user seeding: no second factor, an older accepted terms version, or an HCP
    // verification decided some months ago (the second-factor, consent and re-verification journeys).
    for (const m of source.matchAll(
      /email: '([^']+)',\s*first: '([^']+)',\s*last: '([^']+)',\s*admin: (true|false)(?:,\s*role: '(\w+)')?(,\s*totp: false)?(?:,\s*termsVersion: '([^']+)')?(?:,\s*verifiedMonthsAgo: (\d+))?/g,
    )) {
      const [, email, first, last, admin, role, noTotp, termsVersion, verifiedMonthsAgo] = m;
      // Staff sign in with a second factor: seed it with the known secret the sign-in fixture uses.
      const staff = Boolean(role) || admin === 'true';
      const verifiedAt = new Date();
      if (verifiedMonthsAgo) verifiedAt.setUTCMonth(verifiedAt.getUTCMonth() - Number(verifiedMonthsAgo));
      await cli(
        'user:create',
        '--email',
        email,
        '--password',
        password,
        '--first',
        first,
        '--last',
        last,
        '--verified',
        ...(role ? ['--role', role] : admin === 'true' ? ['--admin'] : []),
        ...(termsVersion ? ['--terms-version', termsVersion] : []),
        ...(verifiedMonthsAgo ? ['--verified-at', verifiedAt.toISOString()] : []),
        ...(staff && !noTotp ? ['--totp-secret', totpSecret] : []),
      );
    }
  } finally {
    await handle.close();
  }
}

// The compiled server, as `npm start` runs it (built by `npm run test:e2e` before Playwright starts).
const server = spawn('node', ['apps/server/dist/server.js'], { env, stdio: 'inherit' });
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  fakeDocCheck?.server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    dropDatabase();
  } catch {
    // best effort: a leftover e2e database does no harm to the next run
  }
  process.exit(code ?? 0);
});
