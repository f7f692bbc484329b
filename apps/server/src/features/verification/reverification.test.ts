import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createAdmin, createMember } from '../../test/factories.js';
import { createLoginUser, PASSWORD, signInForTokens } from '../../test/identity.js';
import { sendVerificationReminders } from '../../jobs/verification-reminders.job.js';

const DAY = 86_400_000;
const monthsAgo = (months: number, extraDays = 0) => {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() - months);
  return new Date(d.getTime() - extraDays * DAY);
};

let app: FastifyInstance;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  app = await buildTestApp({ deployment: { npiInstantVerification: true } });
  admin = await createAdmin(app);
});
afterAll(() => app?.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url: `/api${url}`, headers });
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method: 'POST', url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
const setVerifiedAt = (id: number, at: Date) =>
  app.db.updateTable('users').set({ hcp_verified_at: at }).where('id', '=', id).execute();

describe('past the end of the validity period', () => {
  it('the member keeps sign-in but content answers VERIFICATION_EXPIRED; the account and the page stay open', async () => {
    const user = await createLoginUser(app, {
      acceptedVersions: { terms: '2022-03-29', privacy: '2022-09-23' },
      organisation: 'Old Clinic',
    });
    await setVerifiedAt(user.id, monthsAgo(24, 1));
    const tokens = await signInForTokens(app, user.email, PASSWORD);
    expect(tokens.access_token).toBeTruthy();
    const auth = { authorization: `Bearer ${tokens.access_token}` };

    const me = await get('/user', auth);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ verification: { state: 'expired', renewalPending: false } });
    for (const url of ['/information/news', '/user/all', '/search?q=alpha']) {
      const res = await get(url, auth);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ errors: 'VERIFICATION_EXPIRED' });
    }
    expect((await get('/user/profile', auth)).statusCode).toBe(200);
    expect((await get('/user/reverification', auth)).json()).toMatchObject({ state: 'expired' });
  });

  it('confirming the details raises a renewal in the queue; the provider’s approval restores access', async () => {
    const member = await createMember(app, { region: 'DE', organisation: 'Old Clinic' });
    await setVerifiedAt(member.user.id, monthsAgo(25));
    const bad = await post('/user/reverification', member.auth, { organisation: '', confirmed: true });
    expect(bad.statusCode).toBe(400);

    const res = await post('/user/reverification', member.auth, { organisation: 'New Clinic', confirmed: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'expired', renewalPending: true });
    // Still closed until the provider decides; a second request waits for the first.
    expect((await get('/information/news', member.auth)).json()).toMatchObject({ errors: 'VERIFICATION_EXPIRED' });
    expect((await post('/user/reverification', member.auth, { organisation: 'X', confirmed: true })).statusCode).toBe(
      409,
    );

    const queue = (await get('/admin/verifications?limit=100', admin.auth)).json<{
      data: { id: number; note: string | null; member: { id: number; organisation: string } }[];
    }>();
    const item = queue.data.find((r) => r.member.id === member.user.id);
    expect(item).toMatchObject({ member: { organisation: 'New Clinic' } });
    expect(item!.note).toMatch(/^Re-verification/);
    const audit = await app.db
      .selectFrom('audit_log')
      .select(['action', 'to_state'])
      .where('target_id', '=', String(member.user.id))
      .execute();
    expect(audit).toContainEqual({ action: 'verification.renewalRequested', to_state: 'pending' });

    expect((await post(`/admin/verifications/${item!.id}/approve`, admin.auth)).statusCode).toBe(200);
    expect((await get('/information/news', member.auth)).statusCode).toBe(200);
    expect((await get('/user', member.auth)).json()).toMatchObject({
      verification: { state: 'valid', renewalPending: false },
    });
  });

  it('a valid US NPI is re-checked at once where this deployment verifies NPIs instantly', async () => {
    const member = await createMember(app, { region: 'US' });
    await setVerifiedAt(member.user.id, monthsAgo(24, 3));
    const res = await post('/user/reverification', member.auth, {
      organisation: 'Lung Center',
      professionalNumber: '1234567893',
      confirmed: true,
    });
    expect(res.json()).toMatchObject({ state: 'valid', renewalPending: false });
    expect((await get('/information/news', member.auth)).statusCode).toBe(200);
  });

  it('answers 409 while the verification is not due, and 401 to visitors', async () => {
    const member = await createMember(app);
    expect((await post('/user/reverification', member.auth, { organisation: 'A', confirmed: true })).statusCode).toBe(
      409,
    );
    expect((await get('/user/reverification')).statusCode).toBe(401);
    expect((await post('/user/reverification', {}, { organisation: 'A', confirmed: true })).statusCode).toBe(401);
  });

  it('staff never run out: the console stays open', async () => {
    const old = await createAdmin(app);
    await setVerifiedAt(old.user.id, monthsAgo(60));
    expect((await get('/admin/members', old.auth)).statusCode).toBe(200);
  });

  it('the members console shows the expiry and the state', async () => {
    const member = await createMember(app, { lastName: 'Expiring' });
    await setVerifiedAt(member.user.id, monthsAgo(24, -10));
    const list = (await get('/admin/members?q=Expiring', admin.auth)).json<{
      data: { id: number; verificationState: string; verificationExpiresAt: string }[];
    }>();
    expect(list.data.find((m) => m.id === member.user.id)).toMatchObject({ verificationState: 'expiring' });
    const detail = (await get(`/admin/members/${member.user.id}`, admin.auth)).json<{
      member: { verificationState: string; verificationExpiresAt: string };
    }>();
    expect(detail.member.verificationState).toBe('expiring');
    expect(new Date(detail.member.verificationExpiresAt).getTime()).toBeGreaterThan(Date.now());
  });
});

describe('the reminder job', () => {
  const remindersTo = (email: string) =>
    app.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text'])
      .where('to_address', '=', email)
      .where('subject', 'like', 'Please confirm your professional details%')
      .execute();

  it('mails the 30-day and the 7-day reminder each exactly once', async () => {
    const member = await createMember(app);
    const verifiedAt = new Date('2024-06-15T08:00:00Z');
    await setVerifiedAt(member.user.id, verifiedAt);
    const end = new Date('2026-06-15T08:00:00Z');
    const ctx = { db: app.db, env: app.env, deployment: app.deployment, log: app.log };
    const day = (n: number) => new Date(end.getTime() - n * DAY);

    await sendVerificationReminders(ctx, day(31));
    expect(await remindersTo(member.user.email)).toHaveLength(0);
    await sendVerificationReminders(ctx, day(30));
    await sendVerificationReminders(ctx, day(29));
    await Promise.all([sendVerificationReminders(ctx, day(20)), sendVerificationReminders(ctx, day(20))]);
    const first = await remindersTo(member.user.email);
    expect(first).toHaveLength(1);
    expect(first[0]!.text).toContain('in 30 days');
    expect(first[0]!.text).toContain('/reverification');

    await sendVerificationReminders(ctx, day(7));
    await sendVerificationReminders(ctx, day(1));
    const both = await remindersTo(member.user.email);
    expect(both).toHaveLength(2);
    expect(both[1]!.text).toContain('in 7 days');
    // Past the end no more reminders; a member who already asked for renewal gets none.
    await sendVerificationReminders(ctx, new Date(end.getTime() + DAY));
    expect(await remindersTo(member.user.email)).toHaveLength(2);
  });

  it('a late start sends only the reminder still current, and a renewal request stops them', async () => {
    const late = await createMember(app);
    await setVerifiedAt(late.user.id, new Date('2024-07-01T00:00:00Z'));
    const ctx = { db: app.db, env: app.env, deployment: app.deployment, log: app.log };
    await sendVerificationReminders(ctx, new Date('2026-06-28T00:00:00Z'));
    const mails = await remindersTo(late.user.email);
    expect(mails.map((m) => /in (\d+) days/.exec(m.text)?.[1])).toEqual(['7']);

    const asked = await createMember(app, { organisation: 'Clinic' });
    await setVerifiedAt(asked.user.id, monthsAgo(24, -20));
    expect(
      (await post('/user/reverification', asked.auth, { organisation: 'Clinic', confirmed: true })).statusCode,
    ).toBe(200);
    await sendVerificationReminders(ctx);
    expect(await remindersTo(asked.user.email)).toHaveLength(0);
  });
});
