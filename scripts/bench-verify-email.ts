/**
 * `npm run bench:verify-email`: figures, never assertions. Where the e-mail verification page
 * (/verifyEmail/:token) spends its time, in headless Chromium (CHROME_PATH, default
 * /usr/bin/chromium) against the compiled server with NODE_ENV=production, so the captcha is the
 * field's, not the browser tests' trivial one. Each run opens a fresh link in a fresh browser
 * context and prints, in ms from the navigation's start: the first paint, the captcha script loaded, the widget
 * defined, the challenge fetched, the solution found (and by how many workers), POST
 * /api/user/verifyUser sent and answered, and the outcome page shown.
 * VERIFY_BENCH_PORT (default 3960) is the first product's port, VERIFY_BENCH_RUNS (default 5) the
 * number of links per build (the route allows 20 an hour from one address). VERIFY_BENCH_WEB_DISTS=
 * dir1,dir2 compares web builds (e.g. an earlier commit's `apps/web/dist`): one server each, same
 * server code, runs taking turns so a busy machine weighs on every build alike.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { createUser } from '../apps/server/src/core/users/users.repository.js';
import { createUserToken } from '../apps/server/src/core/users/user-tokens.repository.js';
import { productArgs, startChild, type Child } from './bench-processes.js';

type Row = Record<string, number | string>;

const port = Number(process.env.VERIFY_BENCH_PORT ?? 3960);
const runs = Number(process.env.VERIFY_BENCH_RUNS ?? 5);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const webDists = (process.env.VERIFY_BENCH_WEB_DISTS ?? 'apps/web/dist').split(',').map((d) => path.resolve(d));

/** A data directory of its own per build, with one unverified member per run, each with its own link (a link works once). */
async function prepareSite(index: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aatd-verify-bench-'));
  const configFile = path.join(dataDir, 'deployment.json');
  // What production refuses to start without: no sample content, a real support mailbox.
  fs.writeFileSync(configFile, JSON.stringify({ sampleContent: false, supportEmail: 'support@bench.invalid' }));
  const handle = openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  const tokens: string[] = [];
  try {
    await migrateToLatest(handle.db);
    for (let i = 0; i < runs; i++) {
      const user = await createUser(handle.db, {
        email: `verify-bench-${i}@bench.invalid`,
        passwordHash: null,
        title: 'Dr.',
        firstName: 'Verify',
        lastName: `Bench${i}`,
        region: 'US',
      });
      tokens.push(await createUserToken(handle.db, user.id, 'verifyEmail'));
    }
  } finally {
    await handle.close();
  }
  return { webDist: webDists[index]!, port: port + index, dataDir, configFile, tokens, rows: [] as Row[] };
}

/**
 * Timestamps the page records itself (performance.now(), ms from the navigation's start). Strings,
 * not functions: tsx would wrap a function's inner names in a helper the page does not have.
 */
const INSTRUMENT = `
  const marks = {};
  window.__bench = { marks, workers: 0 };
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(...args) {
      super(...args);
      window.__bench.workers += 1;
      marks.firstWorker ??= performance.now();
    }
  };
  customElements.whenDefined('altcha-widget').then(() => {
    marks.defined = performance.now();
    document.querySelector('altcha-widget')?.addEventListener('statechange', (ev) => {
      marks[ev.detail.state] ??= performance.now();
    });
  });
`;
const READ = `(() => {
  const entry = (match) => performance.getEntriesByType('resource').find((e) => match.test(e.name));
  const script = entry(/\\/assets\\/altcha-[^/]*\\.js$/);
  const challenge = entry(/\\/api\\/auth\\/altcha$/);
  const verify = entry(/\\/api\\/user\\/verifyUser$/);
  const { marks, workers } = window.__bench;
  return {
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    scriptStart: script?.startTime ?? NaN,
    scriptLoaded: script?.responseEnd ?? NaN,
    defined: marks.defined ?? NaN,
    challengeStart: challenge?.startTime ?? NaN,
    challengeEnd: challenge?.responseEnd ?? NaN,
    firstWorker: marks.firstWorker ?? NaN,
    verified: marks.verified ?? NaN,
    requestStart: verify?.startTime ?? NaN,
    requestEnd: verify?.responseEnd ?? NaN,
    shown: performance.now(),
    workers,
    cores: navigator.hardwareConcurrency,
  };
})()`;

const sites = [];
for (let i = 0; i < webDists.length; i++) sites.push(await prepareSite(i));
const products: Child[] = [];
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  for (const site of sites) {
    const product = await startChild(
      `product ${site.port}`,
      productArgs().args,
      {
        ...process.env,
        HOST: '127.0.0.1',
        DATA_DIR: site.dataDir,
        CONFIG_FILE: site.configFile,
        WEB_DIST: site.webDist,
        PUBLIC_URL: `http://127.0.0.1:${site.port}`,
        NODE_ENV: 'production',
        SECRET_KEY: randomBytes(32).toString('base64url'),
        LOG_LEVEL: 'warn',
      },
      site.port,
      '/api/health/live',
    );
    products.push(product);
    // A warm server, as a member meets it: the first answers of a fresh process are not the page's cost.
    await fetch(`${product.url}/login`).then((r) => r.arrayBuffer());
    await fetch(`${product.url}/api/auth/altcha`).then((r) => r.arrayBuffer());
  }
  for (let run = 0; run < runs; run++) {
    for (const [i, site] of sites.entries()) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(INSTRUMENT);
      const started = performance.now();
      await page.goto(`${products[i]!.url}/verifyEmail/${encodeURIComponent(site.tokens[run]!)}`);
      await page.waitForURL(/\/(registersuccess|verificationrequested)/i, { timeout: 120_000, waitUntil: 'commit' });
      const wallMs = performance.now() - started;
      const figures = (await page.evaluate(READ)) as Row;
      site.rows.push({ ...figures, wall: wallMs });
      await context.close();
    }
  }
} finally {
  await browser.close();
  for (const product of products) await product.stop();
  for (const site of sites) fs.rmSync(site.dataDir, { recursive: true, force: true });
}

const fmt = (v: number | string | undefined) => (typeof v === 'number' ? (Number.isNaN(v) ? '-' : v.toFixed(0)) : v);
const columns = [
  ['first paint', 'firstPaint'],
  ['script start', 'scriptStart'],
  ['script loaded', 'scriptLoaded'],
  ['defined', 'defined'],
  ['challenge asked', 'challengeStart'],
  ['challenge came', 'challengeEnd'],
  ['solved', 'verified'],
  ['POST sent', 'requestStart'],
  ['POST answered', 'requestEnd'],
  ['page shown', 'shown'],
  ['wall', 'wall'],
  ['workers', 'workers'],
  ['cores', 'cores'],
] as const;
const median = (rows: Row[], key: string) => {
  const values = rows.map((r) => Number(r[key])).sort((x, y) => x - y);
  return values[Math.floor(values.length / 2)];
};
for (const { webDist, rows } of sites) {
  console.log(
    `\nE-mail verification page, ${webDist}, ${runs} fresh links, NODE_ENV=production, ms from navigation start:`,
  );
  console.log(columns.map(([label]) => label.padStart(15)).join(''));
  for (const row of rows) console.log(columns.map(([, key]) => String(fmt(row[key])).padStart(15)).join(''));
  console.log(columns.map(([, key]) => String(fmt(median(rows, key))).padStart(15)).join(''), ' (median)');
  const solveMs = rows.map((r) => Number(r.verified) - Number(r.challengeEnd));
  if (solveMs.some((v) => !Number.isNaN(v))) {
    console.log(`solve (challenge came to solved): ${solveMs.map((v) => v.toFixed(0)).join(', ')} ms`);
  }
}
console.log(
  `load average at the end: ${os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}`,
);
