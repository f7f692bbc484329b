import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createAdmin, createMember } from '../../test/factories.js';
import { createUser } from '../../core/users/users.repository.js';
import { recordSignIn, recordSignOut } from '../../core/sessions/member-sessions.repository.js';

/** Request headers as the factories give them ({ authorization }), or none. */
type AuthHeaders = Record<string, string>;

let app: FastifyInstance;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let member: Awaited<ReturnType<typeof createMember>>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  member = await createMember(app);
});
afterAll(() => app?.close());

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
const session = (userId: number, startedAt: Date, lastSeenAt: Date) =>
  app.db
    .insertInto('member_sessions')
    .values({ user_id: userId, started_at: startedAt, last_seen_at: lastSeenAt })
    .execute();
const heartbeat = (auth: AuthHeaders) => app.inject({ method: 'POST', url: '/api/analytics/heartbeat', headers: auth });
const sessionsOf = (userId: number) =>
  app.db.selectFrom('member_sessions').selectAll().where('user_id', '=', userId).orderBy('id').execute();

describe('admin-only report routes', () => {
  const routes = [
    { method: 'GET' as const, url: '/api/report/users?completed=true' },
    { method: 'GET' as const, url: '/api/report/user/active' },
    {
      method: 'POST' as const,
      url: '/api/report',
      payload: { metrics: ['sessions'], startDate: '2020-03-31', endDate: '2030-01-01' },
    },
    { method: 'GET' as const, url: '/api/report/daily?startDate=2024-01-01&endDate=2024-01-31' },
  ];
  it('answer 401 without a token and 403 for a member', async () => {
    for (const r of routes) {
      expect((await app.inject(r)).statusCode).toBe(401);
      expect((await app.inject({ ...r, headers: member.auth })).statusCode).toBe(403);
      expect((await app.inject({ ...r, headers: admin.auth })).statusCode).toBe(200);
    }
  });
});

describe('who is calling is settled before the request is validated', () => {
  it('a visitor gets 401 even for a malformed query or body, which an admin has refused with 400', async () => {
    const malformed = [
      { method: 'GET' as const, url: '/api/report/users' },
      { method: 'GET' as const, url: '/api/report/users?completed=maybe' },
      { method: 'POST' as const, url: '/api/report', payload: { metrics: ['nothing'] } },
      { method: 'GET' as const, url: '/api/report/daily?startDate=never' },
    ];
    for (const r of malformed) {
      expect((await app.inject(r)).statusCode, r.url).toBe(401);
      expect((await app.inject({ ...r, headers: admin.auth })).statusCode, r.url).toBe(400);
    }
  });
});

describe('GET /api/report/users', () => {
  it('counts registered and verified users', async () => {
    await createUser(app.db, {
      email: 'pending@example.test',
      passwordHash: null,
      title: 'Dr.',
      firstName: 'P',
      lastName: 'Q',
      region: 'US',
    });
    const count = async (completed: string) =>
      (await app.inject({ url: `/api/report/users?completed=${completed}`, headers: admin.auth })).json().count;
    const total = Number(
      (
        await app.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(await count('false')).toBe(total);
    expect(await count('true')).toBe(total - 1);
    expect((await app.inject({ url: '/api/report/users?completed=maybe', headers: admin.auth })).statusCode).toBe(400);
  });
});

describe('POST /api/analytics/heartbeat', () => {
  it('answers 401 without a token', async () => {
    expect((await heartbeat({})).statusCode).toBe(401);
  });

  it('extends the open session, and starts a new one after 30 idle minutes', async () => {
    const m = await createMember(app);
    await recordSignIn(app.db, m.user.id);
    expect((await heartbeat(m.auth)).statusCode).toBe(204);
    expect(await sessionsOf(m.user.id)).toHaveLength(1);
    await app.db
      .updateTable('member_sessions')
      .set({ last_seen_at: minutesAgo(31) })
      .where('user_id', '=', m.user.id)
      .execute();
    await heartbeat(m.auth);
    expect(await sessionsOf(m.user.id)).toHaveLength(2);
    await recordSignOut(app.db, m.user.id);
    expect((await sessionsOf(m.user.id)).at(-1)?.ended_at).not.toBeNull();
    await heartbeat(m.auth);
    expect(await sessionsOf(m.user.id)).toHaveLength(3);
  });
});

describe('GET /api/report/user/active', () => {
  it('lists members seen in the last 15 minutes, most recent first', async () => {
    const [recent, stale] = [
      await createMember(app, { firstName: 'Recent' }),
      await createMember(app, { firstName: 'Stale' }),
    ];
    await session(recent.user.id, minutesAgo(20), minutesAgo(2));
    await session(stale.user.id, minutesAgo(60), minutesAgo(16));
    const list = (await app.inject({ url: '/api/report/user/active', headers: admin.auth })).json();
    expect(list.map((u: { id: number }) => u.id)).toContain(recent.user.id);
    expect(list.map((u: { id: number }) => u.id)).not.toContain(stale.user.id);
    expect(list.find((u: { id: number }) => u.id === recent.user.id)).toMatchObject({
      firstName: 'Recent',
      lastSeenAt: expect.any(String),
    });
  });
});

describe('POST /api/report and GET /api/report/daily', () => {
  it('computes sessions, active users and average duration for whole UTC days', async () => {
    const [a, b] = [await createMember(app), await createMember(app)];
    await session(a.user.id, new Date('2021-05-01T10:00:00Z'), new Date('2021-05-01T10:10:00Z'));
    await session(a.user.id, new Date('2021-05-02T23:50:00Z'), new Date('2021-05-03T00:10:00Z'));
    await session(b.user.id, new Date('2021-05-02T08:00:00Z'), new Date('2021-05-02T08:30:00Z'));
    await session(b.user.id, new Date('2021-05-04T00:00:00Z'), new Date('2021-05-04T00:00:00Z'));
    const report = (body: object) =>
      app.inject({ method: 'POST', url: '/api/report', headers: admin.auth, payload: body });
    const res = await report({
      metrics: ['activeUsers', 'sessions', 'averageSessionDuration'],
      startDate: '2021-05-01',
      endDate: '2021-05-02',
    });
    expect(res.json()).toEqual({ activeUsers: 2, sessions: 3, averageSessionDuration: 1200 });
    expect((await report({ metrics: ['sessions'], startDate: '2021-05-01', endDate: '2021-05-01' })).json()).toEqual({
      sessions: 1,
    });
    expect((await report({ metrics: [], startDate: '2021-05-01', endDate: '2021-05-01' })).statusCode).toBe(400);
    expect((await report({ metrics: ['sessions'], startDate: '2021-05-03', endDate: '2021-05-01' })).statusCode).toBe(
      400,
    );
    expect((await report({ metrics: ['sessions'], startDate: '31/03/2020', endDate: '2021-05-01' })).statusCode).toBe(
      400,
    );

    const daily = (
      await app.inject({ url: '/api/report/daily?startDate=2021-04-30&endDate=2021-05-04', headers: admin.auth })
    ).json();
    expect(daily.data).toEqual([
      { date: '2021-04-30', activeUsers: 0, sessions: 0 },
      { date: '2021-05-01', activeUsers: 1, sessions: 1 },
      { date: '2021-05-02', activeUsers: 2, sessions: 2 },
      { date: '2021-05-03', activeUsers: 0, sessions: 0 },
      { date: '2021-05-04', activeUsers: 1, sessions: 1 },
    ]);
  });

  it('refuses a daily range longer than a year', async () => {
    expect(
      (await app.inject({ url: '/api/report/daily?startDate=2020-01-01&endDate=2022-01-01', headers: admin.auth }))
        .statusCode,
    ).toBe(400);
  });
});
