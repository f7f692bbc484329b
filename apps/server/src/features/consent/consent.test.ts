import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createAdmin, createMember, createStaff } from '../../test/factories.js';
import { signUpViaApi, validSignup } from '../../test/flows.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url: `/api${url}`, headers });
const post = (url: string, headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
const recordsOf = (userId: number) =>
  app.db.selectFrom('consent_records').selectAll().where('user_id', '=', userId).orderBy('id').execute();

/**
 * Publishes a new terms version for the duration of `fn`. In production a new version comes with a
 * restart (the deployment file), which starts with no token held; so does this.
 */
async function withTermsVersion(version: string, fn: () => Promise<void>) {
  const before = app.deployment.legal.terms;
  app.deployment.legal.terms = { version, date: '2026-11-01' };
  app.forgetAllHeld();
  try {
    await fn();
  } finally {
    app.deployment.legal.terms = before;
    app.forgetAllHeld();
  }
}

describe('registration records the accepted versions', () => {
  it('stores terms and privacy with their versions, the time and the address', async () => {
    const fields = validSignup();
    const before = Date.now();
    const res = await signUpViaApi(app, fields, { remoteAddress: '198.51.100.7' });
    expect(res.statusCode).toBe(200);
    const user = await app.db
      .selectFrom('users')
      .select(['id', 'terms_version', 'privacy_version'])
      .where('email', '=', fields.email!.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ terms_version: '2022-03-29', privacy_version: '2022-09-23' });
    const records = await recordsOf(user.id);
    expect(records.map((r) => [r.document, r.version, r.source, r.ip_address])).toEqual([
      ['terms', '2022-03-29', 'registration', '198.51.100.7'],
      ['privacy', '2022-09-23', 'registration', '198.51.100.7'],
    ]);
    expect(records[0]!.created_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('records nothing when the sign-up is refused', async () => {
    const fields = validSignup({ tcRead: 'false' });
    expect((await signUpViaApi(app, fields)).statusCode).toBe(400);
    const user = await app.db.selectFrom('users').select('id').where('email', '=', fields.email!).executeTakeFirst();
    expect(user).toBeUndefined();
  });
});

describe('a new terms version is accepted at the next sign-in before content is served', () => {
  it('closes content with CONSENT_REQUIRED, keeps the account, the consent calls and sign-out open', async () => {
    const member = await createMember(app);
    expect((await get('/information/news', member.auth)).statusCode).toBe(200);
    await withTermsVersion('2026-11-01', async () => {
      const news = await get('/information/news', member.auth);
      expect(news.statusCode).toBe(403);
      expect(news.json()).toMatchObject({ errors: 'CONSENT_REQUIRED' });
      // every content route goes through the one gate, staff routes too
      expect((await get('/user/all', member.auth)).json()).toMatchObject({ errors: 'CONSENT_REQUIRED' });
      const me = await get('/user', member.auth);
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ consentOutstanding: ['terms'] });
      expect((await get('/user/profile', member.auth)).statusCode).toBe(200);
      const status = await get('/user/consents', member.auth);
      expect(status.json()).toMatchObject({
        current: { terms: { version: '2026-11-01', date: '2026-11-01' } },
        accepted: { terms: '2022-03-29' },
        outstanding: ['terms'],
      });
      expect((await post('/user/revoke-access-token', {}, { token: 'unknown' })).statusCode).toBeLessThan(500);
    });
  });

  it('refuses a version that is not the one in force, then accepting lifts the gate and is recorded and audited', async () => {
    const member = await createMember(app);
    await withTermsVersion('2026-11-01', async () => {
      const stale = await post('/user/consents', member.auth, {
        accept: [{ document: 'terms', version: '2022-03-29' }],
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ errors: 'versionOutdated' });
      expect((await get('/information/news', member.auth)).statusCode).toBe(403);

      const accepted = await app.inject({
        method: 'POST',
        url: '/api/user/consents',
        headers: { ...member.auth, 'user-agent': 'Consent test browser' },
        payload: { accept: [{ document: 'terms', version: '2026-11-01' }] },
        remoteAddress: '203.0.113.9',
      });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({ outstanding: [], accepted: { terms: '2026-11-01' } });
      expect((await get('/information/news', member.auth)).statusCode).toBe(200);
      expect((await get('/user', member.auth)).json()).toMatchObject({ consentOutstanding: [] });

      const records = await recordsOf(member.user.id);
      expect(records.map((r) => [r.document, r.version, r.source, r.ip_address, r.user_agent])).toEqual([
        ['terms', '2026-11-01', 'signIn', '203.0.113.9', 'Consent test browser'],
      ]);
      const audit = await app.db
        .selectFrom('audit_log')
        .select(['action', 'actor_id', 'details'])
        .where('target_type', '=', 'user')
        .where('target_id', '=', String(member.user.id))
        .execute();
      expect(audit).toEqual([{ action: 'consent.accept', actor_id: member.user.id, details: { terms: '2026-11-01' } }]);
    });
  });

  it('a member with nothing on record (an account from before the records) is asked too', async () => {
    const member = await createMember(app, { acceptedVersions: undefined });
    expect((await get('/information/news', member.auth)).json()).toMatchObject({ errors: 'CONSENT_REQUIRED' });
    expect((await get('/user', member.auth)).json()).toMatchObject({ consentOutstanding: ['terms', 'privacy'] });
  });

  it('answers 401 to visitors and 400 to an empty acceptance', async () => {
    expect((await get('/user/consents')).statusCode).toBe(401);
    expect((await post('/user/consents', {}, { accept: [] })).statusCode).toBe(401);
    const member = await createMember(app);
    expect((await post('/user/consents', member.auth, { accept: [] })).statusCode).toBe(400);
  });

  it('the records cannot be rewritten', async () => {
    const member = await createMember(app);
    await post('/user/cookie-consent', member.auth, { personalisation: false, advertising: false, analysis: false });
    await expect(
      app.db.updateTable('consent_records').set({ version: 'x' }).where('user_id', '=', member.user.id).execute(),
    ).rejects.toThrow(/append-only/);
  });
});

describe('POST /api/user/cookie-consent', () => {
  it('records a signed-in member’s choice with the cookie policy version in force', async () => {
    const member = await createMember(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/cookie-consent',
      headers: member.auth,
      payload: { personalisation: false, advertising: false, analysis: true },
      remoteAddress: '192.0.2.44',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ recorded: true });
    const [record] = await recordsOf(member.user.id);
    expect(record).toMatchObject({
      document: 'cookies',
      version: '2022-09-23',
      choice: { necessary: true, personalisation: false, advertising: false, analysis: true },
      source: 'cookieBanner',
      ip_address: '192.0.2.44',
    });
  });
  it('answers 401 to visitors and 400 to a bad body', async () => {
    const choice = { personalisation: true, advertising: true, analysis: true };
    expect((await post('/user/cookie-consent', {}, choice)).statusCode).toBe(401);
    const member = await createMember(app);
    expect((await post('/user/cookie-consent', member.auth, { ...choice, analysis: 'yes' })).statusCode).toBe(400);
    expect(await recordsOf(member.user.id)).toEqual([]);
  });
});

describe('a cookie choice made before sign-in', () => {
  const madeAt = '2026-01-05T09:30:00.000Z';
  const earlier = { personalisation: true, advertising: false, analysis: true, madeAt, policyVersion: '2021-01-01' };

  it('is recorded once at sign-in with the time it was made and its policy version, marked so', async () => {
    const member = await createMember(app);
    const first = await post('/user/cookie-consent', member.auth, { ...earlier, beforeSignIn: true });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ recorded: true });
    // Signing in again with the same browser does not record it twice.
    const again = await post('/user/cookie-consent', member.auth, { ...earlier, beforeSignIn: true });
    expect(again.json()).toEqual({ recorded: false });
    const records = await recordsOf(member.user.id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      document: 'cookies',
      version: '2021-01-01',
      choice: { necessary: true, personalisation: true, advertising: false, analysis: true },
      source: 'cookieBannerBeforeSignIn',
    });
    expect(new Date(records[0]!.chosen_at!).toISOString()).toBe(madeAt);

    // The console shows when it was made.
    const admin = await createAdmin(app);
    const history = await app.inject({ url: `/api/admin/members/${member.user.id}/consents`, headers: admin.auth });
    expect(history.json().data[0]).toMatchObject({ source: 'cookieBannerBeforeSignIn', chosenAt: madeAt });
  });

  it('is not recorded again when the member already made that choice while signed in', async () => {
    const member = await createMember(app);
    const { beforeSignIn: _, ...signedIn } = { ...earlier, beforeSignIn: false };
    expect((await post('/user/cookie-consent', member.auth, signedIn)).json()).toEqual({ recorded: true });
    expect((await post('/user/cookie-consent', member.auth, { ...earlier, beforeSignIn: true })).json()).toEqual({
      recorded: false,
    });
    const records = await recordsOf(member.user.id);
    expect(records.map((r) => [r.source, r.version])).toEqual([['cookieBanner', '2022-09-23']]);
  });

  it('needs the time it was made, and never dates a choice in the future', async () => {
    const member = await createMember(app);
    const { madeAt: _, ...noTime } = earlier;
    expect((await post('/user/cookie-consent', member.auth, { ...noTime, beforeSignIn: true })).statusCode).toBe(400);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect(
      (await post('/user/cookie-consent', member.auth, { ...earlier, madeAt: future, beforeSignIn: true })).json(),
    ).toEqual({
      recorded: true,
    });
    const [record] = await recordsOf(member.user.id);
    expect(new Date(record!.chosen_at!).getTime()).toBeLessThanOrEqual(Date.now());
    // That browser signing in again, a moment later, sends the same choice: still one record.
    await new Promise((r) => setTimeout(r, 5));
    expect(
      (await post('/user/cookie-consent', member.auth, { ...earlier, madeAt: future, beforeSignIn: true })).json(),
    ).toEqual({
      recorded: false,
    });
    expect(await recordsOf(member.user.id)).toHaveLength(1);
  });
});

describe("a member's consent history in the console", () => {
  it('admins see it newest first and export it as CSV (the export audited)', async () => {
    const admin = await createAdmin(app);
    const fields = validSignup({ firstName: 'Con', lastName: 'Sent' });
    await signUpViaApi(app, fields, { remoteAddress: '198.51.100.8' });
    const { id } = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', fields.email!.toLowerCase())
      .executeTakeFirstOrThrow();

    const res = await get(`/admin/members/${id}/consents`, admin.auth);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: { document: string; version: string; ipAddress: string; source: string }[] }>();
    expect(data.map((r) => r.document).sort()).toEqual(['privacy', 'terms']);
    expect(data[0]).toMatchObject({ source: 'registration', ipAddress: '198.51.100.8' });

    const csv = await get(`/admin/members/${id}/consents.csv`, admin.auth);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`consents-member-${id}.csv`);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('"id","at","document","version","choice","source","ip_address","user_agent","chosen_at"');
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain('"terms","2022-03-29","","registration","198.51.100.8"');
    const audit = await app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'ip'])
      .where('action', '=', 'consent.export')
      .where('target_id', '=', String(id))
      .execute();
    expect(audit).toEqual([{ action: 'consent.export', actor_id: admin.user.id, ip: expect.any(String) }]);
  });

  it('answers 401 to visitors, 403 to members and other staff (moderators too), 404 for no such member', async () => {
    const target = await createMember(app);
    for (const url of [`/admin/members/${target.user.id}/consents`, `/admin/members/${target.user.id}/consents.csv`]) {
      expect((await get(url)).statusCode).toBe(401);
      for (const role of ['member', 'moderator', 'editor', 'reviewer', 'safety'] as const) {
        const caller = role === 'member' ? target : await createStaff(app, role);
        const res = await get(url, caller.auth);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ errors: 'forbidden' });
      }
    }
    const admin = await createAdmin(app);
    expect((await get('/admin/members/999999/consents', admin.auth)).statusCode).toBe(404);
    expect((await get('/admin/members/999999/consents.csv', admin.auth)).statusCode).toBe(404);
  });
});
