import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

/** A server the bench started in its own process. */
export interface Child {
  name: string;
  pid: number;
  url: string;
  /** Spawn to the first 200 from the ready path, in ms. */
  readyMs: number;
  /** Resident memory (VmRSS) in KiB, and the number of open file descriptors, read from /proc. */
  rssKb(): number;
  openFds(): number;
  /** CPU time (user + system) it has used so far, in ms, read from /proc. */
  cpuMs(): number;
  /** Lines it logged at level error or fatal so far. */
  loggedErrors(): number;
  /** SIGTERM, then the exit code (null when it had to be killed). */
  stop(): Promise<number | null>;
}

/**
 * The product as production runs it: compiled JavaScript when a build exists, else TypeScript
 * through tsx. BENCH_CPU_PROF=dir writes the product's CPU profile there when it stops (open the
 * .cpuprofile in Chrome's DevTools) to see where a route's time goes.
 */
export function productArgs(): { args: string[]; label: string } {
  // BENCH_PRODUCT=apps/server/dist-before/server.js: another build, e.g. an earlier commit's, for a before-and-after.
  const compiled = process.env.BENCH_PRODUCT ?? 'apps/server/dist/server.js';
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  return fs.existsSync(compiled)
    ? { args: [...profile, compiled], label: `node ${compiled}` }
    : {
        args: [...profile, '--import', 'tsx', 'apps/server/src/server.ts'],
        label: 'node --import tsx apps/server/src/server.ts',
      };
}

/** utime + stime of a process, in ms (/proc counts clock ticks, 100 a second on Linux). */
export const readCpuMs = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

export const readRssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);

const exited = (proc: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) resolve(proc.exitCode);
    else proc.once('exit', (code) => resolve(code));
  });

/**
 * Spawns `node <args>` with `env`, forwards its output prefixed with its name (warnings and errors
 * show up where they happen), and waits until `readyPath` answers 200.
 */
export async function startChild(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
  readyPath = '/',
): Promise<Child> {
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const proc = spawn(process.execPath, args, {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = 0;
  for (const stream of [proc.stdout!, proc.stderr!]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      for (const line of chunk.split('\n')) {
        if (!line.trim()) continue;
        if (/"level":(50|60)\b/.test(line)) errors += 1;
        process.stderr.write(`  [${name}] ${line}\n`);
      }
    });
  }
  let gone = false;
  void exited(proc).then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`${name} exited before it answered (exit code ${proc.exitCode})`);
    if (performance.now() - started > 120_000) throw new Error(`${name} did not answer ${readyPath} in 2 minutes`);
    const ok = await fetch(url + readyPath).then(
      async (r) => (await r.arrayBuffer(), r.status === 200),
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const readyMs = performance.now() - started;
  const pid = proc.pid!;
  return {
    name,
    pid,
    url,
    readyMs,
    rssKb: () => readRssKb(pid),
    openFds: () => fs.readdirSync(`/proc/${pid}/fd`).length,
    cpuMs: () => readCpuMs(pid),
    loggedErrors: () => errors,
    async stop() {
      if (gone) return proc.exitCode;
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 20_000);
      const code = await exited(proc);
      clearTimeout(timer);
      return code;
    },
  };
}
