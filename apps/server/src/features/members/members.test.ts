import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app.js';
import { createAdmin, createMember } from '../../test/factories.js';

let app: FastifyInstance;
let me: Awaited<ReturnType<typeof createMember>>;
let optedOut: Awaited<ReturnType<typeof createMember>>;
let jane: Awaited<ReturnType<typeof createMember>>;
let staff: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  app = await buildTestApp();
  me = await createMember(app, { firstName: 'Mia', lastName: 'Viewer' });
  jane = await createMember(app, {
    firstName: 'Janet',
    lastName: 'Hepworth',
    email: 'janet.hepworth@example.org',
    mobileNumber: '+491701234567',
  });
  optedOut = await createMember(app, { firstName: 'Otto', lastName: 'Hidden' });
  await app.db.updateTable('users').set({ opted_out: true }).where('id', '=', optedOut.user.id).execute();
  for (let i = 0; i < 6; i += 1) await createMember(app, { firstName: `Zed${i}`, lastName: `Zulu${i}` });
  // A staff account, first by name: the directory lists HCP members, never staff.
  staff = await createAdmin(app, { firstName: 'Adam', lastName: 'Aardvark' });
});
afterAll(async () => app?.close());

const get = (url: string, headers: Record<string, string> = me.auth) => app.inject({ method: 'GET', url, headers });

describe('GET /api/user/all', () => {
  it('answers 401 without a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/user/all' })).statusCode).toBe(401);
  });
  it('answers 401, not 400, to a visitor whose query is invalid too', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/user/all?limit=0&page=x' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors).toBe('unauthorized');
    expect((await app.inject({ method: 'GET', url: '/api/user/search?q=' })).statusCode).toBe(401);
  });
  it('lists other members 6 per page, never me, opted-out members or staff', async () => {
    const first = (await get('/api/user/all?limit=6&page=1')).json();
    expect(first.totalCount).toBe(7);
    expect(first.users).toHaveLength(6);
    const second = (await get('/api/user/all?limit=6&page=2')).json();
    const all = [...first.users, ...second.users].map((u: { id: number }) => u.id);
    expect(all).not.toContain(me.user.id);
    expect(all).not.toContain(optedOut.user.id);
    expect(all).not.toContain(staff.user.id);
    expect(first.users[0]).toEqual({
      id: jane.user.id,
      title: 'Dr.',
      firstName: 'Janet',
      lastName: 'Hepworth',
      image: null,
    });
  });
});

describe('GET /api/user/search', () => {
  it('answers 401 without a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/user/search?type=typeAhead&q=jan' })).statusCode).toBe(401);
  });
  it('finds members by part of the name or a near spelling, never opted-out ones', async () => {
    expect((await get('/api/user/search?type=typeAhead&q=jan')).json().users.map((u: { id: number }) => u.id)).toEqual([
      jane.user.id,
    ]);
    expect((await get('/api/user/search?type=typeAhead&q=Janet%20Hepwort')).json().users[0].id).toBe(jane.user.id);
    expect((await get('/api/user/search?type=typeAhead&q=Janett%20Hepwirth')).json().users[0]?.id).toBe(jane.user.id);
    expect((await get('/api/user/search?type=typeAhead&q=otto')).json().users).toEqual([]);
    expect((await get('/api/user/search?type=typeAhead&q=viewer')).json().users).toEqual([]);
    expect((await get('/api/user/search?type=typeAhead&q=%25')).json().users).toEqual([]);
  });
  it('needs a query', async () => {
    expect((await get('/api/user/search?type=typeAhead&q=')).statusCode).toBe(400);
  });
});

describe('GET /api/user/:id', () => {
  it('answers 401 without a token', async () => {
    expect((await app.inject({ method: 'GET', url: `/api/user/${jane.user.id}` })).statusCode).toBe(401);
  });
  it("masks another member's e-mail and mobile number", async () => {
    const body = (await get(`/api/user/${jane.user.id}`)).json();
    expect(body).toMatchObject({ firstName: 'Janet', email: 'ja******@e******.org', mobileNumber: '+49*******67' });
  });
  it('never tells whether another member is staff', async () => {
    const staff = await createAdmin(app, { firstName: 'Stella', lastName: 'Staffer' });
    expect((await get(`/api/user/${staff.user.id}`)).json()).not.toHaveProperty('isAdmin');
    const [hit] = (await get('/api/user/search?type=typeAhead&q=stella')).json().users;
    expect(hit).toEqual({ id: staff.user.id, title: 'Dr.', firstName: 'Stella', lastName: 'Staffer', image: null });
  });
  it('hides opted-out and unknown members', async () => {
    expect((await get(`/api/user/${optedOut.user.id}`)).statusCode).toBe(404);
    expect((await get('/api/user/999999')).statusCode).toBe(404);
  });
});
