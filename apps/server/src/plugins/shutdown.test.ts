import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.js';
import { compiledEntry } from '../test/processes.js';
import { closeGracefully } from './shutdown.js';

describe('graceful shutdown', () => {
  it('lets in-flight requests finish, refuses new ones and closes the database', async () => {
    let dbClosed = false;
    let started!: () => void;
    const slowStarted = new Promise<void>((resolve) => (started = resolve));
    const app = await buildTestApp({
      setup: (a) => {
        a.get('/api/test/slow', async () => {
          started();
          await new Promise((r) => setTimeout(r, 400));
          return { done: true };
        });
        a.addHook('onClose', async () => void (dbClosed = true));
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const inFlight = fetch(`http://127.0.0.1:${port}/api/test/slow`).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }));
    // Shut down only once the slow request is being handled (a busy machine may take a while to get there).
    await slowStarted;
    // Room enough that only a hang fails here (closing a PostgreSQL test app has taken 9 s on this
    // machine); the production grace is the next test's.
    const closing = closeGracefully(app, 30_000);
    const late = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect(['refused', 503]).toContain(late);
    expect(await inFlight).toEqual({ status: 200, body: { done: true } });
    expect(await closing).toBe('closed');
    expect(dbClosed).toBe(true);
  });

  it('exits the process within 10 s of SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aatd-sigterm-'));
    // Sample content has nothing to do with stopping; loading it was most of the start-up.
    const configFile = path.join(dataDir, 'deployment.json');
    fs.writeFileSync(configFile, JSON.stringify({ sampleContent: false }));
    const child = spawn(process.execPath, [compiledEntry('server')], {
      cwd: path.resolve(import.meta.dirname, '../../../..'),
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        CONFIG_FILE: configFile,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    // Start-up migrates a fresh database: on a busy machine, with other test files running beside
    // it, that has taken more than 40 s.
    await new Promise<void>((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 150_000);
      child.stdout.on('data', () => out.includes('is running at') && (clearTimeout(t), resolve()));
    });
    const started = Date.now();
    child.kill('SIGTERM');
    const code = await new Promise<number | null>((r) => child.on('exit', r));
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(fs.existsSync(path.join(dataDir, 'owner.pid'))).toBe(false);
  }, 180_000);
});
