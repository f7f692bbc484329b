import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app.js';
import { createMember } from '../../test/factories.js';
import { countQueries } from '../../test/query-count.js';
import { unannounced } from '../../test/unannounced.js';

let app: FastifyInstance;
let ann: Awaited<ReturnType<typeof createMember>>;
let ben: Awaited<ReturnType<typeof createMember>>;
let cara: Awaited<ReturnType<typeof createMember>>;
beforeAll(async () => {
  app = await buildTestApp();
  ann = await createMember(app, { firstName: 'Ann', lastName: 'Aalto' });
  ben = await createMember(app, { firstName: 'Ben', lastName: 'Baker' });
  cara = await createMember(app, { firstName: 'Cara', lastName: 'Cole' });
});
afterAll(async () => app?.close());

type Page = { users: { id: number; lastName: string }[]; totalCount: number };
const directory = async (auth: { authorization: string }, query = '') => {
  const res = await app.inject({ url: `/api/user/all${query}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json() as Page;
};
const names = (page: Page) => page.users.map((u) => u.lastName);

/**
 * The directory's first page is held as every member sees it, less the viewer (decision 0076);
 * these prove each viewer still gets their own page and that any change to a member's row reaches
 * the next read, made through the API or straight in the database (migration 0053).
 */
describe('GET /api/user/all, first page held', () => {
  it("answers the first page in no statement, each viewer's without themself", async () => {
    const first = await directory(ann.auth);
    expect(names(first)).toEqual(['Baker', 'Cole']);
    expect(first.totalCount).toBe(2);
    const held = await countQueries(app, () => directory(ann.auth), { held: true });
    expect(held.queries).toBe(0);
    expect(held.result).toEqual(first);
    // The same held members, another viewer (their token held first): Ann is listed and Ben is not.
    expect((await app.inject({ url: '/api/user', headers: ben.auth })).statusCode).toBe(200);
    const forBen = await countQueries(app, () => directory(ben.auth), { held: true });
    expect(forBen.queries).toBe(0);
    expect(names(forBen.result)).toEqual(['Aalto', 'Cole']);
    // A short first page leaves the viewer out before it is cut to length.
    expect(names(await directory(ann.auth, '?limit=1'))).toEqual(['Baker']);
    expect(names(await directory(ben.auth, '?limit=1'))).toEqual(['Aalto']);
  });

  it('shows an announced change to any member at once, and a change nobody announced not at all', async () => {
    await directory(ann.auth);
    // From memory: a change nobody announced does not show, so what follows tests the announcement.
    await unannounced(app.db, 'users', 'users_directory_update', () =>
      app.db.updateTable('users').set({ last_name: 'Quiet' }).where('id', '=', cara.user.id).execute(),
    );
    expect(names(await directory(ann.auth))).toEqual(['Baker', 'Cole']);

    await app.db.updateTable('users').set({ last_name: 'Cole-Hart' }).where('id', '=', cara.user.id).execute();
    expect(names(await directory(ann.auth))).toEqual(['Baker', 'Cole-Hart']);

    const newcomer = await createMember(app, { firstName: 'Bea', lastName: 'Bell' });
    const withNewcomer = await directory(ann.auth);
    expect(names(withNewcomer)).toEqual(['Baker', 'Bell', 'Cole-Hart']);
    expect(withNewcomer.totalCount).toBe(3);

    // Opting out hides a member at once, and so does erasure's deletion of the row.
    await app.db.updateTable('users').set({ opted_out: true }).where('id', '=', ben.user.id).execute();
    expect(names(await directory(ann.auth))).toEqual(['Bell', 'Cole-Hart']);
    await app.db.deleteFrom('users').where('id', '=', newcomer.user.id).execute();
    expect(names(await directory(ann.auth))).toEqual(['Cole-Hart']);
    await app.db.updateTable('users').set({ opted_out: false }).where('id', '=', ben.user.id).execute();
  });

  it('reads later pages as asked, each viewer left out wherever they sort', async () => {
    for (const lastName of ['Dunn', 'Earl', 'Ford']) await createMember(app, { firstName: 'X', lastName });
    const dunn = await createMember(app, { firstName: 'Dee', lastName: 'Dunbar' });
    const everyone = names(await directory(ann.auth, '?limit=50'));
    expect(everyone).not.toContain('Aalto');
    for (const viewer of [ann, dunn]) {
      const pages = [];
      for (let page = 1; page <= 3; page++) pages.push(...names(await directory(viewer.auth, `?limit=3&page=${page}`)));
      const own = viewer === ann ? 'Aalto' : 'Dunbar';
      expect(pages).toEqual([...everyone, 'Aalto'].filter((n) => n !== own).sort());
    }
  });
});
