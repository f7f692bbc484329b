import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, bearer, claimsOf, factorAuditOf } from '../../test/account-api.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createAdmin, createMember, createStaff, issueTestAccessToken } from '../../test/factories.js';
import {
  cookieJar,
  createLoginUser,
  enrolTestTotp,
  exchange,
  PASSWORD,
  pkce,
  postLogin,
  postSecondFactor,
  resumeAfterCode,
  startAuthorize,
} from '../../test/identity.js';
import { totpCode } from '../../lib/totp.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

const { get, post } = apiCalls(() => app);

const auditOf = (userId: number) => factorAuditOf(app, userId, ['secondFactor.']);

/** Password step and the provider's redirects, as the browser does them; stops at the code page or /callback. */
async function passwordStep(email: string) {
  const login = await postLogin(app, { email, password: PASSWORD });
  expect(login.statusCode).toBe(200);
  const { verifier, challenge } = pkce();
  const jar = cookieJar();
  const stop = await startAuthorize(app, login.json<{ sessionToken: string }>().sessionToken, challenge, jar);
  return { stop, jar, verifier };
}

/** A whole sign-in with a code: answers the tokens. */
async function signInWithCode(email: string, code: string) {
  const { stop, jar, verifier } = await passwordStep(email);
  expect(stop.interaction).toBeDefined();
  const res = await postSecondFactor(app, stop.interaction!, code, jar);
  expect(res.statusCode, res.body).toBe(200);
  const params = await resumeAfterCode(app, res.json<{ redirectTo: string }>().redirectTo, jar);
  return exchange(app, params, verifier);
}

describe('enrolment in My Account', () => {
  it('shows a new secret and QR code, turns on with the first code and shows ten recovery codes once', async () => {
    const user = await createLoginUser(app, { role: 'moderator' });
    const { access_token } = await (async () => {
      const { stop, verifier } = await passwordStep(user.email);
      expect(stop.callback).toBeDefined();
      return exchange(app, stop.callback!, verifier);
    })();
    const me = bearer(access_token);

    const before = await get('/user/second-factor', me);
    expect(before.json()).toEqual({
      enrolled: false,
      enrolledAt: null,
      recoveryCodesLeft: 0,
      sessionVerified: false,
      required: true,
    });
    // A moderator signed in with a password alone is refused the console, with a code the web app knows.
    const refused = await get('/admin/members', me);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toBe('SECOND_FACTOR_REQUIRED');

    const start = await post('/user/second-factor/enrolment', me);
    expect(start.statusCode).toBe(200);
    expect(start.headers['cache-control']).toBe('no-store');
    const { secret, otpauthUri, qrCode } = start.json<{ secret: string; otpauthUri: string; qrCode: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    // Stored sealed: the database row does not hold the secret.
    const row = await app.db
      .selectFrom('user_totp')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_box).not.toContain(secret);
    expect(row.confirmed_at).toBeNull();

    // Not on until confirmed: the status says so and never answers the secret.
    expect((await get('/user/second-factor', me)).json()).toMatchObject({ enrolled: false });
    expect((await get('/user/second-factor', me)).body).not.toContain(secret);

    const wrong = await post('/user/second-factor/enrolment/confirm', me, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toBe('invalidSecondFactorCode');
    expect((await post('/user/second-factor/enrolment/confirm', me, { code: 'abc' })).statusCode).toBe(400);

    const confirm = await post('/user/second-factor/enrolment/confirm', me, { code: totpCode(secret, Date.now()) });
    expect(confirm.statusCode).toBe(200);
    const { recoveryCodes } = confirm.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await app.db
      .selectFrom('user_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(stored).toHaveLength(10);
    expect(stored.map((c) => c.code_hash)).not.toContain(recoveryCodes[0]);

    // Confirming proved the factor: this session now counts as signed in with it.
    expect((await get('/user/second-factor', me)).json()).toMatchObject({
      enrolled: true,
      recoveryCodesLeft: 10,
      sessionVerified: true,
    });
    expect((await get('/admin/members', me)).statusCode).toBe(200);

    // A second set-up is refused while the factor is on, and so is confirming again.
    expect((await post('/user/second-factor/enrolment', me)).statusCode).toBe(409);
    expect(
      (await post('/user/second-factor/enrolment/confirm', me, { code: totpCode(secret, Date.now() + 30_000) }))
        .statusCode,
    ).toBe(409);
    expect(await auditOf(user.id)).toEqual([
      { actor_id: user.id, action: 'secondFactor.enrol', from_state: null, to_state: 'totp' },
    ]);
  });

  it('answers 401 to a visitor', async () => {
    expect((await get('/user/second-factor')).statusCode).toBe(401);
    expect((await post('/user/second-factor/enrolment')).statusCode).toBe(401);
    expect((await post('/user/second-factor/enrolment/confirm', {}, { code: '123456' })).statusCode).toBe(401);
    expect((await post('/user/second-factor/disable', {}, { password: 'x', code: '123456' })).statusCode).toBe(401);
  });
});

describe('sign-in with the second factor', () => {
  it('the password alone does not sign in: a code in the same interaction does, and the tokens carry amr otp', async () => {
    const user = await createLoginUser(app);
    const totp = await enrolTestTotp(app, user.id);
    const { stop, jar, verifier } = await passwordStep(user.email);
    expect(stop.callback).toBeUndefined();
    expect(stop.interaction).toMatch(/\S+/);

    // A wrong code is refused and the interaction waits on.
    const wrong = await postSecondFactor(app, stop.interaction!, '000000', jar);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toBe('invalidSecondFactorCode');
    // Another browser (without the interaction's cookie) cannot finish it.
    const elsewhere = await postSecondFactor(app, stop.interaction!, totp.code(), cookieJar());
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toBe('secondFactorSignInExpired');

    const right = await postSecondFactor(app, stop.interaction!, totp.code(), jar);
    expect(right.statusCode).toBe(200);
    const tokens = await exchange(app, await resumeAfterCode(app, right.json().redirectTo, jar), verifier);
    expect(claimsOf(tokens.id_token)).toMatchObject({ amr: ['pwd', 'otp'], acr: 'urn:aatd:acr:mfa' });
    expect((await get('/user/second-factor', bearer(tokens.access_token))).json()).toMatchObject({
      sessionVerified: true,
    });
    // The interaction is finished: its code step cannot be used again.
    expect((await postSecondFactor(app, stop.interaction!, totp.code(1), jar)).statusCode).toBe(400);
  });

  it('refuses a replayed code, accepts each recovery code once', async () => {
    const user = await createLoginUser(app);
    const totp = await enrolTestTotp(app, user.id);
    const code = totp.code();
    await signInWithCode(user.email, code);

    const again = await passwordStep(user.email);
    const replay = await postSecondFactor(app, again.stop.interaction!, code, again.jar);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors).toBe('invalidSecondFactorCode');

    const recovery = totp.recoveryCodes[3]!;
    // Typed in capitals with spaces: still the same code.
    const ok = await postSecondFactor(
      app,
      again.stop.interaction!,
      recovery.toUpperCase().replace(/-/g, ' '),
      again.jar,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const tokens = await exchange(app, await resumeAfterCode(app, ok.json().redirectTo, again.jar), again.verifier);
    expect(claimsOf(tokens.id_token).amr).toEqual(['pwd', 'otp']);
    expect((await get('/user/second-factor', bearer(tokens.access_token))).json()).toMatchObject({
      recoveryCodesLeft: 9,
    });

    const third = await passwordStep(user.email);
    const used = await postSecondFactor(app, third.stop.interaction!, recovery, third.jar);
    expect(used.statusCode).toBe(400);
    expect((await postSecondFactor(app, third.stop.interaction!, totp.recoveryCodes[4]!, third.jar)).statusCode).toBe(
      200,
    );
  });

  it('without a factor the password signs in directly, with amr pwd, and staff are refused the console', async () => {
    const member = await createLoginUser(app);
    const m = await passwordStep(member.email);
    const memberTokens = await exchange(app, m.stop.callback!, m.verifier);
    expect(claimsOf(memberTokens.id_token)).toMatchObject({ amr: ['pwd'], acr: 'urn:aatd:acr:pwd' });
    // A member is refused for their role, not for the factor.
    const memberRefused = await get('/admin/members', bearer(memberTokens.access_token));
    expect(memberRefused.statusCode).toBe(403);
    expect(memberRefused.json().errors).toBe('forbidden');

    const admin = await createLoginUser(app, { role: 'admin' });
    const a = await passwordStep(admin.email);
    const adminTokens = await exchange(app, a.stop.callback!, a.verifier);
    for (const url of [
      '/admin/members',
      '/admin/audit',
      '/admin/content',
      '/admin/moderation/items',
      '/admin/safety-cases',
    ]) {
      const res = await get(url, bearer(adminTokens.access_token));
      expect(res.statusCode, url).toBe(403);
      expect(res.json().errors, url).toBe('SECOND_FACTOR_REQUIRED');
    }
    // The member side still works for them.
    expect((await get('/user', bearer(adminTokens.access_token))).statusCode).toBe(200);
  });

  it('wrong codes meet the same growing wait as passwords, and a right code waits too', async () => {
    const user = await createLoginUser(app);
    const totp = await enrolTestTotp(app, user.id);
    const { stop, jar } = await passwordStep(user.email);
    for (let i = 0; i < 5; i++) {
      expect((await postSecondFactor(app, stop.interaction!, '000000', jar)).statusCode).toBe(400);
    }
    const locked = await postSecondFactor(app, stop.interaction!, totp.code(), jar);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // A new password sign-in does not lift the code's wait.
    const fresh = await passwordStep(user.email);
    expect((await postSecondFactor(app, fresh.stop.interaction!, totp.code(), fresh.jar)).statusCode).toBe(429);
  });

  it('answers 400 for an interaction that awaits no code', async () => {
    const res = await postSecondFactor(app, 'no-such-interaction', '123456', cookieJar());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toBe('secondFactorSignInExpired');
  });
});

describe('turning the factor off', () => {
  it('needs the password and a current code; every session then loses the factor', async () => {
    const user = await createLoginUser(app, { role: 'editor' });
    const totp = await enrolTestTotp(app, user.id);
    const me = bearer(await issueTestAccessToken(app, user.id, ['pwd', 'otp']));
    const staff = { user };
    expect((await get('/admin/content', me)).statusCode).toBe(200);

    const wrongPassword = await post('/user/second-factor/disable', me, { password: 'nope', code: totp.code() });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errors).toBe('invalidCredentials');
    const wrongCode = await post('/user/second-factor/disable', me, { password: PASSWORD, code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().errors).toBe('invalidSecondFactorCode');

    const off = await post('/user/second-factor/disable', me, { password: PASSWORD, code: totp.code() });
    expect(off.statusCode, off.body).toBe(200);
    expect((await get('/user/second-factor', me)).json()).toMatchObject({ enrolled: false, sessionVerified: false });
    const refused = await get('/admin/content', me);
    expect(refused.json().errors).toBe('SECOND_FACTOR_REQUIRED');
    expect((await post('/user/second-factor/disable', me, { password: PASSWORD, code: totp.code(1) })).statusCode).toBe(
      409,
    );
    expect((await auditOf(staff.user.id)).map((r) => r.action)).toEqual(['secondFactor.disable']);
  });
});

describe('an admin resets another member’s factor', () => {
  it('is audited, ends the factor in their sessions, and is refused for one’s own', async () => {
    const admin = await createAdmin(app, { firstName: 'Ada', lastName: 'Reset' });
    await enrolTestTotp(app, admin.user.id);
    const moderator = await createStaff(app, 'moderator');
    await enrolTestTotp(app, moderator.user.id);

    expect((await get(`/admin/members/${moderator.user.id}/second-factor`, admin.auth)).json()).toMatchObject({
      enrolled: true,
      recoveryCodesLeft: 10,
    });
    // Moderators read, but only admins reset.
    expect((await get(`/admin/members/${admin.user.id}/second-factor`, moderator.auth)).statusCode).toBe(200);
    expect((await post(`/admin/members/${admin.user.id}/second-factor/reset`, moderator.auth)).statusCode).toBe(403);

    const own = await post(`/admin/members/${admin.user.id}/second-factor/reset`, admin.auth);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toMatch(/recovery code/);

    const reset = await post(`/admin/members/${moderator.user.id}/second-factor/reset`, admin.auth);
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await get(`/admin/members/${moderator.user.id}/second-factor`, admin.auth)).json()).toMatchObject({
      enrolled: false,
    });
    // Their sessions ended with the factor: the old token no longer signs anyone in.
    expect((await get('/admin/moderation/items', moderator.auth)).statusCode).toBe(401);
    expect(await auditOf(moderator.user.id)).toEqual([
      { actor_id: admin.user.id, action: 'secondFactor.reset', from_state: 'totp', to_state: null },
    ]);
    expect((await post(`/admin/members/${moderator.user.id}/second-factor/reset`, admin.auth)).statusCode).toBe(409);
    expect((await post('/admin/members/999999/second-factor/reset', admin.auth)).statusCode).toBe(404);
    expect((await get('/admin/members/999999/second-factor', admin.auth)).statusCode).toBe(404);
  });

  it('answers 401, 403 and SECOND_FACTOR_REQUIRED by caller', async () => {
    const target = await createStaff(app, 'editor');
    const url = `/admin/members/${target.user.id}/second-factor/reset`;
    expect((await post(url)).statusCode).toBe(401);
    for (const role of ['member', 'editor', 'reviewer', 'safety', 'moderator'] as const) {
      const caller = await createStaff(app, role);
      expect((await post(url, caller.auth)).statusCode, role).toBe(403);
    }
    const member = await createMember(app);
    expect((await get(`/admin/members/${target.user.id}/second-factor`, member.auth)).statusCode).toBe(403);
    const adminWithoutFactor = await createAdmin(app, {}, { secondFactor: false });
    const res = await post(url, adminWithoutFactor.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toBe('SECOND_FACTOR_REQUIRED');
  });
});

/** A sign-in with a code in browser `jar`, keeping the provider's session cookie in it. */
async function browserSignIn(email: string, code: string) {
  const { stop, jar, verifier } = await passwordStep(email);
  if (stop.callback) return { jar, tokens: await exchange(app, stop.callback, verifier) };
  const res = await postSecondFactor(app, stop.interaction!, code, jar);
  expect(res.statusCode, res.body).toBe(200);
  return { jar, tokens: await exchange(app, await resumeAfterCode(app, res.json().redirectTo, jar), verifier) };
}

/**
 * What the browser's provider session still gets without a password: new tokens when it reaches
 * /callback, or null when it is sent to sign in again (the login page, or the code page).
 */
async function silentTokens(jar: ReturnType<typeof cookieJar>) {
  const { verifier, challenge } = pkce();
  const stop = await startAuthorize(app, undefined, challenge, jar).catch(() => null);
  // Back at /callback with an error instead of a code is also "sign in again".
  return stop?.callback?.get('code') ? exchange(app, stop.callback, verifier) : null;
}

describe('a change of factor ends the account’s sessions', () => {
  it('an admin’s reset ends every session: old tokens are refused and no browser gets new ones', async () => {
    const admin = await createAdmin(app);
    const staff = await createLoginUser(app, { role: 'moderator' });
    const totp = await enrolTestTotp(app, staff.id);
    const first = await browserSignIn(staff.email, totp.code());
    const second = await browserSignIn(staff.email, totp.code(1));
    // Before the reset a browser's provider session gives console tokens without a password.
    const silent = await silentTokens(first.jar);
    expect(silent).not.toBeNull();
    expect((await get('/admin/members', bearer(silent!.access_token))).statusCode).toBe(200);

    expect((await post(`/admin/members/${staff.id}/second-factor/reset`, admin.auth)).statusCode).toBe(200);
    for (const token of [first.tokens.access_token, second.tokens.access_token, silent!.access_token]) {
      expect((await get('/user', bearer(token))).statusCode).toBe(401);
    }
    expect(await silentTokens(first.jar)).toBeNull();
    expect(await silentTokens(second.jar)).toBeNull();
  });

  it('turning it off ends every other session; the caller keeps a password-only token and no browser gets new ones', async () => {
    const staff = await createLoginUser(app, { role: 'editor' });
    const totp = await enrolTestTotp(app, staff.id);
    const caller = await browserSignIn(staff.email, totp.code());
    const other = await browserSignIn(staff.email, totp.code(1));
    const me = bearer(caller.tokens.access_token);

    const off = await post('/user/second-factor/disable', me, { password: PASSWORD, code: totp.recoveryCodes[0]! });
    expect(off.statusCode, off.body).toBe(200);
    expect((await get('/user', bearer(other.tokens.access_token))).statusCode).toBe(401);
    // The caller reads on as a member, without the console, until the token expires.
    expect((await get('/user', me)).statusCode).toBe(200);
    expect((await get('/admin/content', me)).json().errors).toBe('SECOND_FACTOR_REQUIRED');
    // Neither browser's provider session gives new tokens: both sign in again.
    expect(await silentTokens(caller.jar)).toBeNull();
    expect(await silentTokens(other.jar)).toBeNull();
  });

  it('turning it on ends every other session and keeps the caller’s, now with the factor', async () => {
    const staff = await createLoginUser(app, { role: 'reviewer' });
    const caller = await browserSignIn(staff.email, '');
    const other = await browserSignIn(staff.email, '');
    const me = bearer(caller.tokens.access_token);
    const { secret } = (await post('/user/second-factor/enrolment', me)).json<{ secret: string }>();
    const on = await post('/user/second-factor/enrolment/confirm', me, { code: totpCode(secret, Date.now()) });
    expect(on.statusCode, on.body).toBe(200);

    expect((await get('/user', bearer(other.tokens.access_token))).statusCode).toBe(401);
    expect(await silentTokens(other.jar)).toBeNull();
    expect((await get('/user/second-factor', me)).json()).toMatchObject({ enrolled: true, sessionVerified: true });
    // The caller's browser session was opened with the password alone: a new token needs the code.
    expect(await silentTokens(caller.jar)).toBeNull();
  });
});
