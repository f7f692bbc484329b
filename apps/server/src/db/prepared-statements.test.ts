import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database.js';
import { StatementNames } from './prepared-statements.js';
import { createTestDatabase } from '../test/test-database.js';

describe('which statements run by name', () => {
  it('names a data statement from its second use on, the same name every time', () => {
    const names = new StatementNames();
    const text = 'select id from users where id = $1';
    expect(names.nameOf(text)).toBeUndefined();
    const name = names.nameOf(text);
    expect(name).toMatch(/^s[0-9a-f]{24}$/);
    expect(names.nameOf(text)).toBe(name);
    expect(new StatementNames().nameOf(`  ${text}`)).toBeUndefined();
  });

  it('leaves searches unnamed, so each is planned for the words it looks for', () => {
    const names = new StatementNames();
    for (const text of [
      "select id from posts where search_vector @@ websearch_to_tsquery('english', $1)",
      'select id from users where first_name ilike $1',
      'select id from users where first_name % $1 order by similarity(first_name, $1)',
    ]) {
      names.nameOf(text);
      expect(names.nameOf(text), text).toBeUndefined();
    }
  });

  it('never names transaction control, settings, DDL or several statements in one text', () => {
    const names = new StatementNames();
    for (const text of [
      'begin',
      'commit',
      'set local statement_timeout = 100',
      'create table t (n int)',
      'select 1; select 2',
    ]) {
      names.nameOf(text);
      expect(names.nameOf(text), text).toBeUndefined();
    }
    for (const text of [
      'with x as (select 1) select * from x',
      'insert into t values ($1)',
      '(select 1) union (select 2)',
    ]) {
      names.nameOf(text);
      expect(names.nameOf(text), text).toBeDefined();
    }
  });
});

// Named statements are PostgreSQL's; PGlite runs every statement in-process.
describe.runIf(process.env.DATABASE_URL)('named statements on PostgreSQL', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase({ poolMax: 1 });
    await sql`create table prepared_probe (id int primary key, label text not null)`.execute(handle.db);
    await sql`insert into prepared_probe values (1, 'one'), (2, 'two')`.execute(handle.db);
  });
  afterAll(() => handle?.close());

  const probe = (id: number) =>
    sql<Record<string, unknown>>`select * from prepared_probe where id = ${id}`.execute(handle.db);
  const prepared = async () =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(handle.db)).rows.map(
      (r) => r.statement,
    );

  it('prepares a repeated statement once on the connection and answers each call with its own values', async () => {
    expect((await probe(1)).rows).toEqual([{ id: 1, label: 'one' }]);
    expect((await probe(2)).rows).toEqual([{ id: 2, label: 'two' }]);
    expect((await probe(1)).rows).toEqual([{ id: 1, label: 'one' }]);
    expect(await prepared()).toContain('select * from prepared_probe where id = $1');
  });

  it('still answers after the table changed under the statement (a migration elsewhere)', async () => {
    await sql`alter table prepared_probe add column note text`.execute(handle.db);
    expect((await probe(2)).rows).toEqual([{ id: 2, label: 'two', note: null }]);
  });
});
