import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createAdmin, createMember } from '../../test/factories.js';
import { altchaHeader, latestMail, registerAndVerifyEmail, signUpViaApi, validSignup } from '../../test/flows.js';

const VALID_NPI = '1234567893';

describe('POST /api/user/verifyUser', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ deployment: { npiInstantVerification: true } });
  });
  afterAll(() => app?.close());

  // The link alone, as the page sends it: no captcha header.
  const verify = async (recoveryToken: string, opts: { remoteAddress?: string } = {}) =>
    app.inject({ method: 'POST', url: '/api/user/verifyUser', payload: { recoveryToken }, ...opts });
  const signUp = async (overrides: Record<string, string> = {}) => {
    const fields = validSignup(overrides);
    expect((await signUpViaApi(app, fields)).statusCode).toBe(200);
    return { fields, token: (await latestMail(app, fields.email!)).token! };
  };

  it('asks no proof of work: the single-use token in the link is enough, and a captcha header changes nothing', async () => {
    const { fields, token } = await signUp();
    const res = await verify(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'emailVerifiedAndLeadCreated' });
    const other = await signUp();
    const withHeader = await app.inject({
      method: 'POST',
      url: '/api/user/verifyUser',
      payload: { recoveryToken: other.token },
      headers: await altchaHeader(app),
    });
    expect(withHeader.json()).toEqual({ status: 'emailVerifiedAndLeadCreated' });
    const user = await app.db
      .selectFrom('users')
      .select('email_verified_at')
      .where('email', '=', fields.email!)
      .executeTakeFirstOrThrow();
    expect(user.email_verified_at).not.toBeNull();
  });

  it('answers invalidToken for an unknown token', async () => {
    const res = await verify('not-a-token');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: 'invalidToken', message: 'Email Verification Failed. Invalid token' });
  });

  it('answers tokenExpired after 24 hours', async () => {
    const { fields, token } = await signUp();
    await app.db
      .updateTable('user_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', (eb) => eb.selectFrom('users').select('id').where('email', '=', fields.email!))
      .execute();
    const res = await verify(token);
    expect(res.json()).toMatchObject({ errors: 'tokenExpired', message: 'Email Verification Failed. Expired token' });
  });

  it('verifies the e-mail and raises a request for the queue; the link works once', async () => {
    const { fields, token } = await signUp();
    const res = await verify(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'emailVerifiedAndLeadCreated' });
    const user = await app.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', fields.email!)
      .executeTakeFirstOrThrow();
    expect(user.email_verified_at).not.toBeNull();
    expect(user.hcp_status).toBe('pending');
    expect((await verify(token)).json().errors).toBe('invalidToken');
  });

  it('verifies a US HCP at once when the NPI check digit is valid and the deployment allows it', async () => {
    const { token } = await signUp({ professionalNumber: VALID_NPI });
    expect((await verify(token)).json()).toEqual({ status: 'emailVerifiedAndHcpVerifiedInstantly' });
  });

  it('queues a US HCP whose NPI check digit is wrong', async () => {
    const { token } = await signUp({ professionalNumber: '1234567890' });
    expect((await verify(token)).json()).toEqual({ status: 'emailVerifiedAndLeadCreated' });
  });

  it('always queues a provider-ID registration', async () => {
    const { token } = await signUp({ providerId: 'true', password: '', professionalNumber: VALID_NPI });
    expect((await verify(token)).json()).toEqual({ status: 'emailVerifiedAndLeadCreated' });
  });

  it('does not verify instantly by NPI when the deployment does not enable it', async () => {
    const plain = await buildTestApp();
    const { verify: res } = await registerAndVerifyEmail(plain, { professionalNumber: VALID_NPI });
    expect(res.json()).toEqual({ status: 'emailVerifiedAndLeadCreated' });
    await plain.close();
  });

  it('is rate limited per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) codes.push((await verify(`guess-${i}`, { remoteAddress: '10.1.2.3' })).statusCode);
    expect(codes[19]).toBe(400);
    expect(codes[20]).toBe(429);
  });
});

describe('POST /api/user/resend-verification-email', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app?.close());

  const SAME_ANSWER = {
    message:
      'If this address is registered and still waits for verification, a new link is on its way. It is valid for 24 hours.',
  };
  const resend = async (email: string, opts: { remoteAddress?: string } = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/user/resend-verification-email',
      payload: { email },
      headers: await altchaHeader(app),
      ...opts,
    });
  const verify = async (recoveryToken: string) =>
    app.inject({ method: 'POST', url: '/api/user/verifyUser', payload: { recoveryToken } });
  const mailCount = async (to: string) =>
    Number(
      (
        await app.db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('to_address', '=', to)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses a request without a solved ALTCHA and a malformed address', async () => {
    const bare = await app.inject({
      method: 'POST',
      url: '/api/user/resend-verification-email',
      payload: { email: 'a@example.test' },
    });
    expect(bare.json().errors).toBe('captchaRequired');
    const bad = await resend('not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: 'validationError', fields: { email: 'Invalid email format' } });
  });

  it('mails a new link after the first expired; the new link verifies and the old one is retired', async () => {
    const fields = validSignup();
    expect((await signUpViaApi(app, fields)).statusCode).toBe(200);
    const first = (await latestMail(app, fields.email!)).token!;
    await app.db
      .updateTable('user_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', (eb) => eb.selectFrom('users').select('id').where('email', '=', fields.email!))
      .execute();
    expect((await verify(first)).json().errors).toBe('tokenExpired');

    const res = await resend(fields.email!.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SAME_ANSWER);
    const { mail, token: second } = await latestMail(app, fields.email!);
    expect(mail?.subject).toMatch(/verify/i);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await verify(second!)).json()).toEqual({ status: 'emailVerifiedAndLeadCreated' });
  });

  it('makes only the newest link work', async () => {
    const fields = validSignup();
    await signUpViaApi(app, fields);
    const first = (await latestMail(app, fields.email!)).token!;
    await resend(fields.email!);
    const second = (await latestMail(app, fields.email!)).token!;
    expect((await verify(first)).json().errors).toBe('invalidToken');
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('gives the same answer and sends nothing for an unknown or an already verified address', async () => {
    const unknown = `nobody.${Date.now()}@example.test`;
    expect((await resend(unknown)).json()).toEqual(SAME_ANSWER);
    expect(await mailCount(unknown)).toBe(0);

    const done = await registerAndVerifyEmail(app);
    const before = await mailCount(done.fields.email!);
    const res = await resend(done.fields.email!);
    expect(res.json()).toEqual(SAME_ANSWER);
    expect(await mailCount(done.fields.email!)).toBe(before);
  });

  it('allows 4 an hour per e-mail address', async () => {
    const fields = validSignup();
    await signUpViaApi(app, fields);
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      codes.push((await resend(fields.email!, { remoteAddress: `10.9.0.${i + 1}` })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 429]);
  });
});

describe('HCP verification queue', () => {
  let app: FastifyInstance;
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  let member: Awaited<ReturnType<typeof createMember>>;
  beforeAll(async () => {
    app = await buildTestApp();
    admin = await createAdmin(app);
    member = await createMember(app);
  });
  afterAll(() => app?.close());

  const pendingId = async (email: string) =>
    (
      await app.db
        .selectFrom('hcp_verification_requests as r')
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .select('r.id')
        .where('u.email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;

  describe('GET /api/admin/verifications', () => {
    it('answers 401 without a token and 403 for a member', async () => {
      expect((await app.inject({ url: '/api/admin/verifications' })).statusCode).toBe(401);
      expect((await app.inject({ url: '/api/admin/verifications', headers: member.auth })).statusCode).toBe(403);
    });

    it('settles who is calling before validating: a visitor gets 401 for a malformed query, id or body', async () => {
      for (const r of [
        { method: 'GET' as const, url: '/api/admin/verifications?page=0' },
        { method: 'POST' as const, url: '/api/admin/verifications/abc/approve' },
        { method: 'POST' as const, url: '/api/admin/verifications/1/reject', payload: {} },
      ]) {
        expect((await app.inject(r)).statusCode, r.url).toBe(401);
        expect((await app.inject({ ...r, headers: admin.auth })).statusCode, r.url).toBe(400);
      }
    });

    it('lists pending requests oldest first with the professional details, paged', async () => {
      const first = await registerAndVerifyEmail(app, {
        organisation: 'City Hospital',
        speciality: 'spec3',
        seniority: 'sen2',
        professionalNumber: 'X-1',
      });
      const second = await registerAndVerifyEmail(app);
      await signUpViaApi(app, validSignup()); // e-mail not verified yet: not in the queue
      const res = await app.inject({ url: '/api/admin/verifications?limit=1', headers: admin.auth });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.meta.pagination).toMatchObject({ total: 2, pages: 2, page: 1, next: 2 });
      expect(body.data[0]).toMatchObject({
        method: 'review',
        member: {
          email: first.fields.email,
          organisation: 'City Hospital',
          speciality: 'spec3',
          seniority: 'sen2',
          professionalNumber: 'X-1',
          providerId: false,
        },
      });
      const page2 = await app.inject({ url: '/api/admin/verifications?limit=1&page=2', headers: admin.auth });
      expect(page2.json().data[0].member.email).toBe(second.fields.email);
      const beyond = await app.inject({ url: '/api/admin/verifications?limit=1&page=5', headers: admin.auth });
      expect(beyond.json()).toMatchObject({ data: [], meta: { pagination: { total: 2 } } });
    });
  });

  describe('POST /api/admin/verifications/:id/approve', () => {
    it('answers 401 without a token, 403 for a member and 404 for an unknown request', async () => {
      expect((await app.inject({ method: 'POST', url: '/api/admin/verifications/1/approve' })).statusCode).toBe(401);
      expect(
        (await app.inject({ method: 'POST', url: '/api/admin/verifications/1/approve', headers: member.auth }))
          .statusCode,
      ).toBe(403);
      expect(
        (await app.inject({ method: 'POST', url: '/api/admin/verifications/99999/approve', headers: admin.auth }))
          .statusCode,
      ).toBe(404);
    });

    it('verifies the member and mails them; a second decision is refused', async () => {
      const { fields } = await registerAndVerifyEmail(app);
      const id = await pendingId(fields.email!);
      const res = await app.inject({
        method: 'POST',
        url: `/api/admin/verifications/${id}/approve`,
        headers: admin.auth,
      });
      expect(res.json()).toEqual({ id, status: 'approved' });
      const user = await app.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', fields.email!)
        .executeTakeFirstOrThrow();
      expect(user.hcp_status).toBe('verified');
      const { mail } = await latestMail(app, fields.email!);
      expect(mail?.subject).toContain('is approved');
      const again = await app.inject({
        method: 'POST',
        url: `/api/admin/verifications/${id}/reject`,
        headers: admin.auth,
        payload: { reason: 'x' },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().errors).toBe('verificationAlreadyDecided');
    });
  });

  describe('POST /api/admin/verifications/:id/reject', () => {
    it('answers 401 without a token and 403 for a member', async () => {
      expect(
        (await app.inject({ method: 'POST', url: '/api/admin/verifications/1/reject', payload: { reason: 'x' } }))
          .statusCode,
      ).toBe(401);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/admin/verifications/1/reject',
            payload: { reason: 'x' },
            headers: member.auth,
          })
        ).statusCode,
      ).toBe(403);
    });

    it('requires a reason', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/verifications/1/reject',
        payload: { reason: ' ' },
        headers: admin.auth,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ reason: 'Reason is required' });
    });

    it('rejects the member and mails the reason, escaped in the HTML', async () => {
      const { fields } = await registerAndVerifyEmail(app);
      const id = await pendingId(fields.email!);
      const reason = 'We could not confirm your licence <b>number</b>.';
      const res = await app.inject({
        method: 'POST',
        url: `/api/admin/verifications/${id}/reject`,
        headers: admin.auth,
        payload: { reason },
      });
      expect(res.json()).toEqual({ id, status: 'rejected' });
      const user = await app.db
        .selectFrom('users')
        .select('hcp_status')
        .where('email', '=', fields.email!)
        .executeTakeFirstOrThrow();
      expect(user.hcp_status).toBe('rejected');
      const { mail } = await latestMail(app, fields.email!);
      expect(mail?.text).toContain(reason);
      expect(mail?.html).toContain('licence &lt;b&gt;number&lt;/b&gt;');
    });
  });
});
