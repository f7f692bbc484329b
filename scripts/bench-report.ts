import type { LoadResult } from './bench-load.js';
import type { Ceiling } from './bench-targets.js';

export interface Row extends LoadResult {
  name: string;
  /** The ceiling this row is compared with, as measured in turns with it; none for the ceilings themselves. */
  vs?: { ceiling: Ceiling; base: LoadResult };
  /** Crowd mode: each held cache's hit rate while this row was measured. */
  hitRates?: string;
}

const CEILING_NAMES: Record<Ceiling, string> = { hello: 'hello-world', query: 'one query' };

/**
 * The figures as a table: req/s, p50, p99, and for each product route its share of its ceiling's
 * req/s and its p99 as a multiple of the ceiling's p99; then the share of a core the server and the
 * load generator used, and the server's CPU per answer. A loader near 100% was the limit.
 */
export function printTable(rows: Row[]) {
  const cols = [
    ['target', 44],
    ['req/s', 9],
    ['p50 ms', 7],
    ['p99 ms', 7],
    ['vs ceiling', 22],
    ['p99 ×', 6],
    ['failed', 7],
    ['server CPU', 11],
    ['loader CPU', 11],
    ['µs CPU/req', 11],
  ] as const;
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(cols[i]![1]) : c.padStart(cols[i]![1]))).join(' ');
  console.log(line(cols.map(([c]) => c)));
  for (const r of rows) {
    const base = r.vs?.base;
    console.log(
      line([
        r.name,
        r.rps.toFixed(0),
        String(r.p50),
        String(r.p99),
        base ? `${(r.rps / base.rps).toFixed(2)} of ${CEILING_NAMES[r.vs!.ceiling]}` : '—',
        base ? (r.p99 / Math.max(1, base.p99)).toFixed(1) : '—',
        String(r.failed),
        `${(100 * r.serverCpu).toFixed(0)}%`,
        `${(100 * r.loaderCpu).toFixed(0)}%`,
        r.cpuPerRequestUs.toFixed(0),
      ]) + (r.hitRates ? `  caches: ${r.hitRates}` : ''),
    );
  }
}

export const mib = (kb: number) => `${(kb / 1024).toFixed(0)} MiB`;
