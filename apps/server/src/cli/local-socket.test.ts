import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.js';
import { DeploymentSchema } from '../config/deployment.js';
import { startServer, type RunningServer } from '../start.js';
import { findUserByEmail } from '../core/users/users.repository.js';
import { compiledEntry } from '../test/processes.js';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

// The embedded database allows one process: while the server runs, the CLI must go through it.
describe.skipIf(Boolean(process.env.DATABASE_URL))('CLI while the server runs on the embedded database', () => {
  let server: RunningServer;
  let dataDir: string;
  let output = '';
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aatd-cli-socket-'));
    const log = console.log;
    console.log = (...args: unknown[]) => void (output += args.join(' ') + '\n');
    try {
      server = await startServer(
        loadEnv({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
        DeploymentSchema.parse({ sampleContent: false }),
        { runJobs: false },
      );
    } finally {
      console.log = log;
    }
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('printed the generated admin password once on the first start', () => {
    expect(output).toMatch(/Admin account: admin@example\.org\n\s+Password:\s+\S{12,}/);
  });

  it('hands user:create to the running server, which stores the member', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const { stdout } = await run(
      process.execPath,
      [
        compiledEntry('cli'),
        'user:create',
        '--email',
        'via.socket@example.org',
        '--password',
        'Strong-Pass-1',
        '--first',
        'Via',
        '--last',
        'Socket',
        '--verified',
      ],
      { cwd: repoRoot, env },
    );
    expect(stdout).toMatch(/Created user #\d+ via\.socket@example\.org \(verified\)/);
    expect(await findUserByEmail(server.app.db, 'via.socket@example.org')).toMatchObject({ hcp_status: 'verified' });
  }, 60_000);

  it('reports a failing command with a non-zero exit', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    await expect(
      run(process.execPath, [compiledEntry('cli'), 'user:role', '--email', 'ghost@example.org', '--role', 'editor'], {
        cwd: repoRoot,
        env,
      }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No user with that e-mail'),
    });
  }, 60_000);
});
