/**
 * `npm run bench`: figures, never assertions. The product, a bare Fastify hello-world and a bare
 * Fastify route doing one indexed query each run in their own process; autocannon drives them from
 * this one. Prints req/s, p50, p99 and each route's ratio to its ceiling, the two measured in turns
 * (BENCH_ROUNDS; for the landing page also to the hello-world sending its very answer), the
 * product's cold start, its resident memory at rest and after the run, and the landing page's
 * initial JavaScript.
 *
 * DATABASE_URL set: PostgreSQL (a fresh bench database, dropped at the end); unset: PGlite.
 * BENCH_DATA=scale: the scale data set in DATABASE_URL's database (seed:scale). BENCH_SECONDS,
 * BENCH_WARMUP, BENCH_CONNECTIONS, BENCH_PORT (and the next two) and BENCH_LOG_LEVEL adjust a run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openBenchDatabase } from './bench-db.js';
import { load, paired, waitUntilIdle } from './bench-load.js';
import { productArgs, startChild, type Child } from './bench-processes.js';
import { mib, printTable, type Row } from './bench-report.js';
import { benchTargets, searchTermHits, type Ceiling } from './bench-targets.js';
import { initialJsBytes } from './bench-bundle.js';
import { recordAnswers } from './bench-answers.js';
import { cacheCounters, crowdTargets, hitRates, type CrowdTarget } from './bench-crowd.js';

const data = process.env.BENCH_DATA === 'scale' ? 'scale' : 'sample';
/** `npm run bench -- --crowd`: many members, items drawn Zipf-like, random pages and words (bench-crowd.ts). */
const crowd = process.argv.includes('--crowd');
const settings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP ?? 2),
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
};
const port = Number(process.env.BENCH_PORT ?? 3300);
const webDist = path.resolve(process.env.WEB_DIST ?? 'apps/web/dist');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aatd-bench-'));
const configFile = path.join(dataDir, 'deployment.json');
fs.writeFileSync(configFile, JSON.stringify({ sampleContent: false }));
const db = await openBenchDatabase(data, dataDir);
const { targets, token, hits, crowdRun } = await db.prepare(async (d) => ({
  ...(await benchTargets(d, webDist)),
  hits: await searchTermHits(d),
  crowdRun: crowd
    ? await crowdTargets(d)
    : { targets: [] as CrowdTarget[], tokens: [] as string[], cleanup: async () => undefined },
}));
const issuedTokens = [token, ...crowdRun.tokens];

const children: Child[] = [];
const exits: string[] = [];
let stopping: Promise<void> | undefined;
/** Stops every server, then removes what the bench added; safe to call twice (Ctrl-C). */
const shutdown = () =>
  (stopping ??= (async () => {
    for (const c of [...children].reverse()) exits.push(`${c.name} exit ${await c.stop()}`);
    if (data === 'scale') {
      await db.prepare((d) => d.deleteFrom('oidc_payloads').where('id', 'in', issuedTokens).execute());
      await db.prepare(crowdRun.cleanup);
    }
    await db.cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  })());
process.once('SIGINT', () => void shutdown().then(() => process.exit(130)));

const rows: Row[] = [];
/** Each HTML target's req/s as a share of the hello-world sending its very answer. */
const sameAnswers: string[] = [];
/** Every measurement of each ceiling in this run (req/s), to show how far the machine drifted. */
const ceilingRuns: Record<Ceiling, number[]> = { hello: [], query: [] };
let product: Child;
let rssAtRest = 0;
let rssAfter = 0;
let productErrors = 0;
try {
  product = await startChild(
    'product',
    productArgs().args,
    {
      ...process.env,
      ...db.productEnv,
      // On PostgreSQL the jobs go to the worker, as with several instances: a digest mailing every
      // member of the scale data set on the first start would otherwise count as the routes' CPU.
      ...(db.productEnv.DATABASE_URL ? { BACKGROUND_JOBS: 'worker' } : {}),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CONFIG_FILE: configFile,
      NODE_ENV: 'development',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    },
    port,
    '/api/health',
  );
  children.push(product);
  await sleep(3000);
  rssAtRest = product.rssKb();
  const ceilingArgs = (mode: Ceiling) => ['--import', 'tsx', 'scripts/bench-ceiling.ts', mode];
  const answersFile = path.join(dataDir, 'answers.json');
  await recordAnswers(product.url, targets, answersFile);
  const hello = await startChild(
    'hello-world',
    ceilingArgs('hello'),
    { ...process.env, BENCH_ANSWERS: answersFile },
    port + 1,
  );
  children.push(hello);
  const query = await startChild('one-query', ceilingArgs('query'), { ...process.env, ...db.ceilingEnv }, port + 2);
  children.push(query);

  console.error(`\nBench on ${db.label}; product: ${productArgs().label}`);
  for (const [name, child, ceiling] of [
    ['bare Fastify hello-world', hello, 'hello'],
    ['bare Fastify + one indexed query', query, 'query'],
  ] as const) {
    const first = await load(child.url, {}, settings, child.cpuMs);
    ceilingRuns[ceiling].push(first.rps);
    await waitUntilIdle(child.url, '/');
    rows.push({ name, ...first });
  }
  const side = (child: Child, healthPath: string, route = '', headers?: Record<string, string>) => ({
    url: child.url + route,
    headers,
    cpuMs: child.cpuMs,
    settle: () => waitUntilIdle(child.url, healthPath),
  });
  const ceilingSide = { hello: side(hello, '/'), query: side(query, '/') };
  const only = process.env.BENCH_ONLY?.split(',');
  const chosen = <T extends { name: string }>(all: T[]) =>
    only ? all.filter((x) => only.some((w) => x.name.includes(w))) : all;
  for (const t of chosen(crowdRun.targets)) {
    console.error(`  measuring ${t.name} (crowd)`);
    const before = await cacheCounters(product.url);
    const { base, result } = await paired(
      ceilingSide.query,
      { ...side(product, '/api/health'), next: t.next },
      settings,
    );
    ceilingRuns.query.push(base.rps);
    rows.push({
      name: t.name,
      vs: { ceiling: 'query', base },
      ...result,
      hitRates: hitRates(before, await cacheCounters(product.url)),
    });
  }
  for (const t of crowd ? [] : chosen(targets)) {
    console.error(`  measuring ${t.name}`);
    // In turns with its ceiling (bench-load.ts paired): a ratio means something only when both
    // sides met the same machine, and a shared machine's speed drifts within a minute.
    const { base, result } = await paired(
      ceilingSide[t.ceiling],
      side(product, '/api/health', t.path, t.headers),
      settings,
    );
    ceilingRuns[t.ceiling].push(base.rps);
    rows.push({ name: t.name, vs: { ceiling: t.ceiling, base }, ...result });
    if (t.sameAnswer) {
      const same = await load(`${hello.url}/answer/${t.sameAnswer}`, {}, settings, hello.cpuMs);
      // Against the ceiling measured with the route: the hello-world, for the HTML whose answer it copies.
      rows.push({ name: '  bare Fastify sending that same answer', vs: { ceiling: t.ceiling, base }, ...same });
      sameAnswers.push(`${t.name} ${(result.rps / same.rps).toFixed(2)}`);
      await waitUntilIdle(hello.url, '/');
    }
  }
  rssAfter = product.rssKb();
} finally {
  await shutdown();
  productErrors = children.find((c) => c.name === 'product')?.loggedErrors() ?? 0;
}

console.log(
  `\nDatabase: ${db.label}. Product: ${productArgs().label}.${crowd ? ` Crowd: ${crowdRun.tokens.length} members' tokens (bench-crowd.ts).` : ''}`,
);
console.log(
  `${settings.connections} connections, ${settings.seconds} s per target after ${settings.warmupSeconds} s warm-up; ` +
    `${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB. Search terms match ${Object.entries(hits)
      .map(([t, n]) => `${t}: ${n}`)
      .join(', ')} posts.\n`,
);
printTable(rows);
const range = (runs: number[]) => `${Math.min(...runs).toFixed(0)}–${Math.max(...runs).toFixed(0)}`;
console.log(
  `\nEach route is compared with its ceiling measured in turns with it (${settings.rounds} of each). Over the run the hello-world ` +
    `answered ${range(ceilingRuns.hello)} req/s, the one-query route ${range(ceilingRuns.query)}.`,
);
if (sameAnswers.length > 0) {
  console.log(
    `\nAgainst a bare Fastify route sending the same answer (headers and bytes, from memory): ${sameAnswers.join(', ')}.`,
  );
}
const bundle = await initialJsBytes(webDist);
console.log(`
Cold start (spawn to first 200 from /api/health): ${product!.readyMs.toFixed(0)} ms
Product RSS at rest: ${mib(rssAtRest)}; after the run: ${mib(rssAfter)}
Landing page initial JS: ${(bundle.gzip / 1024).toFixed(1)} KB gzipped in ${bundle.files} files (goal ≤ 100 KB)
Shutdown: ${exits.join(', ')}; the product logged ${productErrors} errors`);
if (productErrors > 0 || exits.some((e) => !e.endsWith('exit 0'))) process.exitCode = 1;
