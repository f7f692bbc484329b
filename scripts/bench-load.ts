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
}

const run = (url: string, headers: Record<string, string>, connections: number, duration: number) =>
  new Promise<autocannon.Result>((resolve, reject) =>
    autocannon({ url, connections, duration, headers }, (err, res) => (err ? reject(err) : resolve(res))),
  );

/** Drives one URL with autocannon from this process: a warm-up, then the measured run. */
export async function load(url: string, headers: Record<string, string>, s: LoadSettings): Promise<LoadResult> {
  if (s.warmupSeconds > 0) await run(url, headers, s.connections, s.warmupSeconds);
  const r = await run(url, headers, s.connections, s.seconds);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failed: r.non2xx + r.errors + r.timeouts,
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
