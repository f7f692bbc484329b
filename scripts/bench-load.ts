import autocannon from 'autocannon';

export interface LoadSettings {
  connections: number;
  /** Measured seconds per target, after `warmupSeconds` of the same load that is not counted. */
  seconds: number;
  warmupSeconds: number;
  /** How many turns a route and its ceiling take in `paired` (the measured seconds are split between them). */
  rounds: number;
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

/** A crowd's request: a new path and headers for every request sent (bench-crowd.ts). */
export type NextRequest = () => { path: string; headers: Record<string, string> };

const run = (url: string, headers: Record<string, string>, connections: number, duration: number, next?: NextRequest) =>
  new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(
      {
        url,
        connections,
        duration,
        headers,
        ...(next && {
          requests: [
            {
              setupRequest: (req: autocannon.Request) => {
                const { path, headers: own } = next();
                return { ...req, path, headers: { ...req.headers, ...own } };
              },
            },
          ],
        }),
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    ),
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
  next?: NextRequest,
): Promise<LoadResult> {
  if (s.warmupSeconds > 0) await run(url, headers, s.connections, s.warmupSeconds, next);
  const server = serverCpuMs();
  const loader = process.cpuUsage();
  const started = performance.now();
  const r = await run(url, headers, s.connections, s.seconds, next);
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

export interface Side {
  url: string;
  headers?: Record<string, string>;
  /** A crowd: each request drawn afresh (then `url` is the server's base). */
  next?: NextRequest;
  cpuMs: () => number;
  /** Waits until this server has worked off what a run left behind (waitUntilIdle). */
  settle: () => Promise<void>;
}

/**
 * A route and its ceiling measured in turns, `rounds` short runs each (ceiling, route, ceiling,
 * route...), so a shared machine's drift over the minute falls on both sides alike; one long run
 * of each in a row could meet two different machines. Each side's figures are the means of its
 * turns (its latencies too: autocannon gives percentiles, not the histograms that would merge).
 */
export async function paired(
  ceiling: Side,
  route: Side,
  s: LoadSettings,
): Promise<{ base: LoadResult; result: LoadResult }> {
  const turn = { ...s, seconds: s.seconds / s.rounds };
  const bases: LoadResult[] = [];
  const results: LoadResult[] = [];
  for (let i = 0; i < s.rounds; i++) {
    // After the first turn both servers are warm; a second brings the connections back up.
    const t = i === 0 ? turn : { ...turn, warmupSeconds: Math.min(1, turn.warmupSeconds) };
    bases.push(await load(ceiling.url, ceiling.headers ?? {}, t, ceiling.cpuMs));
    await ceiling.settle();
    results.push(await load(route.url, route.headers ?? {}, t, route.cpuMs, route.next));
    await route.settle();
  }
  return { base: combine(bases), result: combine(results) };
}

function combine(turns: LoadResult[]): LoadResult {
  const mean = (f: (r: LoadResult) => number) => turns.reduce((sum, r) => sum + f(r), 0) / turns.length;
  return {
    rps: mean((r) => r.rps),
    p50: Math.round(mean((r) => r.p50)),
    p99: Math.round(mean((r) => r.p99)),
    failed: turns.reduce((sum, r) => sum + r.failed, 0),
    serverCpu: mean((r) => r.serverCpu),
    loaderCpu: mean((r) => r.loaderCpu),
    cpuPerRequestUs: mean((r) => r.cpuPerRequestUs),
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
