import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { CHANGE_LISTENER, type DatabaseHandle } from './database.js';
import { createTestDatabase } from '../test/test-database.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await sql`create table counter (n int not null)`.execute(handle.db);
  await sql`insert into counter values (0)`.execute(handle.db);
});
afterAll(() => handle?.close());

describe('database', () => {
  it('keeps concurrent transactions apart (PGlite serializes, PostgreSQL pools)', async () => {
    // Each transaction reads then writes; interleaving would lose increments.
    const bump = () =>
      handle.db.transaction().execute(async (trx) => {
        const { n } = await trx
          .selectFrom('counter' as never)
          .select(sql<number>`n`.as('n'))
          .forUpdate()
          .executeTakeFirstOrThrow();
        await new Promise((r) => setTimeout(r, 2));
        await sql`update counter set n = ${n + 1}`.execute(trx);
      });
    await Promise.all(Array.from({ length: 20 }, bump));
    const row = await sql<{ n: number }>`select n from counter`.execute(handle.db);
    expect(row.rows[0]!.n).toBe(20);
  });

  it("does not let a plain query run inside another caller's open transaction", async () => {
    let release!: () => void;
    const hold = new Promise<void>((r) => (release = r));
    const trx = handle.db.transaction().execute(async (t) => {
      await sql`update counter set n = -1`.execute(t);
      await hold;
      throw new Error('rollback');
    });
    await new Promise((r) => setTimeout(r, 10));
    const outside = sql<{ n: number }>`select n from counter`.execute(handle.db);
    release();
    await expect(trx).rejects.toThrow('rollback');
    expect((await outside).rows[0]!.n).toBe(20);
  });

  it('has the trigram extension for typo-tolerant search', async () => {
    const r = await sql<{ s: number }>`select similarity('alpha', 'alpah') as s`.execute(handle.db);
    expect(r.rows[0]!.s).toBeGreaterThan(0.2);
  });
});

describe('announcements of changes', () => {
  const heard = () => {
    const changes: string[] = [];
    const live: boolean[] = [];
    const stop = handle.listenForChanges('access_changes', {
      onChange: (payload) => changes.push(payload),
      onLive: (state) => live.push(state),
    });
    return { changes, live, stop };
  };
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
    expect(check()).toBe(true);
  };
  /** Announces on access_changes from a connection of its own, as another process would. */
  const announceFromAnotherProcess = async (payload: string) => {
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${(await sql<{ name: string }>`select current_database() as name`.execute(handle.db)).rows[0]!.name}`;
    const other = new pg.Client({ connectionString: url.toString() });
    await other.connect();
    await other.query(`select pg_notify('access_changes', $1)`, [payload]);
    await other.end();
  };

  it("delivers this process's own announcement on the channel before the statement returns", async () => {
    const { changes, live, stop } = heard();
    await until(() => live.at(-1) === true);
    await sql`select pg_notify('access_changes', 'm42'), pg_notify('search_changes', 'posts')`.execute(handle.db);
    // Before the statement returned (the listening connection may also have passed it on by then).
    expect(changes).toContain('m42');
    expect(changes).not.toContain('posts'); // another channel's
    stop();
    expect(live.at(-1)).toBe(false);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'on PostgreSQL, takes each announcement once, however many pooled connections hear it',
    async () => {
      const { changes, live, stop } = heard();
      try {
        await until(() => live.at(-1) === true);
        // Several pooled connections, each listening: every one of them hears every announcement.
        await Promise.all(Array.from({ length: 4 }, () => sql`select pg_sleep(0.05)`.execute(handle.db)));
        await sql`select pg_notify('access_changes', 'once-here')`.execute(handle.db);
        await announceFromAnotherProcess('once-elsewhere');
        await until(() => changes.includes('once-elsewhere'));
        // Late copies would arrive within a few round trips.
        for (let i = 0; i < 5; i++) await sql`select 1`.execute(handle.db);
        await new Promise((r) => setTimeout(r, 200));
        expect(changes.filter((c) => c.startsWith('once-'))).toEqual(['once-here', 'once-elsewhere']);
      } finally {
        stop();
      }
    },
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'on PostgreSQL, tells listeners when its listening connection is lost, and listens again',
    async () => {
      const { changes, live, stop } = heard();
      try {
        await until(() => live.at(-1) === true);
        await sql`select pg_terminate_backend(pid) from pg_stat_activity
                  where application_name = ${CHANGE_LISTENER} and datname = current_database()`.execute(handle.db);
        await until(() => live.includes(false) && live.at(-1) === true);
        // Heard again from a connection other than the pool's: another process's announcement.
        await announceFromAnotherProcess('t-from-elsewhere');
        await until(() => changes.includes('t-from-elsewhere'));
      } finally {
        stop();
      }
    },
  );
});
