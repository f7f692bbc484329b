import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, bearer, claimsOf, factorAuditOf } from '../../test/account-api.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createAdmin, createMember, createStaff, issueTestAccessToken } from '../../test/factories.js';
import {
  createLoginUser,
  enrolTestTotp,
  exchange,
  pkce,
  startAuthorize,
  cookieJar,
  PASSWORD,
} from '../../test/identity.js';
import { SoftwareAuthenticator } from '../../test/software-authenticator.js';
import { purgeExpiredIdentityRows } from '../../core/sessions/expired-identity-rows.repository.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

type Headers = Record<string, string>;
const { get, post, send } = apiCalls(() => app);

type Options = { challenge: string; user?: { id: string } };
const optionsOf = (res: { json: () => unknown }) => (res.json() as { options: Options }).options;

const auditOf = (userId: number) => factorAuditOf(app, userId, ['passkey.', 'secondFactor.']);

/** The whole "Add passkey" ceremony in My Account; answers the new passkey. */
async function addPasskey(auth: Headers, name = 'Work laptop', authenticator = new SoftwareAuthenticator()) {
  const options = await post('/user/passkeys/options', auth);
  expect(options.statusCode, options.body).toBe(200);
  const res = await post('/user/passkeys', auth, { name, credential: authenticator.register(optionsOf(options)) });
  expect(res.statusCode, res.body).toBe(200);
  return { authenticator, passkey: res.json<{ id: number; name: string }>() };
}

const signInOptions = async () => {
  const res = await post('/auth/passkey/options');
  expect(res.statusCode).toBe(200);
  return optionsOf(res);
};

/** Passkey sign-in as the login page does it, through the provider to tokens. */
async function signInWithPasskey(authenticator: SoftwareAuthenticator) {
  const verify = await post(
    '/auth/passkey/verify',
    {},
    { credential: authenticator.authenticate(await signInOptions()) },
  );
  expect(verify.statusCode, verify.body).toBe(200);
  const { verifier, challenge } = pkce();
  const stop = await startAuthorize(app, verify.json<{ sessionToken: string }>().sessionToken, challenge, cookieJar());
  // No code page: the passkey was both factors.
  expect(stop.interaction).toBeUndefined();
  return exchange(app, stop.callback!, verifier);
}

describe('POST /api/user/passkeys/options and POST /api/user/passkeys', () => {
  it('needs a signed-in member', async () => {
    expect((await post('/user/passkeys/options')).statusCode).toBe(401);
    expect((await get('/user/passkeys')).statusCode).toBe(401);
  });

  it('adds a discoverable, user-verifying passkey, lists it and audits it', async () => {
    const { user, auth } = await createMember(app);
    const options = optionsOf(await post('/user/passkeys/options', auth)) as Options & {
      rp: { id: string };
      authenticatorSelection: { residentKey: string; userVerification: string };
      user: { id: string; name: string };
    };
    expect(options.rp.id).toBe('localhost');
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    // The user handle is random-looking, not the member number or e-mail.
    expect(Buffer.from(options.user.id, 'base64url').toString()).not.toContain(String(user.email));
    const authenticator = new SoftwareAuthenticator();
    const res = await post('/user/passkeys', auth, {
      name: ' Work laptop ',
      credential: authenticator.register(options),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Work laptop', lastUsedAt: null, synced: false });

    const list = await get('/user/passkeys', auth);
    expect(list.json().data).toEqual([expect.objectContaining({ name: 'Work laptop', lastUsedAt: null })]);
    expect(list.body).not.toContain(authenticator.id);
    expect(await auditOf(user.id)).toEqual([
      { actor_id: user.id, action: 'passkey.add', from_state: null, to_state: 'passkey' },
    ]);
  });

  it('refuses a replayed, a wrong and an expired challenge', async () => {
    const { auth } = await createMember(app, {}, { secondFactor: true });
    const authenticator = new SoftwareAuthenticator();
    const options = optionsOf(await post('/user/passkeys/options', auth));
    const credential = authenticator.register(options);
    expect((await post('/user/passkeys', auth, { name: 'Phone', credential })).statusCode).toBe(200);
    // The same answer again: the challenge was single use.
    const replay = await post('/user/passkeys', auth, { name: 'Phone', credential });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors).toBe('passkeyChallengeExpired');

    // A challenge this site never issued.
    const wrong = await post('/user/passkeys', auth, {
      name: 'Key',
      credential: new SoftwareAuthenticator().register({ challenge: 'bm90LWEtcmVhbC1jaGFsbGVuZ2UtYXQtYWxs' }),
    });
    expect(wrong.json().errors).toBe('passkeyChallengeExpired');

    // Another member's challenge does not serve this one.
    const other = await createMember(app);
    const theirs = optionsOf(await post('/user/passkeys/options', other.auth));
    const stolen = await post('/user/passkeys', auth, {
      name: 'Key',
      credential: new SoftwareAuthenticator().register(theirs),
    });
    expect(stolen.json().errors).toBe('passkeyChallengeExpired');

    // Expired: the challenge is gone after its time, and the retention job drops it.
    const late = optionsOf(await post('/user/passkeys/options', auth));
    await app.db
      .updateTable('webauthn_challenges')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('challenge', '=', late.challenge)
      .execute();
    const expired = await post('/user/passkeys', auth, {
      name: 'Key',
      credential: new SoftwareAuthenticator().register(late),
    });
    expect(expired.json().errors).toBe('passkeyChallengeExpired');
    const stale = optionsOf(await post('/user/passkeys/options', other.auth));
    await app.db
      .updateTable('webauthn_challenges')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('challenge', '=', stale.challenge)
      .execute();
    await purgeExpiredIdentityRows(app.db);
    const left = await app.db
      .selectFrom('webauthn_challenges')
      .select('challenge')
      .where('challenge', '=', stale.challenge)
      .execute();
    expect(left).toEqual([]);
  });

  it('keeps one registration in flight per member: a new one replaces the last', async () => {
    const { auth } = await createMember(app);
    const first = optionsOf(await post('/user/passkeys/options', auth));
    const second = optionsOf(await post('/user/passkeys/options', auth));
    const old = await post('/user/passkeys', auth, {
      name: 'Old',
      credential: new SoftwareAuthenticator().register(first),
    });
    expect(old.json().errors).toBe('passkeyChallengeExpired');
    expect(
      (await post('/user/passkeys', auth, { name: 'New', credential: new SoftwareAuthenticator().register(second) }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses an answer for another origin, without user verification, or registered already', async () => {
    const { auth } = await createMember(app, {}, { secondFactor: true });
    const wrongOrigin = await post('/user/passkeys', auth, {
      name: 'Key',
      credential: new SoftwareAuthenticator().register(optionsOf(await post('/user/passkeys/options', auth)), {
        origin: 'https://evil.example',
      }),
    });
    expect(wrongOrigin.statusCode).toBe(400);
    expect(wrongOrigin.json().errors).toBe('passkeyNotVerified');
    const noUv = await post('/user/passkeys', auth, {
      name: 'Key',
      credential: new SoftwareAuthenticator().register(optionsOf(await post('/user/passkeys/options', auth)), {
        userVerified: false,
      }),
    });
    expect(noUv.json().errors).toBe('passkeyNotVerified');

    const { authenticator } = await addPasskey(auth);
    const again = await post('/user/passkeys', auth, {
      name: 'Again',
      credential: authenticator.register(optionsOf(await post('/user/passkeys/options', auth))),
    });
    expect(again.statusCode).toBe(409);
    const badName = await post('/user/passkeys', auth, {
      name: '   ',
      credential: new SoftwareAuthenticator().register(optionsOf(await post('/user/passkeys/options', auth))),
    });
    expect(badName.statusCode).toBe(400);
  });

  it('adding beside an existing factor needs a session signed in with one', async () => {
    const { user, auth } = await createMember(app);
    await addPasskey(auth);
    const passwordOnly = bearer(await issueTestAccessToken(app, user.id, ['pwd']));
    const res = await post('/user/passkeys/options', passwordOnly);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toBe('passkeyNeedsSecondFactor');

    const withTotp = await createMember(app, {}, { secondFactor: false });
    await enrolTestTotp(app, withTotp.user.id);
    expect((await post('/user/passkeys/options', withTotp.auth)).json().errors).toBe('passkeyNeedsSecondFactor');
  });
});

describe('POST /api/auth/passkey/options and /api/auth/passkey/verify', () => {
  it('signs a member in without a password: the tokens say a hardware key and several factors', async () => {
    const { user, auth } = await createMember(app);
    const { authenticator } = await addPasskey(auth);
    const signInOpts = (await signInOptions()) as Options & { allowCredentials?: unknown[]; userVerification: string };
    // Discoverable: no account is named, the browser offers the person's passkeys.
    expect(signInOpts.allowCredentials ?? []).toEqual([]);
    expect(signInOpts.userVerification).toBe('required');

    const tokens = await signInWithPasskey(authenticator);
    expect(claimsOf(tokens.id_token)).toMatchObject({ amr: ['hwk', 'mfa'], acr: 'urn:aatd:acr:mfa' });
    const me = await get('/user', bearer(tokens.access_token));
    expect(me.statusCode).toBe(200);
    const list = (await get('/user/passkeys', bearer(tokens.access_token))).json().data as { lastUsedAt: string }[];
    expect(list[0]!.lastUsedAt).not.toBeNull();
    const row = await app.db
      .selectFrom('user_passkeys')
      .select('counter')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.counter)).toBe(authenticator.counter);
  });

  it('refuses a replayed challenge, a wrong one and an unknown passkey', async () => {
    const { auth } = await createMember(app, {}, { secondFactor: true });
    const { authenticator } = await addPasskey(auth);
    const credential = authenticator.authenticate(await signInOptions());
    expect((await post('/auth/passkey/verify', {}, { credential })).statusCode).toBe(200);
    const replay = await post('/auth/passkey/verify', {}, { credential });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors).toBe('passkeyChallengeExpired');

    const wrong = await post(
      '/auth/passkey/verify',
      {},
      {
        credential: authenticator.authenticate({ challenge: 'bm90LWEtcmVhbC1jaGFsbGVuZ2UtYXQtYWxs' }),
      },
    );
    expect(wrong.json().errors).toBe('passkeyChallengeExpired');

    // A registration challenge is not a sign-in challenge.
    const registration = optionsOf(await post('/user/passkeys/options', auth));
    const crossed = await post('/auth/passkey/verify', {}, { credential: authenticator.authenticate(registration) });
    expect(crossed.json().errors).toBe('passkeyChallengeExpired');

    const unknown = await post(
      '/auth/passkey/verify',
      {},
      {
        credential: new SoftwareAuthenticator().authenticate(await signInOptions()),
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors).toBe('passkeyUnknown');
  });

  it('refuses a signature counter that went back (a cloned authenticator), a bad signature and no user verification', async () => {
    const { auth } = await createMember(app);
    const { authenticator } = await addPasskey(auth);
    expect(
      (
        await post(
          '/auth/passkey/verify',
          {},
          { credential: authenticator.authenticate(await signInOptions(), { counter: 5 }) },
        )
      ).statusCode,
    ).toBe(200);
    const cloned = await post(
      '/auth/passkey/verify',
      {},
      {
        credential: authenticator.authenticate(await signInOptions(), { counter: 3 }),
      },
    );
    expect(cloned.statusCode).toBe(400);
    expect(cloned.json().errors).toBe('passkeyNotVerified');
    const same = await post(
      '/auth/passkey/verify',
      {},
      {
        credential: authenticator.authenticate(await signInOptions(), { counter: 5 }),
      },
    );
    expect(same.json().errors).toBe('passkeyNotVerified');

    const forged = authenticator.authenticate(await signInOptions(), { counter: 9 });
    forged.response.signature = new SoftwareAuthenticator().authenticate({ challenge: 'eA' }).response.signature;
    expect((await post('/auth/passkey/verify', {}, { credential: forged })).json().errors).toBe('passkeyNotVerified');

    const noUv = authenticator.authenticate(await signInOptions(), { counter: 10, userVerified: false });
    expect((await post('/auth/passkey/verify', {}, { credential: noUv })).json().errors).toBe('passkeyNotVerified');

    const otherAccount = authenticator.authenticate(await signInOptions(), {
      counter: 11,
      userHandle: 'c29tZW9uZS1lbHNl',
    });
    expect((await post('/auth/passkey/verify', {}, { credential: otherAccount })).json().errors).toBe(
      'passkeyNotVerified',
    );
    // The counter still moves on with an honest answer.
    expect(
      (
        await post(
          '/auth/passkey/verify',
          {},
          { credential: authenticator.authenticate(await signInOptions(), { counter: 12 }) },
        )
      ).statusCode,
    ).toBe(200);
  });

  it('refuses a suspended member as a password sign-in would', async () => {
    const { user, auth } = await createMember(app);
    const { authenticator } = await addPasskey(auth);
    await app.db
      .updateTable('users')
      .set({ suspended_at: new Date(), suspended_until: null })
      .where('id', '=', user.id)
      .execute();
    const res = await post(
      '/auth/passkey/verify',
      {},
      { credential: authenticator.authenticate(await signInOptions()) },
    );
    expect(res.statusCode).toBe(403);
  });

  it('counts as both factors for staff: the console opens without a code, with or without TOTP', async () => {
    const withTotp = await createStaff(app, 'moderator');
    await enrolTestTotp(app, withTotp.user.id);
    const { authenticator } = await addPasskey(withTotp.auth);
    const tokens = await signInWithPasskey(authenticator);
    const me = bearer(tokens.access_token);
    expect((await get('/user/second-factor', me)).json()).toMatchObject({ enrolled: true, sessionVerified: true });
    expect((await get('/admin/members', me)).statusCode).toBe(200);

    // A moderator whose only factor is a passkey.
    const moderator = await createStaff(app, 'moderator');
    const passkeyOnly = await addPasskey(moderator.auth);
    const modTokens = await signInWithPasskey(passkeyOnly.authenticator);
    const mod = bearer(modTokens.access_token);
    expect((await get('/user/second-factor', mod)).json()).toMatchObject({ enrolled: false, sessionVerified: true });
    expect((await get('/admin/members', mod)).statusCode).toBe(200);
    // The same moderator signed in with a password alone still has no second factor.
    const pwd = bearer(await issueTestAccessToken(app, moderator.user.id, ['pwd']));
    expect((await get('/admin/members', pwd)).json().errors).toBe('SECOND_FACTOR_REQUIRED');
  });
});

describe('PUT /api/user/passkeys/:id and POST /api/user/passkeys/:id/remove', () => {
  it('renames only the caller’s own passkeys, audited', async () => {
    const { user, auth } = await createMember(app);
    const { passkey } = await addPasskey(auth);
    const other = await createMember(app);
    expect((await send('PUT', `/user/passkeys/${passkey.id}`, other.auth, { name: 'Mine now' })).statusCode).toBe(404);
    const res = await send('PUT', `/user/passkeys/${passkey.id}`, auth, { name: 'Ward PC' });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Ward PC');
    expect((await auditOf(user.id)).map((a) => a.action)).toEqual(['passkey.add', 'passkey.rename']);
  });

  it('removes with the password, ends the other sessions and audits; the passkey no longer signs in', async () => {
    const user = await createLoginUser(app);
    const mine = bearer(await issueTestAccessToken(app, user.id, ['pwd']));
    const { authenticator, passkey } = await addPasskey(mine);
    const elsewhere = bearer(await issueTestAccessToken(app, user.id, ['hwk', 'mfa']));
    const other = await createMember(app);
    expect((await post(`/user/passkeys/${passkey.id}/remove`, other.auth, { password: 'x' })).statusCode).toBe(400);
    const wrong = await post(`/user/passkeys/${passkey.id}/remove`, mine, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toBe('invalidCredentials');
    const res = await post(`/user/passkeys/${passkey.id}/remove`, mine, { password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get('/user/passkeys', mine)).json().data).toEqual([]);
    expect((await get('/user', elsewhere)).statusCode).toBe(401);
    expect((await post(`/user/passkeys/${passkey.id}/remove`, mine, { password: PASSWORD })).statusCode).toBe(404);
    expect((await auditOf(user.id)).map((a) => [a.action, a.from_state])).toEqual([
      ['passkey.add', null],
      ['passkey.remove', 'passkey'],
    ]);
    const gone = await post(
      '/auth/passkey/verify',
      {},
      { credential: authenticator.authenticate(await signInOptions()) },
    );
    expect(gone.json().errors).toBe('passkeyUnknown');
  });
});

describe('POST /api/admin/members/:id/second-factor/reset', () => {
  it('removes a staff member’s passkeys with their TOTP and ends their sessions', async () => {
    const admin = await createAdmin(app);
    const editor = await createStaff(app, 'editor');
    await enrolTestTotp(app, editor.user.id);
    const { authenticator } = await addPasskey(editor.auth);
    const tokens = await signInWithPasskey(authenticator);

    const moderator = await createStaff(app, 'moderator');
    expect((await post(`/admin/members/${editor.user.id}/second-factor/reset`, moderator.auth)).statusCode).toBe(403);
    expect((await get(`/admin/members/${editor.user.id}/second-factor`, admin.auth)).json()).toMatchObject({
      enrolled: true,
      passkeys: 1,
    });

    const res = await post(`/admin/members/${editor.user.id}/second-factor/reset`, admin.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(`/admin/members/${editor.user.id}/second-factor`, admin.auth)).json()).toMatchObject({
      enrolled: false,
      passkeys: 0,
    });
    expect((await get('/user', bearer(tokens.access_token))).statusCode).toBe(401);
    expect((await get('/user', editor.auth)).statusCode).toBe(401);
    const gone = await post(
      '/auth/passkey/verify',
      {},
      { credential: authenticator.authenticate(await signInOptions()) },
    );
    expect(gone.json().errors).toBe('passkeyUnknown');
    const audit = await auditOf(editor.user.id);
    expect(audit.at(-1)).toEqual({
      actor_id: admin.user.id,
      action: 'secondFactor.reset',
      from_state: 'totp+passkeys',
      to_state: null,
    });
  });

  it('resets a staff member whose only factor is a passkey', async () => {
    const admin = await createAdmin(app);
    const editor = await createStaff(app, 'editor');
    await addPasskey(editor.auth);
    const res = await post(`/admin/members/${editor.user.id}/second-factor/reset`, admin.auth);
    expect(res.statusCode).toBe(200);
    expect((await auditOf(editor.user.id)).at(-1)?.from_state).toBe('passkeys');
    expect((await post(`/admin/members/${editor.user.id}/second-factor/reset`, admin.auth)).statusCode).toBe(409);
  });
});
