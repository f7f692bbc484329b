/**
 * `npm run bench:verify-email`: figures, never assertions. Where the e-mail verification page
 * (/verifyEmail/:token) spends its time, in headless Chromium (CHROME_PATH, default
 * /usr/bin/chromium) against the compiled server with NODE_ENV=production, so the captcha is the
 * field's, not the browser tests' trivial one. Each run opens a fresh link in a fresh browser
 * context and prints, in ms from the navigation's start: the captcha script loaded, the widget
 * defined, the challenge fetched, the solution found (and by how many workers), POST
 * /api/user/verifyUser sent and answered, and the outcome page shown.
 * VERIFY_BENCH_PORT (default 3960) is the product's port, VERIFY_BENCH_RUNS (default 5) the number
 * of links (the route allows 20 an hour from one address).
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

const port = Number(process.env.VERIFY_BENCH_PORT ?? 3960);
const runs = Number(process.env.VERIFY_BENCH_RUNS ?? 5);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aatd-verify-bench-'));
const configFile = path.join(dataDir, 'deployment.json');
// What production refuses to start without: no sample content, a real support mailbox.
fs.writeFileSync(configFile, JSON.stringify({ sampleContent: false, supportEmail: 'support@bench.invalid' }));

// One unverified member per run, each with its own link (a link works once).
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

type Row = Record<string, number | string>;
const rows: Row[] = [];
let product: Child | undefined;
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  product = await startChild(
    'product',
    productArgs().args,
    {
      ...process.env,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CONFIG_FILE: configFile,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: 'production',
      SECRET_KEY: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
    },
    port,
    '/api/health/live',
  );
  // A warm server, as a member meets it: the first answers of a fresh process are not the page's cost.
  await fetch(`${product.url}/login`).then((r) => r.arrayBuffer());
  await fetch(`${product.url}/api/auth/altcha`).then((r) => r.arrayBuffer());
  for (const token of tokens) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(INSTRUMENT);
    const started = performance.now();
    await page.goto(`${product.url}/verifyEmail/${encodeURIComponent(token)}`);
    await page.waitForURL(/\/(registersuccess|verificationrequested)/i, { timeout: 120_000, waitUntil: 'commit' });
    const wallMs = performance.now() - started;
    const figures = (await page.evaluate(READ)) as Row;
    rows.push({ ...figures, wall: wallMs });
    await context.close();
  }
} finally {
  await browser.close();
  await product?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const fmt = (v: number | string | undefined) => (typeof v === 'number' ? (Number.isNaN(v) ? '-' : v.toFixed(0)) : v);
const columns = [
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
console.log(`E-mail verification page, ${runs} fresh links, NODE_ENV=production, ms from navigation start:`);
console.log(columns.map(([label]) => label.padStart(15)).join(''));
for (const row of rows) console.log(columns.map(([, key]) => String(fmt(row[key])).padStart(15)).join(''));
const median = (key: string) => {
  const values = rows.map((r) => Number(r[key])).sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)];
};
console.log(columns.map(([, key]) => String(fmt(median(key))).padStart(15)).join(''), ' (median)');
const solveMs = rows.map((r) => Number(r.verified) - Number(r.challengeEnd));
console.log(`solve (challenge came to solved): ${solveMs.map((v) => v.toFixed(0)).join(', ')} ms`);
console.log(
  `load average at the end: ${os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}`,
);
