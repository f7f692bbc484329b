/**
 * `npm run soak`: a bounded, loopback-only mixed read load on the product in its own process
 * (SOAK_MINUTES, default 10), sampling its resident memory and open file descriptors every
 * SOAK_SAMPLE_SECONDS (30). Prints the series and the growth from the first sample under load to
 * the last, then stops by itself. Figures, never assertions. Databases as for `npm run bench`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openBenchDatabase } from './bench-db.js';
import { waitUntilIdle } from './bench-load.js';
import { productArgs, startChild } from './bench-processes.js';
import { benchTargets } from './bench-targets.js';

const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const sampleSeconds = Number(process.env.SOAK_SAMPLE_SECONDS ?? 30);
// A steady moderate rate: leaks show under any load, and the machine stays usable for others.
const rate = Number(process.env.SOAK_RATE ?? 300);
const port = Number(process.env.BENCH_PORT ?? 3300);
const data = process.env.BENCH_DATA === 'scale' ? 'scale' : 'sample';
const webDist = path.resolve(process.env.WEB_DIST ?? 'apps/web/dist');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aatd-soak-'));
const configFile = path.join(dataDir, 'deployment.json');
fs.writeFileSync(configFile, JSON.stringify({ sampleContent: false }));
const db = await openBenchDatabase(data, dataDir);
const { targets, token } = await db.prepare((d) => benchTargets(d, webDist));

const env = { ...process.env, ...db.productEnv, HOST: '127.0.0.1', DATA_DIR: dataDir, CONFIG_FILE: configFile };
const product = await startChild(
  'product',
  productArgs().args,
  { ...env, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
  port,
  '/api/health',
);
const samples: Array<{ at: number; rssKb: number; fds: number; requests: number }> = [];
let requests = 0;
let failed = 0;
let exit: number | null = null;
try {
  const rest = { rssKb: product.rssKb(), fds: product.openFds() };
  console.error(
    `Soak: ${minutes} min, ${rate} req/s over ${targets.length} routes on ${db.label}; sampling every ${sampleSeconds} s`,
  );
  const started = performance.now();
  const sample = () => {
    samples.push({
      at: (performance.now() - started) / 1000,
      rssKb: product.rssKb(),
      fds: product.openFds(),
      requests,
    });
    const s = samples.at(-1)!;
    console.error(
      `  ${s.at.toFixed(0).padStart(5)} s  RSS ${(s.rssKb / 1024).toFixed(0)} MiB  fds ${s.fds}  ${requests} requests`,
    );
  };
  const timer = setInterval(sample, sampleSeconds * 1000);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url: product.url,
        connections: 10,
        overallRate: rate,
        duration: minutes * 60,
        requests: targets.map((t) => ({ method: 'GET', path: t.path, headers: t.headers ?? {} })),
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    run.on('response', () => (requests += 1));
  });
  clearInterval(timer);
  if (samples.length === 0) sample();
  await waitUntilIdle(product.url);
  failed = result.non2xx + result.errors + result.timeouts;
  report(rest);
} finally {
  exit = await product.stop();
  if (data === 'scale') await db.prepare((d) => d.deleteFrom('oidc_payloads').where('id', '=', token).execute());
  await db.cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`Shutdown: product exit ${exit}; it logged ${product.loggedErrors()} errors`);
if (exit !== 0 || product.loggedErrors() > 0) process.exitCode = 1;

function report(rest: { rssKb: number; fds: number }) {
  const pct = (from: number, to: number) => `${(((to - from) / from) * 100).toFixed(1)} %`;
  console.log(`\nSoak on ${db.label}; product: ${productArgs().label}`);
  console.log(
    `${requests} requests (${failed} failed) in ${minutes} min; at rest: RSS ${(rest.rssKb / 1024).toFixed(0)} MiB, ${rest.fds} fds\n`,
  );
  console.log('     s   RSS MiB   open fds   requests');
  for (const s of samples) {
    console.log(
      `${s.at.toFixed(0).padStart(6)} ${(s.rssKb / 1024).toFixed(1).padStart(9)} ${String(s.fds).padStart(10)} ${String(s.requests).padStart(10)}`,
    );
  }
  // Growth is counted from the first sample under load: warming up (JIT, pools, caches) is not a leak.
  const first = samples[0]!;
  const last = samples.at(-1)!;
  const peak = Math.max(...samples.map((s) => s.rssKb));
  console.log(
    `\nGrowth from ${first.at.toFixed(0)} s to ${last.at.toFixed(0)} s: RSS ${pct(first.rssKb, last.rssKb)} (peak ${(peak / 1024).toFixed(0)} MiB), open fds ${last.fds - first.fds} (${first.fds} → ${last.fds})`,
  );
}
