import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createMember } from '../../test/factories.js';
import { hashToken } from '../../lib/tokens.js';

/** Request headers as the factories give them ({ authorization }), or none. */
type AuthHeaders = Record<string, string>;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ env: { PUBLIC_URL: 'https://community.example' } });
});
afterAll(() => app?.close());

/** Loopback callers skip rate limits under NODE_ENV=test, so limit checks come from another address. */
const invite = (auth: AuthHeaders, email: unknown, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/user/invite', headers: auth, payload: { email }, remoteAddress });
const lastMailTo = (to: string) =>
  app.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id', 'desc').executeTakeFirst();

describe('POST /api/user/invite', () => {
  it('answers 401 without a token, before the address is validated', async () => {
    expect((await invite({}, 'friend@example.test')).statusCode).toBe(401);
    expect((await invite({}, 'not-an-address')).statusCode).toBe(401);
  });

  it('mails a registration link that pre-fills the address, keeping only the token hash', async () => {
    const m = await createMember(app, { title: 'Dr.', firstName: 'Lina', lastName: 'Aziz' });
    const res = await invite(m.auth, ' Friend.One@Example.test ');
    expect(res.statusCode).toBe(201);
    const mail = await lastMailTo('friend.one@example.test');
    expect(mail?.subject).toBe('Dr. Lina Aziz invites you to AATD HCP Community');
    const link = /https:\/\/community\.example\/register\?email=([^&\s]+)&invite=([\w-]+)/.exec(mail!.text);
    expect(link).not.toBeNull();
    expect(decodeURIComponent(link![1]!)).toBe('friend.one@example.test');
    const token = link![2]!;
    const stored = await app.db
      .selectFrom('invitations')
      .select(['email', 'token_hash', 'accepted_at'])
      .where('inviter_id', '=', m.user.id)
      .execute();
    expect(stored).toEqual([{ email: 'friend.one@example.test', token_hash: hashToken(token), accepted_at: null }]);
  });

  it('answers userAlreadyExist when a member has the address, whatever its case', async () => {
    const [m, other] = [await createMember(app), await createMember(app)];
    const res = await invite(m.auth, other.user.email.toUpperCase());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errors: 'userAlreadyExist', message: 'User already exists' });
    expect(await lastMailTo(other.user.email)).toBeUndefined();
  });

  it('validates the address with the spec messages', async () => {
    const m = await createMember(app);
    expect((await invite(m.auth, '')).json()).toMatchObject({ fields: { email: 'Email is Required' } });
    expect((await invite(m.auth, 'not-an-address')).json()).toMatchObject({
      fields: { email: 'Invalid email format' },
    });
  });

  it('limits how many invitations one address receives', async () => {
    const m = await createMember(app);
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await invite(m.auth, 'popular@example.test', '10.1.2.3')).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
  });
});
