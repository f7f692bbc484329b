/**
 * `npm run lighthouse`: figures, never assertions. Starts the product in its own
 * process as the bench does (compiled server, a fresh sample database: PostgreSQL when
 * DATABASE_URL is set, else PGlite), then runs Lighthouse in its default mobile mode with
 * simulated throttling on Debian's Chromium (CHROME_PATH, default /usr/bin/chromium; no browser is
 * downloaded) for the landing page, login, the community home and an article, the last two signed
 * in with an access token stored the way the OpenID Provider stores one. Prints the performance
 * score, LCP, CLS and TBT of each, and the landing page's initial JavaScript.
 * LIGHTHOUSE_PORT (default 3400) is the product's port; LIGHTHOUSE_PAGES=landing,login picks pages.
 * LIGHTHOUSE_JS_PROFILE=1 adds V8's sampling profile to the kept traces (which functions each task ran).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { openBenchDatabase } from './bench-db.js';
import { initialJsBytes } from './bench-bundle.js';
import { productArgs, startChild, type Child } from './bench-processes.js';
import { benchTargets } from './bench-targets.js';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3400);
const webDist = path.resolve(process.env.WEB_DIST ?? 'apps/web/dist');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** LIGHTHOUSE_REPORT_DIR keeps each page's full JSON report (for the Lighthouse viewer) and its trace there. */
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
const MAX_ATTEMPTS = 3;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aatd-lighthouse-'));
const configFile = path.join(dataDir, 'deployment.json');
fs.writeFileSync(configFile, JSON.stringify({ sampleContent: false }));
const db = await openBenchDatabase('sample', dataDir);
const { targets, token, articlePage } = await db.prepare((d) => benchTargets(d, webDist));

const ALL_PAGES = [
  { name: 'landing', path: '/', signedIn: false },
  { name: 'login', path: '/login', signedIn: false },
  { name: 'community home', path: '/community', signedIn: true },
  { name: 'article', path: articlePage, signedIn: true },
];
/** LIGHTHOUSE_PAGES=landing,login measures only those. */
const only = process.env.LIGHTHOUSE_PAGES?.split(',');
const PAGES = only ? ALL_PAGES.filter((p) => only.includes(p.name)) : ALL_PAGES;

type Row = { name: string; score: number; lcpMs: number; cls: number; tbtMs: number; benchmarkIndex: number };
const rows: Row[] = [];
let product: Child | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  product = await startChild(
    'product',
    productArgs().args,
    {
      ...process.env,
      ...db.productEnv,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CONFIG_FILE: configFile,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
    },
    port,
    '/api/health',
  );
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  // Lighthouse measures a server that has answered before, as a member meets it in production: the
  // first answer of a fresh process (its statements prepared, its code compiled) is not a page's cost.
  for (const target of targets) await fetch(product.url + target.path, { headers: target.headers });
  let sessionStored = false;
  /**
   * The web app reads its session from browser storage (lib/auth-store.ts); Lighthouse then keeps
   * that storage (disableStorageReset) instead of starting from an empty profile. That keeps the
   * HTTP cache too, so it is emptied before every measurement, a repeated one included: each page
   * loads cold, as a first visit does.
   */
  const prepareSignedIn = async () => {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome!.port}` });
    const tab = await browser.newPage();
    if (!sessionStored) {
      await tab.goto(`${product!.url}/favicon.svg`);
      const session = JSON.stringify({ access_token: token, id_token: 'lighthouse' });
      await tab.evaluate(`localStorage.setItem('loggedInUser', ${JSON.stringify(session)})`);
      sessionStored = true;
    }
    await (await tab.createCDPSession()).send('Network.clearBrowserCache');
    await tab.close();
    await browser.disconnect();
  };
  for (const page of PAGES) {
    console.error(`  Lighthouse: ${page.name} (${page.path})`);
    // Debian's Chromium sometimes records a trace without its navigation start (NO_NAVSTART), most
    // often on a fresh browser's first page; Lighthouse's own advice is to run it again.
    let result: Awaited<ReturnType<typeof lighthouse>>;
    for (let attempt = 1; ; attempt++) {
      if (page.signedIn) await prepareSignedIn();
      result = await lighthouse(product.url + page.path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: page.signedIn,
        additionalTraceCategories: process.env.LIGHTHOUSE_JS_PROFILE ? 'disabled-by-default-v8.cpu_profiler' : null,
      });
      const error = result?.lhr.runtimeError;
      if (!error || attempt === MAX_ATTEMPTS) break;
      console.error(`  ${page.name}: ${error.code}, measuring again (${attempt + 1} of ${MAX_ATTEMPTS})`);
    }
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    if (reportDir) {
      fs.mkdirSync(reportDir, { recursive: true });
      const base = path.join(reportDir, page.name.replace(/\W+/g, '-'));
      fs.writeFileSync(`${base}.json`, String(result.report));
      // The trace shows what each long task was (open it in Chromium's Performance panel).
      fs.writeFileSync(`${base}.trace.json`, JSON.stringify(result.artifacts.Trace));
    }
    const { categories, audits, finalDisplayedUrl, runtimeError, environment } = result.lhr;
    if (runtimeError) console.error(`  ${page.name}: Lighthouse could not measure it: ${runtimeError.message}`);
    const lcpError = audits['largest-contentful-paint']?.errorMessage;
    if (lcpError) console.error(`  ${page.name}: ${lcpError}`);
    if (new URL(finalDisplayedUrl).pathname !== page.path) {
      throw new Error(`${page.path} ended on ${finalDisplayedUrl}: the page measured is not the one asked for`);
    }
    rows.push({
      name: page.name,
      score: Math.round((categories.performance?.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      benchmarkIndex: environment.benchmarkIndex,
    });
  }
} finally {
  chrome?.kill();
  await product?.stop();
  await db.cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const cells = (c: string[]) => c.map((x, i) => (i === 0 ? x.padEnd(16) : x.padStart(10))).join(' ');
console.log(`\nLighthouse ${'(mobile, simulated throttling)'} on ${db.label}; product: ${productArgs().label}`);
console.log(`${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB; Chromium: ${chromePath}\n`);
// Lighthouse's own CPU benchmark of this machine, taken with each page: its simulated phone is this
// machine's CPU slowed 4×, so a lower index (a slower or busier machine) means more blocking time.
console.log(cells(['page', 'score', 'LCP s', 'CLS', 'TBT ms', 'CPU index']));
for (const r of rows) {
  const { name, score, lcpMs, cls, tbtMs, benchmarkIndex } = r;
  const row = [name, String(score), (lcpMs / 1000).toFixed(2), cls.toFixed(3), tbtMs.toFixed(0)];
  console.log(cells([...row, benchmarkIndex.toFixed(0)]));
}
const bundle = await initialJsBytes(webDist);
console.log(
  `\nLanding page initial JS: ${(bundle.gzip / 1024).toFixed(1)} KB gzipped in ${bundle.files} files (goal ≤ 100 KB)`,
);
