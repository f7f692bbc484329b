/**
 * `npm run bench`: figures, never assertions. Starts the product (on PostgreSQL when DATABASE_URL
 * is set, else a throw-away PGlite directory) and a bare Fastify hello-world in the same process,
 * then prints requests/s and latency for each target and its ratio to hello-world.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { loadEnv } from '../apps/server/src/config/env.js';
import { DeploymentSchema } from '../apps/server/src/config/deployment.js';
import { startServer } from '../apps/server/src/start.js';
import { benchTargets } from './bench-targets.js';
import { initialJsBytes } from './bench-bundle.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aatd-bench-'));
const env = loadEnv({
  ...process.env,
  PORT: '3300',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
});
const product = await startServer(env, DeploymentSchema.parse({ sampleContent: true }), { runJobs: false });

const hello = Fastify();
hello.get('/', async () => ({ hello: 'world' }));
await hello.listen({ port: 3301, host: '127.0.0.1' });

const run = (url: string, headers: Record<string, string> = {}) =>
  new Promise<autocannon.Result>((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (err, res) =>
      err ? reject(err) : resolve(res),
    ),
  );

const rows: Array<{ name: string; rps: number; p50: number; p99: number; non2xx: number }> = [];
const measure = async (name: string, url: string, headers?: Record<string, string>) => {
  const r = await run(url, headers);
  rows.push({ name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx });
};

await measure('hello-world (bare Fastify)', 'http://127.0.0.1:3301/');
await measure('GET /api/health', 'http://127.0.0.1:3300/api/health');
await measure('GET / (landing HTML)', 'http://127.0.0.1:3300/');
for (const t of await benchTargets(product.app)) await measure(t.name, `http://127.0.0.1:3300${t.path}`, t.headers);

const base = rows[0]!.rps;
console.log(`\nDatabase: ${product.app.dbKind}; ${CONNECTIONS} connections, ${DURATION}s each\n`);
console.log(
  [
    'target'.padEnd(44),
    'req/s'.padStart(9),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'vs hello'.padStart(9),
    'non-2xx'.padStart(8),
  ].join(' '),
);
for (const r of rows) {
  console.log(
    [
      r.name.padEnd(44),
      r.rps.toFixed(0).padStart(9),
      String(r.p50).padStart(8),
      String(r.p99).padStart(8),
      (r.rps / base).toFixed(2).padStart(9),
      String(r.non2xx).padStart(8),
    ].join(' '),
  );
}

const bundle = initialJsBytes(env.WEB_DIST ?? 'apps/web/dist');
console.log(
  `\nLanding route initial JS: ${(bundle.gzip / 1024).toFixed(1)} KB gzip in ${bundle.files} files (budget 150 KB)`,
);

await hello.close();
await product.stop();
fs.rmSync(dataDir, { recursive: true, force: true });
