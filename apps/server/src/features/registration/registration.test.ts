import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { findUserByEmail, updateUserByEmail } from '../../core/users/users.repository.js';
import { createMember, issueTestAccessToken } from '../../test/factories.js';
import { altchaHeader, latestMail, multipart, pngImage, signUpViaApi, validSignup } from '../../test/flows.js';

describe('POST /api/auth/signup', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ deployment: { allowedCountries: ['US', 'DE'] } });
  });
  afterAll(() => app?.close());

  const errorOf = async (fields: Record<string, string>) => {
    const res = await signUpViaApi(app, fields);
    return {
      status: res.statusCode,
      ...res.json<{ errors: string; message: string; fields?: Record<string, string> }>(),
    };
  };

  it('refuses a request without a solved ALTCHA', async () => {
    const body = await multipart(validSignup());
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toBe('captchaRequired');
  });

  it('stores the member unverified, hashes the password and mails the verification link', async () => {
    const fields = validSignup({
      email: 'New.Member@Example.test',
      seniority: 'sen1',
      speciality: 'spec2',
      mobileNumber: '+491701234567',
    });
    const res = await signUpViaApi(app, fields);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'pendingEmailVerification', action: 'sentEmailVerificationLink' });
    const user = await findUserByEmail(app.db, 'new.member@example.test');
    expect(user).toMatchObject({
      email: 'new.member@example.test',
      hcp_status: 'none',
      email_verified_at: null,
      seniority: 'sen1',
    });
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
    const { mail, token } = await latestMail(app, 'new.member@example.test');
    expect(mail?.subject).toContain('Verify your e-mail address');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await app.db
      .selectFrom('user_tokens')
      .select('token_hash')
      .where('user_id', '=', user!.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toBe(token); // only the hash is kept
  });

  it("stores the codes of the labels the web app's signup sends (Germany, Professor, Hepatology)", async () => {
    const res = await signUpViaApi(
      app,
      validSignup({
        email: 'labels.member@example.test',
        region: 'Germany',
        seniority: 'Professor',
        speciality: 'Hepatology',
        code: 'dc-code',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(await findUserByEmail(app.db, 'labels.member@example.test')).toMatchObject({
      region: 'DE',
      seniority: 'sen1',
      speciality: 'spec29',
    });
  });

  it.each([
    [{ title: '' }, 'title', 'Title is required'],
    [{ firstName: ' ' }, 'firstName', 'First Name is required'],
    [{ lastName: '' }, 'lastName', 'Last Name is required'],
    [{ region: '' }, 'region', 'Region is required'],
    [{ email: '' }, 'email', 'Email is Required'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email format'],
    [
      { mobileNumber: '12345' },
      'mobileNumber',
      'Please enter a valid country code prefix followed by a 10-digit phone number.',
    ],
    [{ password: 'short1A' }, 'password', 'Password criteria'],
    [{ hcpConfirmation: 'false' }, 'hcpConfirmation', 'Please accept all conditions'],
    [{ privacyRead: 'false' }, 'privacyRead', 'Please accept all conditions'],
    [{ tcRead: 'false' }, 'tcRead', 'Please accept all conditions'],
    [{ seniority: 'sen999' }, 'seniority', expect.any(String)],
  ])('rejects %o with the field message', async (override, field, message) => {
    const err = await errorOf(validSignup(override));
    expect(err.status).toBe(400);
    expect(err.errors).toBe('validationError');
    expect(err.fields?.[field]).toEqual(message);
  });

  it('answers requiredPasswordForNonHcpUsers when the password is missing on the normal path', async () => {
    const err = await errorOf(validSignup({ password: '' }));
    expect(err).toMatchObject({
      status: 400,
      errors: 'requiredPasswordForNonHcpUsers',
      message: 'Password is required for non-hcp users',
    });
  });

  it('blocks common passwords', async () => {
    const err = await errorOf(validSignup({ password: 'Password123!' }));
    expect(err).toMatchObject({
      status: 400,
      fields: { password: 'This password is too common. Please choose another.' },
    });
  });

  it('answers userAlreadyExist for a known address, whatever its case', async () => {
    const fields = validSignup();
    expect((await signUpViaApi(app, fields)).statusCode).toBe(200);
    const err = await errorOf({ ...validSignup(), email: fields.email!.toUpperCase() });
    expect(err).toMatchObject({ status: 409, errors: 'userAlreadyExist', message: 'User already exists' });
  });

  it('answers crmCountryNotMatched for a region this deployment does not serve', async () => {
    const err = await errorOf(validSignup({ region: 'EG' }));
    expect(err).toMatchObject({ status: 400, errors: 'crmCountryNotMatched', message: 'CRM country not matched' });
  });

  it('registers a provider ID without a password and raises a request for the provider', async () => {
    const fields = validSignup({ providerId: 'true', password: '' });
    const res = await signUpViaApi(app, fields);
    expect(res.json()).toEqual({
      status: 'pendingProviderVerification',
      action: 'requestRaisedForProviderVerification',
    });
    const user = await findUserByEmail(app.db, fields.email!);
    expect(user).toMatchObject({ password_hash: null, provider_id_user: true });
    const request = await app.db
      .selectFrom('hcp_verification_requests')
      .selectAll()
      .where('user_id', '=', user!.id)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ method: 'providerId', status: 'awaitingEmail' });
  });

  it('re-encodes and stores a valid image', async () => {
    const fields = validSignup();
    const body = await multipart(fields, { bytes: await pngImage(), type: 'image/png', name: 'me.png' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: body.payload,
      headers: { ...body.headers, ...(await altchaHeader(app)) },
    });
    expect(res.statusCode).toBe(200);
    const user = await findUserByEmail(app.db, fields.email!);
    expect(user?.image_path).toMatch(/^profile\/[0-9a-f-]+\.webp$/);
    expect(fs.existsSync(path.join(app.env.dataDir, 'uploads', user!.image_path!))).toBe(true);
  });

  it('stores the photo where Edit Profile finds it: replacing it later deletes the registration file', async () => {
    const fields = validSignup();
    const body = await multipart(fields, { bytes: await pngImage(), type: 'image/png', name: 'me.png' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: body.payload,
      headers: { ...body.headers, ...(await altchaHeader(app)) },
    });
    expect(res.statusCode).toBe(200);
    const now = new Date();
    const user = await updateUserByEmail(app.db, fields.email!, {
      email_verified_at: now,
      hcp_status: 'verified',
      hcp_verified_at: now,
    });
    const uploaded = path.join(app.env.dataDir, 'uploads', user!.image_path!);
    expect(fs.existsSync(uploaded)).toBe(true);

    const auth = { authorization: `Bearer ${await issueTestAccessToken(app, user!.id)}` };
    const profile = new FormData();
    for (const [k, v] of Object.entries({
      title: 'Dr.',
      firstName: 'New',
      lastName: 'Photo',
      region: 'US',
      imageStatus: 'IMAGE_UPDATED',
    })) {
      profile.append(k, v);
    }
    profile.append('image', new Blob([new Uint8Array(await pngImage(48))], { type: 'image/png' }), 'new.png');
    const saved = await app.inject({ method: 'PUT', url: '/api/user', headers: auth, payload: profile });
    expect(saved.statusCode).toBe(200);

    const after = await findUserByEmail(app.db, fields.email!);
    expect(after?.image_path).not.toBe(user!.image_path);
    expect(fs.existsSync(path.join(app.env.dataDir, 'uploads', after!.image_path!))).toBe(true);
    expect(fs.existsSync(uploaded)).toBe(false);
  });

  it('marks the invitations of the address accepted when the invited colleague registers', async () => {
    const [inviter, another] = [await createMember(app), await createMember(app)];
    const invite = (who: typeof inviter, email: string) =>
      app.inject({ method: 'POST', url: '/api/user/invite', headers: who.auth, payload: { email } });
    expect((await invite(inviter, 'invited.colleague@example.test')).statusCode).toBe(201);
    expect((await invite(another, 'invited.colleague@example.test')).statusCode).toBe(201);
    expect((await invite(inviter, 'still.invited@example.test')).statusCode).toBe(201);
    const invitations = () =>
      app.db
        .selectFrom('invitations')
        .select(['email', 'accepted_at'])
        .where('inviter_id', 'in', [inviter.user.id, another.user.id])
        .orderBy('id')
        .execute();
    expect((await invitations()).every((i) => i.accepted_at === null)).toBe(true);

    const res = await signUpViaApi(app, validSignup({ email: 'Invited.Colleague@Example.test' }));
    expect(res.statusCode).toBe(200);

    const rows = await invitations();
    expect(rows.map((i) => [i.email, i.accepted_at !== null])).toEqual([
      ['invited.colleague@example.test', true],
      ['invited.colleague@example.test', true],
      ['still.invited@example.test', false],
    ]);
    // A member now holds the address, so it cannot be invited again.
    expect((await invite(inviter, 'invited.colleague@example.test')).statusCode).toBe(409);
  });

  it.each([
    [
      'too big',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(2_097_153)]),
      'Uploaded file is too big.',
    ],
    ['not an image', Buffer.from('GIF89a not really a png'), 'Uploaded file has unsupported format.'],
  ])('refuses an image that is %s', async (_label, bytes, message) => {
    const fields = validSignup();
    const body = await multipart(fields, { bytes, type: 'image/png', name: 'x.png' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: body.payload,
      headers: { ...body.headers, ...(await altchaHeader(app)) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ image: message });
    expect(await findUserByEmail(app.db, fields.email!)).toBeUndefined();
  });

  it('accepts an image of exactly 2 MB', async () => {
    const png = await pngImage();
    const padded = Buffer.concat([png, Buffer.alloc(2_097_152 - png.length)]); // trailing bytes after IEND
    const body = await multipart(validSignup(), { bytes: padded, type: 'image/png', name: 'x.png' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: body.payload,
      headers: { ...body.headers, ...(await altchaHeader(app)) },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a JSON body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: validSignup(),
      headers: await altchaHeader(app),
    });
    expect(res.statusCode).toBe(415);
  });

  it('limits sign-ups per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      codes.push((await signUpViaApi(app, validSignup({ title: '' }), { remoteAddress: '10.9.9.9' })).statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
