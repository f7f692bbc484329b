import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database.js';
import { createTestDatabase } from '../test/test-database.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await sql`create table counter (n int not null)`.execute(handle.db);
  await sql`insert into counter values (0)`.execute(handle.db);
});
afterAll(() => handle.close());

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
