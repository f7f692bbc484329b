import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertModules } from '../../core/modules/module-writes.repository.js';
import { savePhoto } from '../../core/media/photo-storage.js';
import { recordSignIn } from '../../core/sessions/member-sessions.repository.js';
import { eraseDueAccounts } from '../../core/users/erase-account.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { news, seedPosts } from '../../test/content.js';
import { createMember, createStaff, issueTestAccessToken } from '../../test/factories.js';
import { createLoginUser, enrolTestTotp, PASSWORD } from '../../test/identity.js';
import { runDataExportRound } from './gdpr.service.js';
import { fileStorage } from '../../core/storage/file-storage.js';

/**
 * The data protection officer's check: a member who used every feature gets every row about her
 * in her export and nobody else's; after erasure a search of every table, every file in DATA_DIR
 * and every outbox row for her e-mail, names and phone finds only what docs/privacy.md keeps.
 */

const EMAIL = 'greta.dahl@clinic.example';
const PHONE = '+49 170 5550123';
const ADVERSE = 'After the infusion of alpha-1 proteinase inhibitor my patient developed a rash.';

let app: FastifyInstance;
let postId: number;
let moduleId: number;
beforeAll(async () => {
  app = await buildTestApp();
  [postId] = await seedPosts(app, [news({ title: 'Augmentation therapy in practice' })]);
  [moduleId] = await insertModules(app.db, [
    {
      title: 'Sample module: alpha-1 basics',
      description: 'Sample content',
      dateLaunched: '2022-01-10',
      topic: 'Therapy',
      figures: [],
      readings: [],
      references: [],
    },
  ]);
});
afterAll(async () => app?.close());

type Who = { auth: { authorization: string } };
const call = async (who: Who, method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res;
};

/** Every table and column of the schema holding one of `terms` (case-insensitive), as "table.column". */
async function columnsHolding(terms: string[]) {
  const { rows: tables } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(
    app.db,
  );
  const hits = new Set<string>();
  for (const { table_name } of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table_name)}`.execute(app.db);
    for (const row of rows) {
      for (const [col, v] of Object.entries(row)) {
        const text = (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)).toLowerCase();
        if (terms.some((t) => text.includes(t.toLowerCase()))) hits.add(`${table_name}.${col}`);
      }
    }
  }
  return [...hits].sort();
}

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const p = path.join(dir, e.name);
        return e.isDirectory() ? filesUnder(p) : [p];
      })
    : [];

describe('a member who used every feature', () => {
  it('gets every row about her in her export, nobody else’s, and erasure leaves only what the law keeps', async () => {
    const user = await createLoginUser(app, {
      email: EMAIL,
      firstName: 'Greta',
      lastName: 'Dahl',
      region: 'DE',
      mobileNumber: PHONE,
      organisation: 'Sample Clinic',
    });
    const greta = { user, auth: { authorization: `Bearer ${await issueTestAccessToken(app, user.id)}` } };
    const olaf = await createMember(app, { firstName: 'Olaf', lastName: 'Other', region: 'DE' });
    const moderator = await createStaff(app, 'moderator');
    const photo = await savePhoto(fileStorage(app.env), {
      buffer: Buffer.from('Greta photo'),
      mime: 'image/webp',
    } as never);
    await app.db.updateTable('users').set({ image_path: photo }).where('id', '=', user.id).execute();

    // Everything she does, and what others do about her.
    await recordSignIn(app.db, user.id);
    await call(greta, 'POST', '/api/user/cookie-consent', {
      personalisation: true,
      advertising: false,
      analysis: true,
    });
    const top = (
      await call(greta, 'POST', `/api/comment/${postId}`, {
        commentText: 'Greta Dahl here: my patient improved.',
      })
    ).json<{ id: number }>();
    // The rules refuse contact details today; a comment from before them (or an import) may hold some.
    const OLD = 'Call Greta on +49 170 555 0123 or write to Greta.Dahl@clinic.example';
    await app.db
      .insertInto('comments')
      .values({ post_id: postId, user_id: user.id, text: OLD, parent_id: null })
      .execute();
    await call(greta, 'POST', `/api/comment/${postId}`, { commentText: ADVERSE, commentId: top.id });
    const olafs = (
      await call(olaf, 'POST', `/api/comment/${postId}`, { commentText: 'Olaf comment of his own' })
    ).json<{ id: number }>();
    await call(greta, 'POST', `/api/rating/${postId}`, { rating: 5 });
    await call(greta, 'POST', `/api/save-article/${postId}`);
    await call(greta, 'POST', '/api/education/save-education-modules', { educationModuleId: moduleId });
    await call(greta, 'POST', '/api/messages', { receiverId: olaf.user.id, messageText: 'Greta writes to Olaf' });
    await call(olaf, 'POST', '/api/messages', { receiverId: user.id, messageText: 'Olaf answers Greta' });
    await call(greta, 'POST', '/api/user/share', {
      receiverId: olaf.user.id,
      resourceLink: `/community/news/clinicalnews/${postId}`,
      senderMessage: 'Greta shares a page',
    });
    await call(greta, 'POST', '/api/user/feedback', { feedbackText: 'Greta feedback text' });
    await call(greta, 'POST', '/api/user/invite', { email: 'colleague-of-greta@example.test' });
    await call(olaf, 'POST', '/api/user/invite', { email: 'colleague-of-olaf@example.test' });
    const activity = await app.db
      .insertInto('activity_types')
      .values({ name: 'Sample webinars', description: 'Live talks' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await call(greta, 'POST', '/api/activity/opt-in', { activityTypeId: activity.id });
    await call(greta, 'POST', `/api/comments/${olafs.id}/report`, { reason: 'other', details: 'Greta report text' });
    const aboutHer = (
      await call(olaf, 'POST', `/api/comments/${top.id}/report`, { reason: 'other', details: 'Olaf report text' })
    ).json<{ id: number }>();
    await call(moderator, 'POST', `/api/admin/moderation/items/${aboutHer.id}/actions`, {
      actions: [{ action: 'warn', reason: 'Please keep contact details out of comments.' }],
    });
    await call(greta, 'POST', '/api/messages/report', {
      reporteeId: olaf.user.id,
      reason: 'Greta reports a message',
      actionOnReport: 'none',
    });
    await call(olaf, 'POST', '/api/messages/report', {
      reporteeId: user.id,
      reason: 'Olaf reports Greta',
      actionOnReport: 'none',
    });
    await app.db.insertInto('post_views').values({ post_id: postId, user_id: user.id, day: '2026-11-30' }).execute();
    await app.db
      .insertInto('verification_reminders')
      .values({ user_id: user.id, valid_until: new Date('2027-01-01T00:00:00Z'), days_before: 30 })
      .execute();
    const factor = await enrolTestTotp(app, user.id);

    // Her export (the second she asks for: the first one's mail is among the mails sent to her).
    for (let i = 0; i < 2; i++) {
      await call(greta, 'POST', '/api/user/data-export');
      while ((await runDataExportRound(app)) !== null);
    }
    const mail = await app.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('to_address', '=', EMAIL)
      .where('text', 'like', '%/dataexport/%')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const token = /\/dataexport\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    const zip = unzipSync(
      new Uint8Array((await call(greta, 'POST', '/api/user/data-export/download', { token })).rawPayload),
    );
    const items = (section: string, item: string) =>
      (JSON.parse(strFromU8(zip[`data/${section}.json`]!)) as Record<string, Array<Record<string, unknown>>>)[item]!;

    expect(items('profile', 'Your profile')[0]).toMatchObject({
      'E-mail address': EMAIL,
      'Mobile number': PHONE,
      Organisation: 'Sample Clinic',
    });
    expect(strFromU8(zip['files/profile-photo.webp']!)).toBe('Greta photo');
    expect(items('security', 'Session (a sign-in)')).toHaveLength(1);
    // Two-step verification: that it is on, never its secret.
    expect(items('security', 'Two-step verification (authenticator app)')).toEqual([
      { 'Switched on': expect.any(String), 'Set up': expect.any(String) },
    ]);
    expect(items('security', 'Recovery code for two-step verification')).toHaveLength(factor.recoveryCodes.length);
    expect(items('consents', 'Consent record').map((c) => c.Document)).toContain('cookies');
    expect(
      items('contributions', 'Comment or reply you wrote').map((c) => [c.Text, c['Reply to comment number']]),
    ).toEqual([
      ['Greta Dahl here: my patient improved.', null],
      [OLD, null],
      [ADVERSE, top.id],
    ]);
    expect(items('contributions', 'Rating you gave')).toEqual([expect.objectContaining({ Stars: 5 })]);
    expect(items('contributions', 'Feedback you sent').map((f) => f.Text)).toEqual(['Greta feedback text']);
    expect(items('saved', 'Article you saved')).toEqual([
      expect.objectContaining({ Page: 'Augmentation therapy in practice' }),
    ]);
    expect(items('saved', 'Education module you saved')).toEqual([
      expect.objectContaining({ Module: 'Sample module: alpha-1 basics' }),
    ]);
    expect(items('saved', 'Page you read')).toEqual([{ Day: '2026-11-30', Page: 'Augmentation therapy in practice' }]);
    expect(items('saved', 'Activity you chose')).toEqual([
      expect.objectContaining({ Activity: 'Sample webinars', 'Opted in': true }),
    ]);
    expect(
      items('messages', 'Message or share').map((m) => [m['Sent or received'], m.Text, m['Other member']]),
    ).toEqual([
      ['sent', 'Greta writes to Olaf', 'Dr. Olaf Other'],
      ['received', 'Olaf answers Greta', 'Dr. Olaf Other'],
      ['sent', 'Greta shares a page', 'Dr. Olaf Other'],
    ]);
    expect(items('messages', 'Colleague you invited').map((i) => i['Address you invited'])).toEqual([
      'colleague-of-greta@example.test',
    ]);
    const reports = items('moderation', 'Report you made, or report about what you wrote');
    expect(reports.map((r) => [r['Your part'], r['Your report’s text']])).toEqual([
      ['you reported', 'Greta report text'],
      ['about what you wrote', null],
      // A message report enters the moderation queue too.
      ['you reported', 'Greta reports a message'],
      ['about what you wrote', null],
    ]);
    expect(items('moderation', 'Report about a member').map((r) => [r['Your part'], r['Your report’s text']])).toEqual([
      ['you reported', 'Greta reports a message'],
      ['about you', null],
    ]);
    expect(items('moderation', 'Moderator’s decision about you')).toEqual([
      expect.objectContaining({ Decision: 'warn', Reason: 'Please keep contact details out of comments.' }),
    ]);
    expect(items('moderation', 'Notice sent to you')).toEqual([expect.objectContaining({ Kind: 'warning' })]);
    const [safetyCase] = items('safety', 'Report of a possible side effect');
    expect(safetyCase).toMatchObject({
      'Your words': ADVERSE,
      'Your e-mail as sent': EMAIL,
      'Pharmacovigilance mailbox it went to': app.deployment.pharmacovigilance.de,
    });
    expect(String(safetyCase!['What was sent'])).toContain(ADVERSE);
    expect(items('verification', 'Reminder that your verification runs out')).toEqual([
      expect.objectContaining({ 'Days before it ran out': 30 }),
    ]);
    expect(items('mail', 'E-mail sent to you')).toEqual([
      expect.objectContaining({ 'Sent to': EMAIL, Subject: `Your data from ${app.deployment.siteName} is ready` }),
    ]);
    expect(items('history', 'Entry of the audit log').map((a) => a['What was done'])).toContain('data-export.request');

    // Nobody else's: not Olaf's e-mail, his own comment, invitation, or his words about her.
    const everything = Object.values(zip)
      .map((f) => strFromU8(f))
      .join('\n');
    for (const theirs of [
      olaf.user.email,
      'Olaf comment of his own',
      'colleague-of-olaf',
      'Olaf report text',
      'Olaf reports Greta',
      factor.secret,
    ]) {
      expect(everything, theirs).not.toContain(theirs);
    }
    const index = strFromU8(zip['index.html']!);
    expect(index).not.toMatch(/<script/i);
    expect(index).toContain('>Reports of possible side effects (safety cases)</h2>');
    expect(index).toContain(app.deployment.pharmacovigilance.de);
    // Dates in her locale (German conventions, in English): "30 November 2026".
    expect(index).toContain('30 November 2026');
    for (const section of ['profile', 'security', 'consents', 'moderation', 'safety']) {
      expect(
        Object.keys(zip).some((f) => f.startsWith(`data/${section}-`) && f.endsWith('.csv')),
        section,
      ).toBe(true);
    }

    // Erasure: confirmed with password and code, due after the cooling-off period.
    await call(greta, 'POST', '/api/user/erasure', { password: PASSWORD, code: factor.code() });
    await app.db
      .updateTable('users')
      .set({ erase_after: new Date(Date.now() - 1000) })
      .where('id', '=', user.id)
      .execute();
    expect(await eraseDueAccounts(app)).toEqual([user.id]);

    // What docs/privacy.md says is kept: the safety case (the reporter's details, as pharmacovigilance
    // law requires) and the mail that took it to the pharmacovigilance mailbox, with its E2B file. Nothing else.
    expect(await columnsHolding([EMAIL, 'Greta', 'Dahl', '5550123'])).toEqual([
      'mail_outbox.attachments',
      'mail_outbox.html',
      'mail_outbox.text',
      'safety_cases.author_email',
      'safety_cases.author_name',
    ]);
    const kept = await app.db.selectFrom('mail_outbox').select('to_address').where('text', 'like', '%Greta%').execute();
    expect(kept.map((m) => m.to_address)).toEqual([app.deployment.pharmacovigilance.de]);
    for (const file of filesUnder(app.env.dataDir)) {
      const bytes = fs.readFileSync(file).toString('latin1');
      for (const term of [EMAIL, 'Greta', 'Dahl']) expect(bytes.includes(term), `${file}: ${term}`).toBe(false);
    }

    // The comment stays, its self-identifying parts replaced; the rest is stripped or gone.
    const comments = await app.db
      .selectFrom('comments')
      .select('text')
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(comments.map((c) => c.text)).toEqual([
      '[former member] [former member] here: my patient improved.',
      'Call [former member] on [former member] or write to [former member]',
      ADVERSE,
    ]);
    const former = await app.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(former).toMatchObject({
      region: '',
      organisation: null,
      email_verified_at: null,
      hcp_verified_at: null,
      terms_version: null,
      erasure_requested_at: null,
    });
    const consents = await app.db
      .selectFrom('consent_records')
      .select(['ip_address', 'user_agent'])
      .where('user_id', '=', user.id)
      .execute();
    expect(consents.length).toBeGreaterThan(0);
    expect(consents.every((c) => c.ip_address === null && c.user_agent === null)).toBe(true);
    for (const table of [
      'post_views',
      'member_notices',
      'user_totp',
      'verification_reminders',
      'member_sessions',
    ] as const) {
      expect(await app.db.selectFrom(table).select('user_id').where('user_id', '=', user.id).execute(), table).toEqual(
        [],
      );
    }
    const items2 = await app.db
      .selectFrom('moderation_items')
      .select(['details', 'excerpt'])
      .where('reporter_id', '=', user.id)
      .execute();
    expect(items2.map((i) => i.details)).toEqual([null]);
    // Her account in the audit log: by number, read as a former member.
    const audit = (
      await app.inject({ url: `/api/admin/audit?actorId=${user.id}`, headers: (await createStaff(app, 'admin')).auth })
    ).json();
    expect(audit.data.length).toBeGreaterThan(0);
    expect(new Set(audit.data.map((r: { actorLabel: string }) => r.actorLabel))).toEqual(
      new Set([`former member #${user.id}`]),
    );
  });
});
