import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { DocCheckError, exchangeDocCheckCode, type DocCheckSettings } from './doccheck.client.js';
import { altchaHeader, latestMail, signUpViaApi, validSignup } from './flows.test-helpers.js';

/**
 * A local fake of DocCheck Login's OAuth2 endpoints as documented: POST /token (form-encoded
 * client_id, client_secret, grant_type, code, redirect_uri) and GET /api/users/data with a Bearer
 * token. Only the code 'good-code' and this client's secret succeed.
 */
function fakeDocCheck(): Promise<{ server: http.Server; base: string; calls: string[] }> {
  const calls: string[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      calls.push(`${req.method} ${url.pathname}`);
      const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method === 'POST' && url.pathname === '/token') {
        const form = new URLSearchParams(raw);
        const ok =
          req.headers['content-type']?.startsWith('application/x-www-form-urlencoded') &&
          form.get('grant_type') === 'authorization_code' &&
          form.get('client_id') === 'client-1' &&
          form.get('client_secret') === 'secret-1' &&
          form.get('redirect_uri')?.endsWith('/api/auth/doccheck/return') &&
          form.get('code') === 'good-code';
        return ok
          ? send(200, { token_type: 'Bearer', expires_in: 3600, access_token: 'dc-access', refresh_token: 'dc-refresh' })
          : send(400, { error: 'invalid_grant', error_description: 'The code is invalid' });
      }
      if (req.method === 'GET' && url.pathname === '/api/users/data') {
        if (req.headers.authorization !== 'Bearer dc-access') return send(401, { error: 'invalid_token' });
        return send(200, { unique_id: 'dc-unique-42', profession_id: 1, address_country_iso: 'DE' });
      }
      return send(404, { error: 'not_found' });
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls })),
  );
}

describe('DocCheck code exchange', () => {
  let fake: Awaited<ReturnType<typeof fakeDocCheck>>;
  let settings: DocCheckSettings;
  beforeAll(async () => {
    fake = await fakeDocCheck();
    settings = {
      clientId: 'client-1',
      clientSecret: 'secret-1',
      authorizeUrl: `${fake.base}/de/authorize`,
      tokenUrl: `${fake.base}/token`,
      userInfoUrl: `${fake.base}/api/users/data`,
    };
  });
  afterAll(() => new Promise<void>((r) => fake.server.close(() => r())));

  it('exchanges a valid code and reads the user data', async () => {
    const id = await exchangeDocCheckCode(settings, { code: 'good-code', redirectUri: 'http://site/api/auth/doccheck/return', expectedUniqueKey: 'dc-unique-42' });
    expect(id).toEqual({ uniqueId: 'dc-unique-42', professionId: 1, country: 'DE' });
  });

  it('fails on a rejected code, and on a uniquekey that does not match', async () => {
    await expect(exchangeDocCheckCode(settings, { code: 'bad', redirectUri: 'http://site/api/auth/doccheck/return' })).rejects.toMatchObject({ stage: 'token' });
    await expect(
      exchangeDocCheckCode(settings, { code: 'good-code', redirectUri: 'http://site/api/auth/doccheck/return', expectedUniqueKey: 'someone-else' }),
    ).rejects.toBeInstanceOf(DocCheckError);
  });

  describe('at sign-up and e-mail verification (POST /api/auth/signup, POST /api/user/verifyUser)', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp({ deployment: { docCheck: settings } });
    });
    afterAll(() => app.close());

    const registerAndVerify = async (code: string) => {
      const fields = validSignup({ region: 'DE', code, login_id: '1234', uniquekey: 'dc-unique-42' });
      expect((await signUpViaApi(app, fields)).statusCode).toBe(200);
      const { token } = await latestMail(app, fields.email!);
      const res = await app.inject({ method: 'POST', url: '/api/user/verifyUser', payload: { recoveryToken: token }, headers: await altchaHeader(app) });
      const user = await app.db.selectFrom('users').selectAll().where('email', '=', fields.email!).executeTakeFirstOrThrow();
      return { res, user };
    };

    it('GET /api/auth/doccheck builds the login address with the form id as state', async () => {
      const res = await app.inject({ url: '/api/auth/doccheck?idForm=form-1' });
      const url = new URL(res.json().loginUrl);
      expect(url.origin + url.pathname).toBe(`${fake.base}/de/authorize`);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        client_id: 'client-1',
        response_type: 'code',
        state: 'form-1',
        redirect_uri: `${app.env.publicUrl}/api/auth/doccheck/return`,
      });
      expect((await app.inject({ url: '/api/auth/doccheck?idForm=<x>' })).statusCode).toBe(400);
    });

    it('GET /api/auth/doccheck/return hands the values to /register in the top window', async () => {
      const res = await app.inject({ url: '/api/auth/doccheck/return?code=abc&state=form-1&login_id=7&uniquekey=u%22x' });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.body).toContain('href="/register?code=abc&amp;login_id=7&amp;uniquekey=u%22x&amp;idForm=form-1" target="_top"');
    });

    it('verifies a German HCP at once with a valid DocCheck code', async () => {
      const { res, user } = await registerAndVerify('good-code');
      expect(res.json()).toEqual({ status: 'emailVerifiedAndHcpVerifiedInstantly' });
      expect(user.hcp_status).toBe('verified');
    });

    it('queues the registration for review when the code does not hold', async () => {
      const { res, user } = await registerAndVerify('stale-code');
      expect(res.json()).toEqual({ status: 'emailVerifiedAndLeadCreated' });
      expect(user.hcp_status).toBe('pending');
      const request = await app.db.selectFrom('hcp_verification_requests').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
      expect(request).toMatchObject({ status: 'pending', method: 'review', evidence: { docCheckError: 'token' } });
    });
  });

  it('without DocCheck settings a German registration with a code goes to the queue', async () => {
    const app = await buildTestApp();
    const before = fake.calls.length;
    const fields = validSignup({ region: 'DE', code: 'good-code' });
    expect((await signUpViaApi(app, fields)).statusCode).toBe(200);
    const request = await app.db
      .selectFrom('hcp_verification_requests as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select('r.method')
      .where('u.email', '=', fields.email!)
      .executeTakeFirstOrThrow();
    expect(request.method).toBe('review');
    expect(fake.calls.length).toBe(before); // DocCheck is not contacted
    expect((await app.inject({ url: '/api/auth/doccheck?idForm=f' })).statusCode).toBe(404);
    await app.close();
  });
});
