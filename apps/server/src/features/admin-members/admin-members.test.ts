import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createAdmin, createMember, createStaff } from '../../test/factories.js';
import { latestMail, registerAndVerifyEmail, signUpViaApi, validSignup } from '../../test/flows.js';
import { countQueries } from '../../test/query-count.js';
import { recordSignIn } from '../../core/sessions/member-sessions.repository.js';

let app: FastifyInstance;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let moderator: Awaited<ReturnType<typeof createStaff>>;
let member: Awaited<ReturnType<typeof createMember>>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app, { firstName: 'Ada', lastName: 'Admin' });
  moderator = await createStaff(app, 'moderator', { firstName: 'Mo', lastName: 'Derator' });
  member = await createMember(app);
});
afterAll(() => app?.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url: `/api${url}`, headers });
const post = (url: string, headers: Record<string, string> = {}, payload?: object) =>
  app.inject({ method: 'POST', url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

const auditOf = async (userId: number) =>
  app.db
    .selectFrom('audit_log')
    .select(['actor_id', 'action', 'from_state', 'to_state'])
    .where('target_type', '=', 'user')
    .where('target_id', '=', String(userId))
    .orderBy('id')
    .execute();

/** Registers through the API; with `verify`, clicks the link too (then waits for HCP review). */
async function registered(lastName: string, opts: { verify?: boolean; region?: string } = {}) {
  const fields = validSignup({ firstName: 'Reg', lastName, ...(opts.region ? { region: opts.region } : {}) });
  if (opts.verify) await registerAndVerifyEmail(app, fields);
  else expect((await signUpViaApi(app, fields)).statusCode).toBe(200);
  const user = await app.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', '=', fields.email!.toLowerCase())
    .executeTakeFirstOrThrow();
  return user;
}

describe('who may use /api/admin/members and /api/admin/invitations', () => {
  const reads = ['/admin/members', '/admin/members/1', '/admin/invitations'];
  const acts = ['verification/approve', 'sign-out-everywhere', 'resend-verification', 'erase'];

  it('answers 401 to a visitor, before validating anything', async () => {
    for (const url of [...reads, '/admin/members?status=nonsense']) expect((await get(url)).statusCode).toBe(401);
    for (const a of acts) expect((await post(`/admin/members/1/${a}`)).statusCode).toBe(401);
    expect((await post('/admin/members/1/verification/reject', {}, {})).statusCode).toBe(401);
  });

  it('answers 403 to members and to staff roles other than moderator and admin', async () => {
    for (const role of ['member', 'editor', 'reviewer', 'safety'] as const) {
      const caller = role === 'member' ? member : await createStaff(app, role);
      for (const url of reads) {
        const res = await get(url.replace('/1', `/${member.user.id}`), caller.auth);
        expect(res.statusCode, `${role} ${url}`).toBe(403);
        expect(res.json().errors).toBe('forbidden');
      }
    }
  });

  it('lets a moderator read but not act', async () => {
    expect((await get('/admin/members', moderator.auth)).statusCode).toBe(200);
    expect((await get(`/admin/members/${member.user.id}`, moderator.auth)).statusCode).toBe(200);
    expect((await get('/admin/invitations', moderator.auth)).statusCode).toBe(200);
    for (const a of acts) {
      // A valid body (erase asks for a reason), so only the role decides.
      const res = await post(`/admin/members/${member.user.id}/${a}`, moderator.auth, { reason: 'x' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only administrators may act on members.');
    }
    const reject = await post(`/admin/members/${member.user.id}/verification/reject`, moderator.auth, { reason: 'x' });
    expect(reject.statusCode).toBe(403);
    // The moderator's attempt left the member signed in.
    expect((await get('/user', member.auth)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/members', () => {
  it('finds members by name, e-mail, country, role and status, sorted and paged, in one query', async () => {
    const pendingEmail = await registered('Zyxpending');
    const pendingHcp = await registered('Zyxwaiting', { verify: true });
    const verified = await createMember(app, { lastName: 'Zyxverified', region: 'DE', role: 'editor' });

    const byName = await get('/admin/members?q=zyx&sort=name&order=asc', admin.auth);
    expect(byName.statusCode).toBe(200);
    expect(byName.json().data.map((m: { lastName: string; status: string }) => [m.lastName, m.status])).toEqual([
      ['Zyxpending', 'pendingEmail'],
      ['Zyxverified', 'verified'],
      ['Zyxwaiting', 'pendingHcp'],
    ]);
    expect(byName.json().meta.pagination).toMatchObject({ total: 3, page: 1, pages: 1 });

    const ids = async (query: string) =>
      ((await get(`/admin/members?q=zyx&${query}`, admin.auth)).json().data as Array<{ id: number }>).map((m) => m.id);
    expect(await ids('status=pendingEmail')).toEqual([pendingEmail.id]);
    expect(await ids('status=pendingHcp')).toEqual([pendingHcp.id]);
    expect(await ids('status=verified')).toEqual([verified.user.id]);
    expect(await ids('country=DE')).toEqual([verified.user.id]);
    expect(await ids('role=editor')).toEqual([verified.user.id]);
    expect(await ids('sort=name&order=desc')).toEqual([pendingHcp.id, verified.user.id, pendingEmail.id]);
    // Part of an e-mail address finds its owner.
    const emailPart = verified.user.email.split('@')[0]!;
    expect(
      ((await get(`/admin/members?q=${emailPart}`, admin.auth)).json().data as Array<{ id: number }>).map((m) => m.id),
    ).toEqual([verified.user.id]);

    const paged = await get('/admin/members?q=zyx&sort=name&order=asc&limit=2&page=2', admin.auth);
    expect(paged.json().data.map((m: { id: number }) => m.id)).toEqual([pendingHcp.id]);
    expect(paged.json().meta.pagination).toMatchObject({ total: 3, page: 2, pages: 2, prev: 1, next: null });
    const past = await get('/admin/members?q=zyx&limit=2&page=9', admin.auth);
    expect(past.json()).toMatchObject({ data: [], meta: { pagination: { total: 3, page: 9 } } });

    // Authentication plus one statement, however many rows.
    const { queries } = await countQueries(app, () => get('/admin/members?q=zyx&status=verified', admin.auth));
    expect(queries).toBe(2);
  });

  it('tells the true total on a full first page and on the last page, in at most three statements', async () => {
    for (let i = 0; i < 23; i++) await createMember(app, { lastName: `Pgtotal${String(i).padStart(2, '0')}` });
    const list = (page: number) =>
      get(`/admin/members?q=pgtotal&sort=name&order=asc&limit=10&page=${page}`, admin.auth);

    // A full page cannot tell the total itself: the count is a second statement, besides authentication.
    const first = await countQueries(app, () => list(1));
    expect(first.result.json().data).toHaveLength(10);
    expect(first.result.json().meta.pagination).toMatchObject({ total: 23, page: 1, pages: 3, next: 2 });
    expect(first.queries).toBeLessThanOrEqual(3);
    // The last page tells it from its own rows: no count.
    const last = await countQueries(app, () => list(3));
    expect(last.result.json().data.map((m: { lastName: string }) => m.lastName)).toEqual([
      'Pgtotal20',
      'Pgtotal21',
      'Pgtotal22',
    ]);
    expect(last.result.json().meta.pagination).toMatchObject({ total: 23, page: 3, pages: 3, next: null });
    expect(last.queries).toBe(2);
    // The count has the page's filters: another filter, another total.
    const byRole = (await get('/admin/members?q=pgtotal&role=editor&limit=10', admin.auth)).json();
    expect(byRole.meta.pagination.total).toBe(0);
  });

  it('shows the last sign-in and refuses unknown filters with 400', async () => {
    const m = await createMember(app, { lastName: 'Qwsigned' });
    await recordSignIn(app.db, m.user.id);
    const res = await get('/admin/members?q=qwsigned', admin.auth);
    expect(res.json().data[0].lastSignInAt).toEqual(expect.any(String));
    expect((await get('/admin/members?status=suspended', admin.auth)).statusCode).toBe(400);
    expect((await get('/admin/members?sort=password', admin.auth)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/members/:id', () => {
  it('shows profile, verification, sessions, invitations and staff actions in one query', async () => {
    const inviter = await createMember(app, { firstName: 'Ivy', lastName: 'Inviter' });
    const invited = validSignup({ lastName: 'Invitee' });
    await app.db
      .insertInto('invitations')
      .values([
        { inviter_id: inviter.user.id, email: invited.email!, token_hash: `h-${Date.now()}-1` },
        { inviter_id: inviter.user.id, email: 'never.came@example.test', token_hash: `h-${Date.now()}-2` },
      ])
      .execute();
    await registerAndVerifyEmail(app, invited);
    const target = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', invited.email!.toLowerCase())
      .executeTakeFirstOrThrow();
    await recordSignIn(app.db, target.id);

    const { result: res, queries } = await countQueries(app, () => get(`/admin/members/${target.id}`, admin.auth));
    expect(queries).toBe(2);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.member).toMatchObject({ id: target.id, lastName: 'Invitee', status: 'pendingHcp', role: 'member' });
    expect(body.verification).toMatchObject({ status: 'pending', method: 'review', decidedBy: null });
    expect(body.sessions).toHaveLength(1);
    expect(body.invitedBy).toEqual([
      {
        inviter: { id: inviter.user.id, name: 'Dr. Ivy Inviter' },
        sentAt: expect.any(String),
        acceptedAt: expect.any(String),
      },
    ]);

    const inviterPage = (await get(`/admin/members/${inviter.user.id}`, admin.auth)).json();
    expect(inviterPage.invitationsSent.map((i: { email: string; member: unknown }) => [i.email, i.member])).toEqual(
      expect.arrayContaining([
        ['never.came@example.test', null],
        [invited.email!.toLowerCase(), { id: target.id, name: `Dr. ${invited.firstName} Invitee` }],
      ]),
    );
    expect(inviterPage.liveTokens).toBe(1);

    expect((await get('/admin/members/2000000000', admin.auth)).statusCode).toBe(404);
  });
});

describe('actions on a member', () => {
  it('approves and rejects HCP verification with the queue’s rules, mailed and audited', async () => {
    const a = await registered('Approveme', { verify: true });
    const res = await post(`/admin/members/${a.id}/verification/approve`, admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Verification approved; the member was e-mailed.');
    expect((await get(`/admin/members/${a.id}`, admin.auth)).json()).toMatchObject({
      member: { status: 'verified' },
      verification: { status: 'approved', decidedBy: { id: admin.user.id, name: 'Dr. Ada Admin' } },
      history: [{ action: 'verification.approve', actorLabel: 'Dr. Ada Admin', toState: 'approved' }],
    });
    // Deciding again is refused as in the queue.
    const again = await post(`/admin/members/${a.id}/verification/approve`, admin.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errors: 'verificationAlreadyDecided' });

    const r = await registered('Rejectme', { verify: true });
    expect((await post(`/admin/members/${r.id}/verification/reject`, admin.auth, { reason: '' })).statusCode).toBe(400);
    const rejected = await post(`/admin/members/${r.id}/verification/reject`, admin.auth, {
      reason: 'No licence found',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await latestMail(app, r.email)).mail!.text).toContain('No licence found');
    expect(await auditOf(r.id)).toEqual([
      { actor_id: admin.user.id, action: 'verification.reject', from_state: 'pending', to_state: 'rejected' },
    ]);

    // A member who never had a request (created by the operator) has nothing to decide.
    const none = await post(`/admin/members/${member.user.id}/verification/approve`, admin.auth);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('This member has no verification request to decide.');
    expect((await post('/admin/members/2000000000/verification/approve', admin.auth)).statusCode).toBe(404);
  });

  it('the verification queue’s own decision is audited too (the same core rule)', async () => {
    const q = await registered('Queueme', { verify: true });
    const request = await app.db
      .selectFrom('hcp_verification_requests')
      .select('id')
      .where('user_id', '=', q.id)
      .executeTakeFirstOrThrow();
    expect((await post(`/admin/verifications/${request.id}/approve`, admin.auth)).statusCode).toBe(200);
    expect((await auditOf(q.id)).map((r) => r.action)).toEqual(['verification.approve']);
  });

  it('signs a member out everywhere: their token is refused next, and it is audited', async () => {
    const target = await createMember(app);
    await recordSignIn(app.db, target.user.id);
    expect((await get('/user', target.auth)).statusCode).toBe(200);
    const res = await post(`/admin/members/${target.user.id}/sign-out-everywhere`, admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/^Signed out everywhere/);
    expect((await get('/user', target.auth)).statusCode).toBe(401);
    const detail = (await get(`/admin/members/${target.user.id}`, admin.auth)).json();
    expect(detail.liveTokens).toBe(0);
    expect(detail.sessions[0].endedAt).toEqual(expect.any(String));
    expect((await auditOf(target.user.id)).map((r) => r.action)).toEqual(['member.signOutEverywhere']);

    const own = await post(`/admin/members/${admin.user.id}/sign-out-everywhere`, admin.auth);
    expect(own.statusCode).toBe(409);
    expect((await get('/user', admin.auth)).statusCode).toBe(200);
    expect((await post('/admin/members/2000000000/sign-out-everywhere', admin.auth)).statusCode).toBe(404);
  });

  it('erases a member on their behalf: cooling-off, signed out everywhere, audited; never twice, never oneself', async () => {
    const target = await createMember(app);
    expect((await get('/user', target.auth)).statusCode).toBe(200);
    // The admin must say why.
    const noReason = await post(`/admin/members/${target.user.id}/erase`, admin.auth, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual({ reason: 'Reason is required' });
    const REASON = 'The member asked by letter of 2026-11-28.';
    const res = await post(`/admin/members/${target.user.id}/erase`, admin.auth, { reason: REASON });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(
      /^Erasure scheduled: the account is anonymised on .+ unless the member signs in/,
    );
    expect((await get('/user', target.auth)).statusCode).toBe(401);
    const detail = (await get(`/admin/members/${target.user.id}`, admin.auth)).json();
    const days = (Date.parse(detail.member.eraseAfter) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    expect(await auditOf(target.user.id)).toEqual([
      { actor_id: admin.user.id, action: 'account.erasure-request', from_state: null, to_state: 'erasure_scheduled' },
    ]);
    const request = await app.db
      .selectFrom('audit_log')
      .select('details')
      .where('target_id', '=', String(target.user.id))
      .where('action', '=', 'account.erasure-request')
      .executeTakeFirstOrThrow();
    expect(request.details).toMatchObject({ reason: REASON, comments: 'anonymise' });
    // The member is told, as after their own request, and how to cancel.
    const notice = await app.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text'])
      .where('to_address', '=', target.user.email)
      .where('subject', 'like', '%will be erased')
      .executeTakeFirstOrThrow();
    expect(notice.text).toContain('The provider was asked to erase your account.');
    expect(notice.text).toContain('signing in cancels the erasure');
    expect(notice.text).toContain('with your names, e-mail address and phone number replaced');

    const again = await post(`/admin/members/${target.user.id}/erase`, admin.auth, { reason: REASON });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An erasure is already scheduled for this member.');
    const own = await post(`/admin/members/${admin.user.id}/erase`, admin.auth, { reason: REASON });
    expect(own.statusCode).toBe(409);
    expect((await get('/user', admin.auth)).statusCode).toBe(200);
    expect((await post('/admin/members/2000000000/erase', admin.auth, { reason: REASON })).statusCode).toBe(404);
  });

  it('lists the reports about a member and those they made, each with its queue state', async () => {
    const author = await createMember(app);
    const reporter = await createMember(app);
    await app.db
      .insertInto('moderation_items')
      .values({
        source: 'commentReport',
        reason: 'insulting',
        details: null,
        comment_id: null,
        message_report_id: null,
        post_id: null,
        reporter_id: reporter.user.id,
        author_id: author.user.id,
        excerpt: 'An unkind remark',
        created_at: new Date(),
      })
      .execute();
    const about = (await get(`/admin/members/${author.user.id}`, moderator.auth)).json();
    expect(about.reports).toEqual([
      expect.objectContaining({ as: 'author', source: 'commentReport', reason: 'insulting', state: 'open' }),
    ]);
    const by = (await get(`/admin/members/${reporter.user.id}`, admin.auth)).json();
    expect(by.reports).toEqual([expect.objectContaining({ as: 'reporter', excerpt: 'An unkind remark' })]);
    expect((await get(`/admin/members/${admin.user.id}`, admin.auth)).json().reports).toEqual([]);
  });

  it('resends the verification e-mail only to a member who has not verified their address', async () => {
    const p = await registered('Resendme');
    const before = (await latestMail(app, p.email)).token;
    const res = await post(`/admin/members/${p.id}/resend-verification`, admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`A new verification link was sent to ${p.email}.`);
    const after = (await latestMail(app, p.email)).token;
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect((await auditOf(p.id)).map((r) => r.action)).toEqual(['member.resendVerification']);

    const done = await post(`/admin/members/${member.user.id}/resend-verification`, admin.auth);
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe('This member has already verified their e-mail address.');
  });
});

describe('GET /api/admin/invitations', () => {
  it('lists who invited whom and what became of it, filtered and paged', async () => {
    const inviter = await createMember(app, { firstName: 'Ina', lastName: 'Sender' });
    const joined = validSignup({ lastName: 'Joined' });
    await app.db
      .insertInto('invitations')
      .values([
        { inviter_id: inviter.user.id, email: joined.email!, token_hash: `i-${Date.now()}-1` },
        { inviter_id: inviter.user.id, email: 'ina.pending@example.test', token_hash: `i-${Date.now()}-2` },
      ])
      .execute();
    expect((await signUpViaApi(app, joined)).statusCode).toBe(200);

    const all = (await get('/admin/invitations?q=ina sender', admin.auth)).json();
    expect(all.meta.pagination.total).toBe(2);
    expect(
      all.data.map((i: { email: string; member: { status: string } | null }) => [i.email, i.member?.status ?? null]),
    ).toEqual([
      ['ina.pending@example.test', null],
      [joined.email!.toLowerCase(), 'pendingEmail'],
    ]);
    expect(all.data[0].inviter).toEqual({ id: inviter.user.id, name: 'Dr. Ina Sender' });
    const accepted = (await get('/admin/invitations?q=ina sender&status=accepted', admin.auth)).json();
    expect(accepted.data).toHaveLength(1);
    expect(accepted.data[0].acceptedAt).toEqual(expect.any(String));
    const pending = (await get('/admin/invitations?q=ina.pending&status=pending', admin.auth)).json();
    expect(pending.data.map((i: { email: string }) => i.email)).toEqual(['ina.pending@example.test']);
    const past = (await get('/admin/invitations?q=ina sender&limit=1&page=5', admin.auth)).json();
    expect(past.meta.pagination.total).toBe(2);
  });
});
