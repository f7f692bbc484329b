/**
 * `npm run seed:scale`: fills the PostgreSQL database named by DATABASE_URL (created when missing)
 * with the scale data set — 100k members, 20k items, 1M comments, 500k messages, 300k ratings,
 * 200k saved items — for `BENCH_DATA=scale npm run bench`. Only a fresh database is filled.
 */
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import {
  progressBar,
  SCALE_SIZES,
  scaleCounts,
  scaleState,
  seedScale,
  type ScaleSizes,
} from '../apps/server/src/seed/scale/index.js';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error(
    'seed:scale needs PostgreSQL: set DATABASE_URL, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/aatd_scale\n' +
      '(the embedded PGlite database is single-process and not meant for a data set of this size).',
  );
  process.exit(1);
}
const name = decodeURIComponent(new URL(url).pathname.slice(1));
if (!/^[a-z_][a-z0-9_]*$/.test(name) || ['postgres', 'template0', 'template1'].includes(name)) {
  console.error(
    `seed:scale fills its own database; name one in DATABASE_URL (not "${name || '(none)'}"), e.g. …/aatd_scale`,
  );
  process.exit(1);
}

// SCALE_FACTOR=0.2: the same shape at a fifth of every size, where the full set would take too long.
const factor = Number(process.env.SCALE_FACTOR ?? 1);
if (!(factor > 0 && factor <= 1)) {
  console.error('SCALE_FACTOR must be a number above 0 and at most 1');
  process.exit(1);
}
const sizes = Object.fromEntries(
  Object.entries(SCALE_SIZES).map(([k, v]) => [
    k,
    k === 'conversations' ? 2 * Math.round((v * factor) / 2) : Math.round(v * factor),
  ]),
) as unknown as ScaleSizes;

await ensureDatabase(url, name);
const started = performance.now();
// Batches of 50,000 rows take seconds each, well over the app's 10 s statement limit.
const database = openDatabase({ databaseUrl: url, poolMax: 1, statementTimeoutMs: 3_600_000 });
try {
  await migrateToLatest(database.db);
  const state = await scaleState(database.db);
  if (state === 'occupied') {
    console.error(
      `Database "${name}" already has members that are not a finished scale data set; seed:scale only fills a fresh database.`,
    );
    process.exitCode = 1;
  } else {
    if (state === 'seeded') console.log(`Database "${name}" already holds the scale data set.`);
    else await seedScale(database.db, sizes, progressBar());
    console.log(`\nScale data set in "${name}":`);
    for (const [table, rows] of Object.entries(await scaleCounts(database.db))) {
      console.log(`  ${table.padEnd(14)} ${rows.toLocaleString('en-US').padStart(10)}`);
    }
    if (state === 'fresh') console.log(`Built in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  }
} finally {
  await database.close();
}

/** Creates the database on the server when it does not exist yet. */
async function ensureDatabase(databaseUrl: string, db: string) {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [db]);
    if (!rowCount) await client.query(`create database ${db}`);
  } finally {
    await client.end();
  }
}
