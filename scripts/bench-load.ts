import autocannon from 'autocannon';

export interface LoadSettings {
  connections: number;
  /** Measured seconds per target, after `warmupSeconds` of the same load that is not counted. */
  seconds: number;
  warmupSeconds: number;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, plus connection errors and timeouts. */
  failed: number;
  /** Share of one core the server and the load generator (this process) used while measured. */
  serverCpu: number;
  loaderCpu: number;
  /** The server's CPU time per answer, in µs. */
  cpuPerRequestUs: number;
}

const run = (url: string, headers: Record<string, string>, connections: number, duration: number) =>
  new Promise<autocannon.Result>((resolve, reject) =>
    autocannon({ url, connections, duration, headers }, (err, res) => (err ? reject(err) : resolve(res))),
  );

/**
 * Drives one URL with autocannon from this process: a warm-up, then the measured run, during which
 * it also counts the CPU the server (`serverCpuMs`) and this process used. With two cores, a load
 * generator near a full core is the limit, not the server: then compare CPU per answer.
 */
export async function load(
  url: string,
  headers: Record<string, string>,
  s: LoadSettings,
  serverCpuMs: () => number,
): Promise<LoadResult> {
  if (s.warmupSeconds > 0) await run(url, headers, s.connections, s.warmupSeconds);
  const server = serverCpuMs();
  const loader = process.cpuUsage();
  const started = performance.now();
  const r = await run(url, headers, s.connections, s.seconds);
  const wallMs = performance.now() - started;
  const serverMs = serverCpuMs() - server;
  const { user, system } = process.cpuUsage(loader);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failed: r.non2xx + r.errors + r.timeouts,
    serverCpu: serverMs / wallMs,
    loaderCpu: (user + system) / 1000 / wallMs,
    cpuPerRequestUs: (serverMs * 1000) / Math.max(1, r.requests.total),
  };
}

/**
 * Waits until a server has worked off what a run left behind. autocannon stops at its deadline
 * and drops the requests still queued in the server, which go on running; without this they
 * would slow the next target down. Done when /api/health (one database round trip) answers fast.
 */
export async function waitUntilIdle(baseUrl: string, healthPath = '/api/health'): Promise<void> {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    const started = performance.now();
    const res = await fetch(baseUrl + healthPath);
    await res.arrayBuffer();
    if (res.ok && performance.now() - started < 50) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}
