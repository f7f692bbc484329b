import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createMember, issueTestAccessToken } from '../../test/factories.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { findUserById } from '../../core/users/users.repository.js';
import { altchaHeader, latestMail, signUpViaApi, validSignup } from '../../test/flows.js';

const OLD = 'Alveolar-Lung-42';
const NEW = 'Bronchial-Tree-77';

describe('password flows', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app?.close());

  const memberWithPassword = async () => createMember(app, { passwordHash: await hashPassword(OLD) });
  const requestReset = async (email: string, opts: { remoteAddress?: string } = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/user/reset-password-email',
      payload: { email },
      headers: await altchaHeader(app),
      ...opts,
    });
  const reset = async (recoveryToken: string, newPassword: string) =>
    app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { recoveryToken, newPassword },
      headers: await altchaHeader(app),
    });
  const me = (token: string) =>
    app.inject({ url: '/api/admin/verifications', headers: { authorization: `Bearer ${token}` } });
  /** 401 when the token no longer signs anyone in; 403 (member, not admin) while it does. */
  const tokenAlive = async (token: string) => (await me(token)).statusCode !== 401;

  describe('POST /api/user/reset-password-email', () => {
    it('refuses a request without a solved ALTCHA', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/reset-password-email',
        payload: { email: 'a@example.test' },
      });
      expect(res.json().errors).toBe('captchaRequired');
    });

    it('checks the address format', async () => {
      const res = await requestReset('nope');
      expect(res.json()).toMatchObject({ errors: 'validationError', fields: { email: 'Invalid email format' } });
    });

    it('answers userDoesNotExist for an unknown address', async () => {
      const res = await requestReset('nobody@example.test');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ errors: 'userDoesNotExist', message: 'User does not exist' });
    });

    it('answers userNotVerifiedByProvider while the account waits for verification', async () => {
      const fields = validSignup();
      await signUpViaApi(app, fields);
      const res = await requestReset(fields.email!);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        errors: 'userNotVerifiedByProvider',
        message: 'User is not verified by the provider',
      });
    });

    it('mails a reset link', async () => {
      const { user } = await memberWithPassword();
      const res = await requestReset(user.email);
      expect(res.statusCode).toBe(200);
      const { mail, token } = await latestMail(app, user.email);
      expect(mail?.subject).toContain('Reset your');
      expect(mail?.text).toContain(`/resetpassword/${token}`);
    });

    it('allows 4 requests an hour per e-mail', async () => {
      const { user } = await memberWithPassword();
      const codes: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        codes.push((await requestReset(user.email, { remoteAddress: `10.0.0.${i + 1}` })).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 200, 429]);
    });
  });

  describe('POST /api/user/reset-password', () => {
    it('answers invalidOrExpiredToken for an unknown, expired or used token', async () => {
      expect((await reset('unknown', NEW)).json()).toMatchObject({
        errors: 'invalidOrExpiredToken',
        message: 'Token invalid or expired',
      });
      const { user } = await memberWithPassword();
      await requestReset(user.email);
      const { token } = await latestMail(app, user.email);
      await app.db
        .updateTable('user_tokens')
        .set({ expires_at: new Date(Date.now() - 1) })
        .where('user_id', '=', user.id)
        .execute();
      expect((await reset(token!, NEW)).json().errors).toBe('invalidOrExpiredToken');
    });

    it('applies the password policy before spending the token', async () => {
      const { user } = await memberWithPassword();
      await requestReset(user.email);
      const { token } = await latestMail(app, user.email);
      expect((await reset(token!, 'short')).json().fields).toEqual({ newPassword: 'Password criteria' });
      expect((await reset(token!, '')).json().fields).toEqual({ newPassword: 'New Password is required' });
      expect((await reset(token!, 'Password123!')).json().fields).toEqual({
        newPassword: 'This password is too common. Please choose another.',
      });
      expect((await reset(token!, NEW)).statusCode).toBe(200);
    });

    it('sets the password, ends every session, mails the member, and works once', async () => {
      const { user, token: access } = await memberWithPassword();
      await requestReset(user.email);
      await requestReset(user.email);
      const older = await app.db
        .selectFrom('user_tokens')
        .select('id')
        .where('user_id', '=', user.id)
        .orderBy('id')
        .execute();
      expect(older).toHaveLength(2);
      const { token } = await latestMail(app, user.email);
      expect(await tokenAlive(access)).toBe(true);

      const res = await reset(token!, NEW);
      expect(res.statusCode).toBe(200);
      const stored = await findUserById(app.db, user.id);
      expect(await verifyPassword(stored!.password_hash, NEW)).toBe(true);
      expect(await tokenAlive(access)).toBe(false);
      expect((await latestMail(app, user.email)).mail?.subject).toContain('password was changed');
      expect((await reset(token!, 'Another-Pass-99')).json().errors).toBe('invalidOrExpiredToken');
    });
  });

  describe('POST /api/user/changePassword', () => {
    const change = (token: string, oldPassword: string, newPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/api/user/changePassword',
        payload: { oldPassword, newPassword },
        headers: { authorization: `Bearer ${token}` },
      });

    it('answers 401 without a token', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/changePassword',
        payload: { oldPassword: OLD, newPassword: NEW },
      });
      expect(res.statusCode).toBe(401);
    });

    it('answers 401, not 400, to a visitor whose body is invalid too', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/user/changePassword', payload: { oldPassword: 7 } });
      expect(res.statusCode).toBe(401);
      expect(res.json().errors).toBe('unauthorized');
    });

    it('requires the current password and a different, valid new one', async () => {
      const { token } = await memberWithPassword();
      expect((await change(token, '', NEW)).json().fields).toMatchObject({
        oldPassword: 'Current password is required',
      });
      expect((await change(token, OLD, OLD)).json().fields).toEqual({
        newPassword: 'Current and New Password should be different',
      });
      expect((await change(token, OLD, 'weak')).json().fields).toEqual({ newPassword: 'Password criteria' });
      const wrong = await change(token, 'Wrong-Password-1', NEW);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        errors: 'invalidCurrentPassword',
        message: 'Current password is incorrect',
      });
    });

    it('changes the password, keeps this session, ends the others and mails the member', async () => {
      const { user, token } = await memberWithPassword();
      const other = await issueTestAccessToken(app, user.id);
      await requestReset(user.email);
      const { token: resetLink } = await latestMail(app, user.email);
      const res = await change(token, OLD, NEW);
      expect(res.statusCode).toBe(200);
      expect(await verifyPassword((await findUserById(app.db, user.id))!.password_hash, NEW)).toBe(true);
      expect(await tokenAlive(token)).toBe(true);
      expect(await tokenAlive(other)).toBe(false);
      expect((await latestMail(app, user.email)).mail?.subject).toContain('password was changed');
      expect((await reset(resetLink!, 'Another-Pass-99')).json().errors).toBe('invalidOrExpiredToken'); // old links die
    });
  });
});
