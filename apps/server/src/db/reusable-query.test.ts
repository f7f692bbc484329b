import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../core/users/users.repository.js';
import { createTestDatabase } from '../test/test-database.js';
import type { DatabaseHandle, Db } from './database.js';
import { reusableQuery } from './reusable-query.js';

let handle: DatabaseHandle;
let db: Db;
const ids: Record<string, number> = {};

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  for (const [firstName, lastName] of [
    ['Ada', 'Byrne'],
    ['Ben', 'Byrne'],
    ['Cara', 'Quinn'],
  ] as const) {
    const user = await createUser(db, {
      email: `${firstName.toLowerCase()}@example.test`,
      passwordHash: null,
      title: 'Dr.',
      firstName,
      lastName,
      region: 'US',
    });
    ids[firstName] = user.id;
  }
});
afterAll(() => handle?.close());

describe('reusableQuery', () => {
  it('builds once and answers each call with its own values', async () => {
    let builds = 0;
    const byLastName = reusableQuery((d, p: { lastName: string; limit: number }) => {
      builds++;
      return d
        .selectFrom('users')
        .select('first_name')
        .where('last_name', '=', p.lastName)
        .where('email', 'like', '%@example.test')
        .orderBy('first_name')
        .limit(p.limit);
    });
    expect(await byLastName(db, { lastName: 'Byrne', limit: 10 })).toEqual([
      { first_name: 'Ada' },
      { first_name: 'Ben' },
    ]);
    expect(await byLastName(db, { lastName: 'Byrne', limit: 1 })).toEqual([{ first_name: 'Ada' }]);
    expect(await byLastName(db, { lastName: 'Quinn', limit: 10 })).toEqual([{ first_name: 'Cara' }]);
    expect(builds).toBe(1);
  });

  it('keeps one compiled query per shape, each with its own SQL', async () => {
    let builds = 0;
    const names = reusableQuery((d, p: { lastName: string }, shape: { order: 'asc' | 'desc' }) => {
      builds++;
      return d
        .selectFrom('users')
        .select('first_name')
        .where('last_name', '=', p.lastName)
        .orderBy('first_name', shape.order);
    });
    const firstNames = async (order: 'asc' | 'desc') =>
      (await names(db, { lastName: 'Byrne' }, { order })).map((r) => r.first_name);
    expect(await firstNames('asc')).toEqual(['Ada', 'Ben']);
    expect(await firstNames('desc')).toEqual(['Ben', 'Ada']);
    expect(await firstNames('asc')).toEqual(['Ada', 'Ben']);
    expect(builds).toBe(2);
  });

  it('runs inside the transaction it is given', async () => {
    const byId = reusableQuery((d, p: { id: number }) =>
      d.selectFrom('users').select('first_name').where('id', '=', p.id),
    );
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('users').set({ first_name: 'Adaline' }).where('id', '=', ids.Ada!).execute();
        expect(await byId(trx, { id: ids.Ada! })).toEqual([{ first_name: 'Adaline' }]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await byId(db, { id: ids.Ada! })).toEqual([{ first_name: 'Ada' }]);
  });

  it('refuses a builder that reads a parameter, which would keep the first caller’s value', async () => {
    const bad = reusableQuery((d, p: { id: number }) =>
      d
        .selectFrom('users')
        .select('id')
        .where('id', '=', p.id + 0),
    );
    await expect(bad(db, { id: ids.Ada! })).rejects.toThrow(/"id" was read while building/);
  });

  it('refuses a call that leaves a parameter out', async () => {
    const byId = reusableQuery((d, p: { id: number }) => d.selectFrom('users').select('id').where('id', '=', p.id));
    await expect(byId(db, {} as { id: number })).rejects.toThrow(/no value for "id"/);
  });
});
