import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

/**
 * The compiled entry point (`server`, `worker` or `cli`) that a child process runs: built once
 * before the tests (scripts/vitest-global-setup.ts), as `npm start` runs it.
 */
export const compiledEntry = (entry: 'server' | 'worker' | 'cli') =>
  path.join(REPO_ROOT, 'apps/server/dist', `${entry}.js`);

/** A port nobody listens on right now (the OS picks it; the caller binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A server (or worker) the test started as its own process; its output is kept for failures. */
export interface ServerProcess {
  name: string;
  /** http://127.0.0.1:<port>, or '' for a process that does not listen (the worker). */
  url: string;
  proc: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves when the output contains `text`, rejects (with the output) after `timeoutMs` or on exit. */
  waitForOutput(text: string, timeoutMs?: number): Promise<void>;
  /** SIGTERM, then SIGKILL after 15 s; resolves with the exit code (null when killed by a signal). */
  stop(): Promise<number | null>;
}

const exited = (proc: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) resolve(proc.exitCode);
    else proc.once('exit', (code) => resolve(code));
  });

/**
 * Spawns `node <args>` from the repository root with exactly `env` (nothing inherited that the
 * caller did not pass). With `port`, waits until /api/health answers 200.
 */
export async function startProcess(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  opts: { port?: number; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const proc = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...env, ...(opts.port ? { PORT: String(opts.port) } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const listeners = new Set<() => void>();
  for (const stream of [proc.stdout!, proc.stderr!]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      out += chunk;
      for (const l of listeners) l();
    });
  }
  const url = opts.port ? `http://127.0.0.1:${opts.port}` : '';
  const child: ServerProcess = {
    name,
    url,
    proc,
    output: () => out,
    waitForOutput(text, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const done = (err?: Error) => {
          clearTimeout(timer);
          listeners.delete(check);
          if (err) reject(err);
          else resolve();
        };
        const check = () => out.includes(text) && done();
        const timer = setTimeout(
          () => done(new Error(`${name} did not print "${text}" in ${timeoutMs} ms:\n${out}`)),
          timeoutMs,
        );
        listeners.add(check);
        void exited(proc).then((code) => done(new Error(`${name} exited (${code}) before "${text}":\n${out}`)));
        check();
      });
    },
    async stop() {
      if (proc.exitCode !== null || proc.signalCode !== null) return proc.exitCode;
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 15_000);
      const code = await exited(proc);
      clearTimeout(timer);
      return code;
    },
  };
  if (!opts.port) return child;

  const deadline = Date.now() + (opts.timeoutMs ?? 90_000);
  for (;;) {
    if (proc.exitCode !== null || proc.signalCode !== null) {
      throw new Error(`${name} exited (${proc.exitCode ?? proc.signalCode}) before it answered:\n${out}`);
    }
    if (Date.now() > deadline) {
      await child.stop();
      throw new Error(`${name} did not answer /api/health in time:\n${out}`);
    }
    const status = await fetch(`${url}/api/health`).then(
      async (r) => (await r.arrayBuffer(), r.status),
      () => 0,
    );
    if (status === 200) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A minimal environment for a child: nothing of the parent's configuration leaks into it. */
export function baseEnv(): NodeJS.ProcessEnv {
  const { PATH, HOME, TMPDIR, LANG } = process.env;
  return Object.fromEntries(Object.entries({ PATH, HOME, TMPDIR, LANG }).filter(([, v]) => v !== undefined));
}
