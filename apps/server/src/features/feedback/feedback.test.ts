import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createAdmin, createMember } from '../../test/factories.js';
import { CommonErrorCodes } from '@aatd/contract';
import { MEMBER_WRITE_LIMITS } from '../../core/rate-limits.js';

/** Request headers as the factories give them ({ authorization }), or none. */
type AuthHeaders = Record<string, string>;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

const send = (auth: AuthHeaders, payload: object) =>
  app.inject({ method: 'POST', url: '/api/user/feedback', headers: auth, payload });

describe('POST /api/user/feedback', () => {
  it('answers 401 without a token, before the body is validated', async () => {
    expect((await send({}, { feedbackText: 'Hi' })).statusCode).toBe(401);
    expect((await send({}, { feature: 'Nope' })).statusCode).toBe(401);
  });

  it('stores feedback with or without a feature', async () => {
    const m = await createMember(app);
    expect((await send(m.auth, { feedbackText: 'Great modules', feature: 'Education Modules' })).statusCode).toBe(201);
    expect((await send(m.auth, { feedbackText: 'No feature' })).statusCode).toBe(201);
  });

  it('accepts 10 an hour from one member, then answers 429 with Retry-After and the message the page shows', async () => {
    // Loopback callers are exempt from limits in tests; these come from elsewhere.
    const remoteAddress = '203.0.113.8';
    const [m, other] = [await createMember(app), await createMember(app)];
    const write = (who: typeof m, n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/user/feedback',
        headers: who.auth,
        payload: { feedbackText: `note ${n}` },
        remoteAddress,
      });
    const { max, message } = MEMBER_WRITE_LIMITS.feedback;
    expect(max).toBe(10);
    for (let n = 0; n < max; n += 1) expect((await write(m, n)).statusCode).toBe(201);
    const refused = await write(m, max);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ errors: CommonErrorCodes.rateLimited, message });
    const stored = await app.db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', m.user.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(max);
    // Another member from the same address is not affected by the first one's count.
    expect((await write(other, 0)).statusCode).toBe(201);
  });

  it('requires details and a known feature', async () => {
    const m = await createMember(app);
    expect((await send(m.auth, { feedbackText: '   ' })).json()).toMatchObject({
      errors: 'validationError',
      fields: { feedbackText: 'Details are required' },
    });
    expect((await send(m.auth, { feedbackText: 'x', feature: 'Nope' })).statusCode).toBe(400);
  });
});

describe('GET /api/admin/feedback', () => {
  it('answers 401 without a token and 403 for a member', async () => {
    expect((await app.inject({ url: '/api/admin/feedback' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/admin/feedback?page=0' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/admin/feedback', headers: (await createMember(app)).auth })).statusCode).toBe(
      403,
    );
  });

  it('lists feedback newest first with the sender’s name, paged', async () => {
    const admin = await createAdmin(app);
    const m = await createMember(app, { firstName: 'Nadia', lastName: 'Saleh' });
    for (let i = 1; i <= 12; i++) await send(m.auth, { feedbackText: `note ${i}`, feature: 'Search' });
    const page1 = (await app.inject({ url: '/api/admin/feedback', headers: admin.auth })).json();
    expect(page1.data[0]).toMatchObject({
      feedbackText: 'note 12',
      feature: 'Search',
      member: { firstName: 'Nadia', lastName: 'Saleh', email: m.user.email },
    });
    expect(page1.data).toHaveLength(10);
    expect(page1.meta.pagination).toMatchObject({ page: 1, limit: 10, next: 2 });
    const total = page1.meta.pagination.total;
    const last = (
      await app.inject({ url: `/api/admin/feedback?page=${page1.meta.pagination.pages}`, headers: admin.auth })
    ).json();
    expect(last.meta.pagination.total).toBe(total);
    const beyond = (await app.inject({ url: '/api/admin/feedback?page=99', headers: admin.auth })).json();
    expect(beyond).toMatchObject({ data: [], meta: { pagination: { total } } });
  });
});
