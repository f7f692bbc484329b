/**
 * The bench's ceilings, each run in its own process by bench.ts:
 *   hello  a bare Fastify hello-world;
 *   query  a bare Fastify route doing one indexed query per request,
 *          `select id, first_name from users where id = $1` with a random member id, through a
 *          pg pool of the product's default size (PostgreSQL) or PGlite (a copy of the bench's database).
 *          The hello-world process also sends, at /answer/<name>, each answer bench.ts recorded
 *          from the product in BENCH_ANSWERS (a JSON file of { name: { headers, body (base64) } }):
 *          the same bytes from memory, with no work behind them.
 * Listens on 127.0.0.1:PORT; stops on SIGTERM.
 */
import fs from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

type Query = (id: number) => Promise<unknown>;

async function openQuery(): Promise<{ query: Query; maxId: () => Promise<number>; close: () => Promise<void> }> {
  const text = 'select id, first_name from users where id = $1';
  if (process.env.BENCH_DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: 10 });
    return {
      query: async (id) => (await pool.query(text, [id])).rows[0] ?? null,
      maxId: async () => Number((await pool.query('select max(id) as m from users')).rows[0].m),
      close: () => pool.end(),
    };
  }
  const db = await PGlite.create(process.env.BENCH_PGLITE_DIR!, { extensions: { pg_trgm } });
  return {
    query: async (id) => (await db.query(text, [id])).rows[0] ?? null,
    maxId: async () => Number((await db.query<{ m: number }>('select max(id) as m from users')).rows[0]!.m),
    close: () => db.close(),
  };
}

const mode = process.argv[2];
const app = Fastify();
let close = async () => {};
if (mode === 'hello') {
  app.get('/', async () => ({ hello: 'world' }));
  const answers: Record<string, { headers: Record<string, string>; body: string }> = process.env.BENCH_ANSWERS
    ? JSON.parse(fs.readFileSync(process.env.BENCH_ANSWERS, 'utf8'))
    : {};
  for (const [name, answer] of Object.entries(answers)) {
    const body = Buffer.from(answer.body, 'base64');
    app.get(`/answer/${name}`, (_req, reply) => void reply.headers(answer.headers).send(body));
  }
} else if (mode === 'query') {
  const db = await openQuery();
  const maxId = await db.maxId();
  close = db.close;
  app.get('/', async () => db.query(1 + Math.floor(Math.random() * maxId)));
} else {
  throw new Error('usage: bench-ceiling.ts hello|query');
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

process.once('SIGTERM', () => {
  void app
    .close()
    .then(close)
    .then(() => process.exit(0));
});
