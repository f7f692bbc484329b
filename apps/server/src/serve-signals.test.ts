import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { baseEnv, freePort, startProcess, type ServerProcess } from './test/processes.js';

/** npm itself, run by this Node: the way an operator's `npm run serve` starts. */
const NPM_CLI = process.env.npm_execpath?.endsWith('.js')
  ? process.env.npm_execpath
  : path.join(path.dirname(process.execPath), '../lib/node_modules/npm/bin/npm-cli.js');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aatd-serve-signals-'));
let npm: ServerProcess | undefined;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterAll(async () => {
  await npm?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// The server runs on the embedded database whatever DATABASE_URL says, so the PostgreSQL run would
// only repeat it.
describe.skipIf(!fs.existsSync(NPM_CLI) || Boolean(process.env.DATABASE_URL))('npm run serve', () => {
  it('stops the server when npm is told to stop, releasing the data folder', async () => {
    const port = await freePort();
    // Sample content has nothing to do with signals; loading it was most of the start-up.
    const configFile = path.join(dataDir, 'deployment.json');
    fs.writeFileSync(configFile, JSON.stringify({ sampleContent: false }));
    npm = await startProcess(
      'npm run serve',
      [NPM_CLI, 'run', 'serve'],
      { ...baseEnv(), DATA_DIR: dataDir, CONFIG_FILE: configFile, LOG_LEVEL: 'warn' },
      // The first run may compile the server.
      { port, timeoutMs: 420_000 },
    );
    // The server holds the embedded database's lock under its own pid, not npm's.
    const serverPid = Number(fs.readFileSync(path.join(dataDir, 'owner.pid'), 'utf8'));
    expect(serverPid).not.toBe(npm.proc.pid);
    expect(alive(serverPid)).toBe(true);

    await npm.stop();
    // npm has exited; the server must be gone with it and its lock released.
    const deadline = Date.now() + 30_000;
    while (alive(serverPid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(alive(serverPid)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'owner.pid'))).toBe(false);
  }, 480_000);
});
