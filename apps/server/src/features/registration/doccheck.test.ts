import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { startFakeDocCheck } from '../../test/fake-doccheck.js';
import { DocCheckError, exchangeDocCheckCode, type DocCheckSettings } from './doccheck.client.js';
import { altchaHeader, latestMail, signUpViaApi, validSignup } from '../../test/flows.js';

describe('DocCheck code exchange', () => {
  let fake: Awaited<ReturnType<typeof startFakeDocCheck>>;
  let settings: DocCheckSettings;
  beforeAll(async () => {
    fake = await startFakeDocCheck();
    settings = fake.settings;
  });
  afterAll(() => new Promise<void>((r) => fake.server.close(() => r())));

  it('exchanges a valid code and reads the user data', async () => {
    const id = await exchangeDocCheckCode(settings, {
      code: 'good-code',
      redirectUri: 'http://site/api/auth/doccheck/return',
      expectedUniqueKey: 'dc-unique-42',
    });
    expect(id).toEqual({ uniqueId: 'dc-unique-42', professionId: 1, country: 'DE' });
  });

  it('fails on a rejected code, and on a uniquekey that does not match', async () => {
    await expect(
      exchangeDocCheckCode(settings, { code: 'bad', redirectUri: 'http://site/api/auth/doccheck/return' }),
    ).rejects.toMatchObject({ stage: 'token' });
    await expect(
      exchangeDocCheckCode(settings, {
        code: 'good-code',
        redirectUri: 'http://site/api/auth/doccheck/return',
        expectedUniqueKey: 'someone-else',
      }),
    ).rejects.toBeInstanceOf(DocCheckError);
  });

  describe('at sign-up and e-mail verification (POST /api/auth/signup, POST /api/user/verifyUser)', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp({ deployment: { docCheck: settings } });
    });
    afterAll(() => app?.close());

    const registerAndVerify = async (code: string) => {
      const fields = validSignup({ region: 'DE', code, login_id: '1234', uniquekey: 'dc-unique-42' });
      expect((await signUpViaApi(app, fields)).statusCode).toBe(200);
      const { token } = await latestMail(app, fields.email!);
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/verifyUser',
        payload: { recoveryToken: token },
        headers: await altchaHeader(app),
      });
      const user = await app.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', fields.email!)
        .executeTakeFirstOrThrow();
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

    it('lets the pages frame the configured DocCheck login and our own return page', async () => {
      const csp = String((await app.inject({ url: '/login' })).headers['content-security-policy']);
      const frameSrc = /frame-src ([^;]*)/.exec(csp)![1]!.split(' ');
      expect(frameSrc).toEqual(expect.arrayContaining(["'self'", fake.base, 'https://login.doccheck.com']));
    });

    it('GET /api/auth/doccheck/return hands the values to /register in the top window', async () => {
      const res = await app.inject({
        url: '/api/auth/doccheck/return?code=abc&state=form-1&login_id=7&uniquekey=u%22x',
      });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.body).toContain(
        'href="/register?code=abc&amp;login_id=7&amp;uniquekey=u%22x&amp;idForm=form-1" target="_top"',
      );
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
      const request = await app.db
        .selectFrom('hcp_verification_requests')
        .selectAll()
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
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
