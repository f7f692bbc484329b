import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createMember, createStaff } from '../../test/factories.js';
import { news, seedPosts } from '../../test/content.js';
import { createLoginUser, enrolTestTotp, PASSWORD, signInForTokens } from '../../test/identity.js';
import { issueTestAccessToken } from '../../test/factories.js';
import { savePhoto } from '../../core/media/photo-storage.js';
import { recordSignIn } from '../../core/sessions/member-sessions.repository.js';
import { eraseDueAccounts } from '../../core/users/erase-account.js';
import { runDataExportRound } from './gdpr.service.js';
import { fileStorage } from '../../core/storage/file-storage.js';

const REPORT = 'After the infusion of alpha-1 proteinase inhibitor my patient developed a rash.';

let app: FastifyInstance;
let postId: number;
beforeAll(async () => {
  app = await buildTestApp();
  [postId] = await seedPosts(app, [news()]);
});
afterAll(() => app?.close());

type Who = { auth: { authorization: string } };
const call = (who: Who | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, ...(who ? { headers: who.auth } : {}), ...(payload ? { payload } : {}) });

/** The newest link token mailed to the address. */
const mailedToken = async (to: string) => {
  const mail = await app.db
    .selectFrom('mail_outbox')
    .select('text')
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /\/dataexport\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
};

/** The rows of one kind of item in an export's section (data/<section>.json), keyed by their labels. */
const itemsOf = (zip: Record<string, Uint8Array>) => (section: string, item: string) =>
  (JSON.parse(strFromU8(zip[`data/${section}.json`]!)) as Record<string, Array<Record<string, unknown>>>)[item]!;

/** A member who has written, rated, saved, messaged, shared, invited and sent feedback. */
async function activeMember(tag: string, photo = false) {
  const m = await createMember(app, { firstName: `Ana${tag}`, lastName: `Data${tag}` });
  if (photo) {
    const ref = await savePhoto(fileStorage(app.env), {
      buffer: Buffer.from(`photo of ${tag}`),
      mime: 'image/webp',
    } as never);
    await app.db.updateTable('users').set({ image_path: ref }).where('id', '=', m.user.id).execute();
  }
  await recordSignIn(app.db, m.user.id);
  return m;
}

async function writeEverything(
  m: Awaited<ReturnType<typeof activeMember>>,
  to: Who & { user: { id: number } },
  tag: string,
) {
  // One after another: the export lists each kind in the order it was written.
  const writes = [
    () => call(m, 'POST', `/api/comment/${postId}`, { commentText: `Comment by ${tag}` }),
    () => call(m, 'POST', `/api/rating/${postId}`, { rating: 4 }),
    () => call(m, 'POST', `/api/save-article/${postId}`),
    () => call(m, 'POST', '/api/messages', { receiverId: to.user.id, messageText: `Message from ${tag}` }),
    () =>
      call(m, 'POST', '/api/user/share', {
        receiverId: to.user.id,
        resourceLink: '/community/news/clinicalnews/1',
        senderMessage: `Share note by ${tag}`,
      }),
    () => call(m, 'POST', '/api/user/invite', { email: `invitee-${tag.toLowerCase()}@example.test` }),
    () => call(m, 'POST', '/api/user/feedback', { feedbackText: `Feedback by ${tag}` }),
  ];
  for (const write of writes) {
    const res = await write();
    expect(res.statusCode, res.body).toBeLessThan(300);
  }
}

describe('download my data', () => {
  it('answers 401 to visitors on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/data-export'],
      ['POST', '/api/user/data-export'],
      ['GET', '/api/user/erasure'],
    ] as const) {
      expect((await call(null, method, url)).statusCode, url).toBe(401);
    }
    expect((await call(null, 'POST', '/api/user/data-export/download', { token: 'x' })).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/user/erasure', { password: 'x' })).statusCode).toBe(401);
  });

  it('builds a ZIP in the background with every kind of the member’s data and nobody else’s', async () => {
    const me = await activeMember('Me', true);
    const other = await activeMember('Other');
    for (const [who, analysis] of [
      [me, true],
      [other, false],
    ] as const) {
      const choice = { personalisation: false, advertising: false, analysis };
      expect((await call(who, 'POST', '/api/user/cookie-consent', choice)).statusCode).toBe(200);
    }
    await writeEverything(me, other, 'Me');
    await writeEverything(other, me, 'Other');

    const asked = await call(me, 'POST', '/api/user/data-export');
    expect(asked.statusCode).toBe(202);
    expect(asked.json().export).toMatchObject({ status: 'pending', progress: 0, expiresAt: null });
    // Asking again while it is being made answers the same export.
    const again = await call(me, 'POST', '/api/user/data-export');
    expect(again.json().export.id).toBe(asked.json().export.id);

    while ((await runDataExportRound(app)) !== null);
    const ready = (await call(me, 'GET', '/api/user/data-export')).json().export;
    expect(ready).toMatchObject({ status: 'ready', progress: 100 });
    const hours = (new Date(ready.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47);
    expect(hours).toBeLessThanOrEqual(48);

    const token = await mailedToken(me.user.email);
    expect(token).toBeTruthy();
    // Another member cannot use the link.
    const stolen = await call(other, 'POST', '/api/user/data-export/download', { token });
    expect(stolen.statusCode).toBe(404);

    const res = await call(me, 'POST', '/api/user/data-export/download', { token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(zip)).toEqual(
      expect.arrayContaining(['index.html', 'data/profile.json', 'files/profile-photo.webp']),
    );
    expect(strFromU8(zip['files/profile-photo.webp']!)).toBe('photo of Me');
    const items = itemsOf(zip);
    expect(items('profile', 'Your profile')).toEqual([
      expect.objectContaining({ 'Member number': me.user.id, 'E-mail address': me.user.email, 'First name': 'AnaMe' }),
    ]);
    expect(strFromU8(zip['data/profile.json']!)).not.toContain('password');
    expect(items('security', 'Session (a sign-in)')).toHaveLength(1);
    expect(items('consents', 'Consent record')).toEqual([
      expect.objectContaining({
        Document: 'cookies',
        Version: '2022-09-23',
        'Your choice': { necessary: true, personalisation: false, advertising: false, analysis: true },
        'Where you made it': 'cookieBanner',
        // Every column the console shows about the record (the time a choice was made too).
        Chosen: null,
      }),
    ]);
    expect(items('contributions', 'Comment or reply you wrote').map((c) => c.Text)).toEqual(['Comment by Me']);
    expect(items('contributions', 'Rating you gave')).toEqual([expect.objectContaining({ Stars: 4 })]);
    expect(items('saved', 'Article you saved')).toHaveLength(1);
    const messages = items('messages', 'Message or share');
    expect(messages.map((m) => [m['Sent or received'], m.Text, m['Shared page']])).toEqual([
      ['sent', 'Message from Me', null],
      ['sent', 'Share note by Me', '/community/news/clinicalnews/1'],
      ['received', 'Message from Other', null],
      ['received', 'Share note by Other', '/community/news/clinicalnews/1'],
    ]);
    // The correspondent by name, as the member saw them; never their e-mail.
    expect(new Set(messages.map((m) => m['Other member']))).toEqual(new Set(['Dr. AnaOther DataOther']));
    expect(items('messages', 'Colleague you invited')).toEqual([
      expect.objectContaining({ 'Address you invited': 'invitee-me@example.test' }),
    ]);
    expect(items('contributions', 'Feedback you sent').map((f) => f.Text)).toEqual(['Feedback by Me']);
    // Nothing of the other member's own: not their e-mail, comment, feedback or invitation.
    const text = Object.values(zip)
      .map((f) => strFromU8(f))
      .join('\n');
    for (const theirs of [other.user.email, 'Comment by Other', 'Feedback by Other', 'invitee-other@example.test']) {
      expect(text).not.toContain(theirs);
    }

    // Single use: the second click is refused with a clear message, and the file is gone.
    const second = await call(me, 'POST', '/api/user/data-export/download', { token });
    expect(second.statusCode).toBe(410);
    expect(second.json().message).toBe('This download link was already used. Ask for a new export in My Account.');
    expect(fs.readdirSync(path.join(app.env.dataDir, 'exports'))).toEqual([]);
    expect((await call(me, 'GET', '/api/user/data-export')).json().export.status).toBe('downloaded');

    const audit = await app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('target_type', '=', 'data_export')
      .where('target_id', '=', String(ready.id))
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'data-export.request', actor_id: me.user.id },
      { action: 'data-export.download', actor_id: me.user.id },
    ]);
  });

  it('stops the link working when it expires, and removes the file', async () => {
    const me = await activeMember('Late');
    await call(me, 'POST', '/api/user/data-export');
    while ((await runDataExportRound(app)) !== null);
    const token = await mailedToken(me.user.email);
    await app.db
      .updateTable('data_exports')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', me.user.id)
      .execute();
    const res = await call(me, 'POST', '/api/user/data-export/download', { token });
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe('This download link has expired. Ask for a new export in My Account.');
    await runDataExportRound(app);
    const row = await app.db
      .selectFrom('data_exports')
      .select(['status', 'file_key'])
      .where('user_id', '=', me.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'expired', file_key: null });
    expect(fs.readdirSync(path.join(app.env.dataDir, 'exports'))).toEqual([]);
  });
});

describe('the data protection officer prepares a member’s export', () => {
  it('is for admins only: members and moderators get 403, visitors 401, an unknown member 404', async () => {
    const member = await createMember(app);
    const moderator = await createStaff(app, 'moderator');
    const admin = await createStaff(app, 'admin');
    for (const method of ['GET', 'POST'] as const) {
      const url = `/api/admin/members/${member.user.id}/data-export`;
      expect((await call(null, method, url)).statusCode).toBe(401);
      expect((await call(member, method, url)).statusCode).toBe(403);
      expect((await call(moderator, method, url)).statusCode).toBe(403);
      expect((await call(admin, method, '/api/admin/members/2000000000/data-export')).statusCode).toBe(404);
    }
    expect(await app.db.selectFrom('data_exports').where('user_id', '=', member.user.id).selectAll().execute()).toEqual(
      [],
    );
  });

  it('builds the member’s ZIP with the same job, mails the single-use link to the admin only, and audits who exported whose data', async () => {
    const me = await activeMember('Dpo');
    const other = await activeMember('DpoOther');
    await writeEverything(me, other, 'Me');
    const admin = await createStaff(app, 'admin', { firstName: 'Dana', lastName: 'Protection' });
    const url = `/api/admin/members/${me.user.id}/data-export`;

    const asked = await call(admin, 'POST', url);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({
      export: { status: 'pending', progress: 0 },
      preparedBy: 'Dr. Dana Protection',
    });
    // Asking twice shows the same export; the member's own view is unaffected.
    expect((await call(admin, 'POST', url)).json().export.id).toBe(asked.json().export.id);
    expect((await call(me, 'GET', '/api/user/data-export')).json()).toEqual({ export: null });

    while ((await runDataExportRound(app)) !== null);
    expect((await call(admin, 'GET', url)).json().export).toMatchObject({ status: 'ready', progress: 100 });
    const mailedToMember = await app.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', me.user.email)
      .where('text', 'like', '%/dataexport/%')
      .execute();
    expect(mailedToMember).toEqual([]);
    const token = await mailedToken(admin.user.email);
    expect(token).toBeTruthy();

    // The link is the admin's alone: the member cannot spend it.
    expect((await call(me, 'POST', '/api/user/data-export/download', { token })).statusCode).toBe(404);
    const res = await call(admin, 'POST', '/api/user/data-export/download', { token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`member-${me.user.id}-data-`);
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const items = itemsOf(zip);
    expect(items('profile', 'Your profile')[0]!['E-mail address']).toBe(me.user.email);
    expect(items('contributions', 'Comment or reply you wrote').map((c) => c.Text)).toEqual(['Comment by Me']);
    expect(strFromU8(zip['data/contributions.json']!)).not.toContain('Comment by Other');
    expect((await call(admin, 'POST', '/api/user/data-export/download', { token })).statusCode).toBe(410);

    const audit = await app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'target_type', 'target_id', 'details'])
      .where('actor_id', '=', admin.user.id)
      .where('action', 'like', 'data-export.%')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        action: 'data-export.prepare',
        actor_id: admin.user.id,
        target_type: 'user',
        target_id: String(me.user.id),
        details: { exportId: asked.json().export.id },
      },
      {
        action: 'data-export.download',
        actor_id: admin.user.id,
        target_type: 'data_export',
        target_id: String(asked.json().export.id),
        details: { memberId: me.user.id },
      },
    ]);
  });
});

describe('erase my account', () => {
  it('needs the password, then waits 14 days, signs the member out and is audited', async () => {
    const user = await createLoginUser(app);
    const token = await issueTestAccessToken(app, user.id);
    const me = { auth: { authorization: `Bearer ${token}` } };
    const wrong = await call(me, 'POST', '/api/user/erasure', { password: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'The password is not correct.',
      fields: { password: 'The password is not correct.' },
    });

    const res = await call(me, 'POST', '/api/user/erasure', { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const days = (new Date(res.json().eraseAfter).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThanOrEqual(14);
    // Signed out everywhere: only a new sign-in (which cancels) lets the member back.
    expect((await call(me, 'GET', '/api/user/erasure')).statusCode).toBe(401);
    const mail = await app.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('to_address', '=', user.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain('signing in cancels the erasure');

    const tokens = await signInForTokens(app, user.email);
    expect(tokens).toMatchObject({ erasureCancelled: true });
    const after = await call({ auth: { authorization: `Bearer ${tokens.access_token}` } }, 'GET', '/api/user/erasure');
    expect(after.json()).toMatchObject({ eraseAfter: null, requestedAt: null, cancelledAt: expect.any(String) });
    // A later sign-in has nothing to cancel.
    expect(await signInForTokens(app, user.email)).not.toHaveProperty('erasureCancelled');
    const audit = await app.db
      .selectFrom('audit_log')
      .select(['action', 'to_state'])
      .where('target_type', '=', 'user')
      .where('target_id', '=', String(user.id))
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'account.erasure-request', to_state: 'erasure_scheduled' },
      { action: 'account.erasure-cancel', to_state: 'active' },
    ]);
  });

  it('after the cooling-off the job removes the member everywhere members look, keeping comments and the safety case', async () => {
    const user = await createLoginUser(app, { firstName: 'Erin', lastName: 'Erasable' });
    const gone = { user, auth: { authorization: `Bearer ${await issueTestAccessToken(app, user.id)}` } };
    const ref = await savePhoto(fileStorage(app.env), { buffer: Buffer.from('face'), mime: 'image/webp' } as never);
    await app.db.updateTable('users').set({ image_path: ref }).where('id', '=', user.id).execute();
    const friend = await createMember(app);
    const staff = await createStaff(app, 'safety');
    await writeEverything(gone as never, friend, 'Gone');
    await call(gone, 'POST', `/api/comment/${postId}`, { commentText: REPORT });
    const caseId = (
      await app.db.selectFrom('safety_cases').select('id').where('author_id', '=', user.id).executeTakeFirstOrThrow()
    ).id;
    expect((await call(gone, 'POST', '/api/user/erasure', { password: PASSWORD })).statusCode).toBe(200);

    // Nothing happens before the cooling-off period ends.
    expect(await eraseDueAccounts(app)).toEqual([]);
    await app.db
      .updateTable('users')
      .set({ erase_after: new Date(Date.now() - 1000) })
      .where('id', '=', user.id)
      .execute();
    expect(await eraseDueAccounts(app)).toEqual([user.id]);

    const directory = (await call(friend, 'GET', '/api/user/all?limit=50')).json();
    expect(directory.users.map((u: { id: number }) => u.id)).not.toContain(user.id);
    expect((await call(friend, 'GET', '/api/user/search?q=Erasable')).json().users).toEqual([]);
    expect((await call(friend, 'GET', `/api/user/${user.id}`)).statusCode).toBe(404);
    expect((await call(friend, 'GET', '/api/messages')).json()).toMatchObject({ data: [], totalCount: 0 });
    const comments = (await call(friend, 'GET', `/api/comment/${postId}?limit=50`)).json().comments;
    const kept = comments.filter((c: { userId: number }) => c.userId === user.id);
    expect(
      kept.map(
        (c: { firstName: string; lastName: string; image: string | null }) => `${c.firstName} ${c.lastName} ${c.image}`,
      ),
    ).toEqual(['Former member null', 'Former member null']);
    const safetyCase = (await call(staff, 'GET', `/api/admin/safety-cases/${caseId}`)).json();
    expect(safetyCase).toMatchObject({
      authorErased: true,
      retained: true,
      authorName: 'Dr. Erin Erasable',
      verbatim: REPORT,
    });
    const row = await app.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: `erased-${user.id}@erased.invalid`, password_hash: null, image_path: null });
    expect(row.erased_at).not.toBeNull();
    expect(fs.existsSync(path.join(app.env.dataDir, 'uploads', ref))).toBe(false);
    for (const table of ['saved_posts', 'feedback', 'member_sessions'] as const) {
      expect(await app.db.selectFrom(table).select('user_id').where('user_id', '=', user.id).execute(), table).toEqual(
        [],
      );
    }
    expect(await app.db.selectFrom('invitations').select('id').where('inviter_id', '=', user.id).execute()).toEqual([]);
    const audit = await app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_label'])
      .where('target_type', '=', 'user')
      .where('target_id', '=', String(user.id))
      .where('action', '=', 'account.erase')
      .execute();
    expect(audit).toEqual([{ action: 'account.erase', actor_label: 'erasure job' }]);
  });
});

describe('erase my account with two-step verification', () => {
  it('needs a code of the authenticator (or a recovery code) besides the password', async () => {
    const user = await createLoginUser(app);
    const factor = await enrolTestTotp(app, user.id);
    const me = { auth: { authorization: `Bearer ${await issueTestAccessToken(app, user.id)}` } };

    const noCode = await call(me, 'POST', '/api/user/erasure', { password: PASSWORD });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toMatchObject({
      errors: 'secondFactorCodeRequired',
      fields: { code: 'Enter a code from your authenticator app (or a recovery code).' },
    });
    const wrongCode = await call(me, 'POST', '/api/user/erasure', { password: PASSWORD, code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect((await call(me, 'GET', '/api/user/erasure')).json().eraseAfter).toBeNull();
    // A wrong password is refused before any code is checked.
    const wrongPassword = await call(me, 'POST', '/api/user/erasure', { password: 'not-it', code: factor.code() });
    expect(wrongPassword.json().errors).toBe('wrongPassword');

    const ok = await call(me, 'POST', '/api/user/erasure', { password: PASSWORD, code: factor.recoveryCodes[0]! });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().eraseAfter).toEqual(expect.any(String));
  });
});

describe('erasure with comments removed (deployment setting)', () => {
  it('removes the erased member’s comments instead of keeping them as Former member', async () => {
    const removing = await buildTestApp({
      deployment: { gdpr: { coolingOffDays: 0, erasedComments: 'remove', exportLinkHours: 48 } },
    });
    try {
      const [post] = await seedPosts(removing, [news()]);
      const m = await createMember(removing);
      const reader = await createMember(removing);
      await removing.inject({
        method: 'POST',
        url: `/api/comment/${post}`,
        headers: m.auth,
        payload: { commentText: 'Soon gone' },
      });
      await removing.db.updateTable('users').set({ erase_after: new Date() }).where('id', '=', m.user.id).execute();
      expect(await eraseDueAccounts(removing)).toEqual([m.user.id]);
      const page = await removing.inject({ url: `/api/comment/${post}`, headers: reader.auth });
      expect(page.json()).toMatchObject({ comments: [], totalCommentsCount: 0 });
    } finally {
      await removing.close();
    }
  });
});
