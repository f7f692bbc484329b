import path from 'node:path';
import { loadEnv } from './config/env.js';
import { loadDeployment } from './config/deployment.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { CliError, parseFlags, runCommand, USAGE, withAbsoluteFile } from './cli/commands.js';
import { BackupError, fileCount, restoreBackup } from './cli/backup/backup.js';
import { cliSocketPath, sendToRunningServer } from './cli/local-socket.js';
import { dataDirOwner, lockDataDir } from './db/data-dir-lock.js';
import { fileStorage } from './core/storage/file-storage.js';

const argv = withAbsoluteFile(process.argv.slice(2), process.env.INIT_CWD ?? process.cwd());
const env = loadEnv();
if (argv.length === 0) {
  console.log(USAGE);
  process.exit(0);
}

// A restore replaces the database, so it runs here, before anything opens it, and never in a server.
if (argv[0] === 'backup:restore') {
  const [, file, ...rest] = argv;
  try {
    if (!file || file.startsWith('--')) {
      throw new CliError('Give the archive to restore: backup:restore FILE [--force]');
    }
    const flags = parseFlags(rest);
    const owner = env.DATABASE_URL ? null : dataDirOwner(env.dataDir);
    if (owner) {
      throw new CliError(
        `The server (process ${owner}) is running on ${env.dataDir} and owns its embedded database and files: stop it, then run backup:restore again.`,
      );
    }
    const unlock = env.DATABASE_URL ? () => {} : lockDataDir(env.dataDir);
    try {
      const manifest = await restoreBackup(file, {
        dataDir: env.dataDir,
        databaseUrl: env.DATABASE_URL,
        force: flags.force === true,
      });
      console.log(
        `Restored the backup of ${manifest.createdAt} (${fileCount(manifest)}) into ${env.dataDir}${env.DATABASE_URL ? ' and the PostgreSQL database' : ''}. Start the server: it runs any newer migrations.`,
      );
    } finally {
      unlock();
    }
    process.exit(0);
  } catch (err) {
    console.error(err instanceof CliError || err instanceof BackupError ? err.message : err);
    process.exit(1);
  }
}

// On the embedded database a running server owns the data directory: ask it to run the command.
if (!env.DATABASE_URL) {
  let viaServer = await sendToRunningServer(cliSocketPath(env.dataDir), argv);
  // A server that is still starting owns the directory but has not opened its socket yet: wait for it.
  for (let i = 0; !viaServer && dataDirOwner(env.dataDir) && i < 60; i++) {
    await new Promise((r) => setTimeout(r, 500));
    viaServer = await sendToRunningServer(cliSocketPath(env.dataDir), argv);
  }
  if (!viaServer && dataDirOwner(env.dataDir)) {
    console.error('The running server did not answer on its local socket; stop it or try again.');
    process.exit(1);
  }
  if (viaServer) {
    (viaServer.ok ? console.log : console.error)(viaServer.text);
    process.exit(viaServer.ok ? 0 : 1);
  }
}

const unlock = env.DATABASE_URL ? () => {} : lockDataDir(env.dataDir);
const handle = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.join(env.dataDir, 'pglite') });
try {
  await migrateToLatest(handle.db);
  console.log(
    await runCommand(
      {
        db: handle.db,
        deployment: loadDeployment(),
        dataDir: env.dataDir,
        storage: fileStorage(env),
        database: handle,
      },
      argv,
    ),
  );
} catch (err) {
  console.error(err instanceof CliError ? err.message : err);
  process.exitCode = 1;
} finally {
  await handle.close();
  unlock();
}
