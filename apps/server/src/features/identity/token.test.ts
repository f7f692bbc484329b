import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app.js';
import { createMember } from '../../test/factories.js';
import { authorize, cookieJar, createLoginUser, HOST, pkce, postLogin, signInForTokens } from '../../test/identity.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const exchange = (code: string | null, verifier: string, remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/user/token',
    headers: { host: HOST },
    payload: { code, code_verifier: verifier },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe('POST /api/user/token', () => {
  it('validates the body', async () => {
    const res = await exchange('', 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toBe('validationError');
  });

  it('exchanges a code from the provider for access and id tokens, once', async () => {
    const user = await createLoginUser(app);
    const { sessionToken } = (await postLogin(app, { email: user.email, password: 'Correct-Horse-9' })).json();
    const { verifier, challenge } = pkce();
    const params = await authorize(app, sessionToken, challenge);
    expect(params.get('state')).toBe('state-123');
    expect(params.get('iss')).toBe('http://localhost:3000/oidc');
    const res = await exchange(params.get('code'), verifier);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const tokens = res.json();
    expect(tokens).toMatchObject({
      access_token: expect.any(String),
      id_token: expect.any(String),
      expires_in: 8 * 3600,
    });
    const claims = JSON.parse(Buffer.from(tokens.id_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ sub: String(user.id), aud: 'web', iss: 'http://localhost:3000/oidc' });

    const again = await exchange(params.get('code'), verifier);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errors: 'invalid_grant', message: expect.any(String) });
  });

  it('refuses a wrong PKCE verifier', async () => {
    const user = await createLoginUser(app);
    const { sessionToken } = (await postLogin(app, { email: user.email, password: 'Correct-Horse-9' })).json();
    const params = await authorize(app, sessionToken, pkce().challenge);
    const res = await exchange(params.get('code'), pkce().verifier);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toBe('invalid_grant');
  });

  it('sends a spent, unknown or missing session token back to /callback with an error', async () => {
    const user = await createLoginUser(app);
    const { sessionToken } = (await postLogin(app, { email: user.email, password: 'Correct-Horse-9' })).json();
    await authorize(app, sessionToken, pkce().challenge);
    for (const token of [sessionToken, 'made-up-token', undefined]) {
      const params = await authorize(app, token, pkce().challenge);
      expect(params.get('code')).toBeNull();
      expect(params.get('error')).toBe('access_denied');
      expect(params.get('error_description')).toBe('Your sign-in has expired. Please sign in again.');
    }
  });

  it('gives each member their own tokens in a browser that was signed in as someone else', async () => {
    const first = await createLoginUser(app);
    const second = await createLoginUser(app);
    const jar = cookieJar();
    for (const user of [first, second]) {
      const { sessionToken } = (await postLogin(app, { email: user.email, password: 'Correct-Horse-9' })).json();
      const { verifier, challenge } = pkce();
      const params = await authorize(app, sessionToken, challenge, jar);
      const { access_token } = (await exchange(params.get('code'), verifier)).json();
      expect((await app.inject({ url: '/api/user', headers: bearer(access_token) })).json().id).toBe(user.id);
    }
  });

  it('is rate limited per address', async () => {
    for (let i = 0; i < 20; i++) await exchange('x', 'a'.repeat(43), '10.2.0.1');
    const res = await exchange('x', 'a'.repeat(43), '10.2.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().errors).toBe('tooManyRequests');
  });
});

describe('POST /api/user/revoke-access-token', () => {
  it('revokes the token: the API answers 401 afterwards', async () => {
    const user = await createLoginUser(app);
    const { access_token } = await signInForTokens(app, user.email);
    expect((await app.inject({ url: '/api/user', headers: bearer(access_token) })).statusCode).toBe(200);
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/revoke-access-token',
      payload: { token: access_token, token_type_hint: 'access_token' },
    });
    expect(res.statusCode).toBe(204);
    expect((await app.inject({ url: '/api/user', headers: bearer(access_token) })).statusCode).toBe(401);
  });

  it('records the sign-in and the sign-out as a session for the reporting overview', async () => {
    const user = await createLoginUser(app);
    const { access_token } = await signInForTokens(app, user.email);
    const open = await app.db.selectFrom('member_sessions').selectAll().where('user_id', '=', user.id).execute();
    expect(open).toHaveLength(1);
    expect(open[0]!.ended_at).toBeNull();
    await app.inject({ method: 'POST', url: '/api/user/revoke-access-token', payload: { token: access_token } });
    const closed = await app.db.selectFrom('member_sessions').selectAll().where('user_id', '=', user.id).execute();
    expect(closed[0]!.ended_at).toBeInstanceOf(Date);
  });

  it('accepts an unknown token (RFC 7009) and validates the body', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/api/user/revoke-access-token', payload: { token: 'unknown' } }))
        .statusCode,
    ).toBe(204);
    expect((await app.inject({ method: 'POST', url: '/api/user/revoke-access-token', payload: {} })).statusCode).toBe(
      400,
    );
  });
});

describe('GET /api/user', () => {
  it('answers 401 without, with an unknown, an expired or a revoked token', async () => {
    expect((await app.inject({ url: '/api/user' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/user', headers: bearer('nope') })).json()).toEqual({
      errors: 'unauthorized',
      message: 'Invalid access token. Please log back again',
    });
    const { token, auth } = await createMember(app);
    await app.db
      .updateTable('oidc_payloads')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', token)
      .execute();
    expect((await app.inject({ url: '/api/user', headers: auth })).statusCode).toBe(401);
  });

  it('answers 401 once the account is no longer verified', async () => {
    const { user, auth } = await createMember(app);
    await app.db.updateTable('users').set({ hcp_status: 'rejected' }).where('id', '=', user.id).execute();
    expect((await app.inject({ url: '/api/user', headers: auth })).statusCode).toBe(401);
  });

  it('returns every field of the logged user', async () => {
    const { user, auth } = await createMember(app, {
      role: 'admin',
      organisation: 'Clinic',
      professionalNumber: 'P-1',
      mobileNumber: '+491234567890',
      seniority: 'sen1',
      speciality: 'spec1',
      imagePath: 'avatars/a b.webp',
    });
    const other = await createMember(app);
    await app.db
      .insertInto('messages')
      .values([
        { sender_id: other.user.id, receiver_id: user.id, text: 'one' },
        { sender_id: other.user.id, receiver_id: user.id, text: 'two' },
        { sender_id: other.user.id, receiver_id: user.id, text: 'seen', seen_at: new Date() },
        { sender_id: user.id, receiver_id: other.user.id, text: 'mine' },
      ])
      .execute();
    const res = await app.inject({ url: '/api/user', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      email: user.email,
      title: 'Dr.',
      firstName: user.first_name,
      lastName: user.last_name,
      image: '/api/media/avatars/a%20b.webp',
      mobileNumber: '+491234567890',
      organisation: 'Clinic',
      professionalNumber: 'P-1',
      region: 'US',
      seniority: 'sen1',
      speciality: 'spec1',
      providerId: false,
      customer_id: user.customer_id,
      crm_country: 'US',
      digital_id: user.digital_id,
      isAdmin: true,
      role: 'admin',
      unseenMsgCount: 2,
      // Never chosen: the page's own language applies.
      locale: null,
      // The access gates: nothing to accept; staff have no verification validity period.
      consentOutstanding: [],
      verification: {
        state: 'none',
        verifiedAt: user.hcp_verified_at!.toISOString(),
        expiresAt: null,
        renewalPending: false,
      },
    });
  });
});
