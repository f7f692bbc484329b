import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createMember } from '../../test/factories.js';
import { news, seedPosts } from '../../test/content.js';
import { runOutboxRound } from '../../jobs/mail-outbox.job.js';
import { caseNumber } from './e2b.js';

const PV = { us: 'pv-us@example.test', de: 'pv-de@example.test', other: 'pv-other@example.test' };
const REPORT = 'After the infusion of alpha-1 proteinase inhibitor my patient developed a rash.';
const ORDINARY = 'Thank you, a clear summary of the genotype data.';

let app: FastifyInstance;
let postId: number;
beforeAll(async () => {
  app = await buildTestApp({ deployment: { pharmacovigilance: PV } });
  [postId] = await seedPosts(app, [news()]);
});
afterAll(() => app?.close());

const casesFor = (authorId: number) =>
  app.db.selectFrom('safety_cases').selectAll().where('author_id', '=', authorId).orderBy('id').execute();

describe('possible adverse events in what members write', () => {
  it('a comment that mentions a reaction after the product opens one case, mailed to the country mailbox', async () => {
    const doctor = await createMember(app, { region: 'DE', firstName: 'Greta', lastName: 'Lang' });
    const res = await app.inject({
      method: 'POST',
      url: `/api/comment/${postId}`,
      headers: doctor.auth,
      payload: { commentText: REPORT },
    });
    // Never blocks the member: the comment is written as usual.
    expect(res.statusCode).toBe(201);
    const [safetyCase, ...more] = await casesFor(doctor.user.id);
    expect(more).toEqual([]);
    expect(safetyCase).toMatchObject({
      source_type: 'comment',
      source_id: String(res.json().id),
      post_id: postId,
      verbatim: REPORT,
      author_name: 'Dr. Greta Lang',
      author_email: doctor.user.email,
      author_country: 'DE',
      mailbox: PV.de,
      state: 'new',
    });
    const mail = await app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', safetyCase!.mail_id!)
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe(PV.de);
    expect(mail.subject).toContain(`case ${caseNumber('AATD HCP Community', safetyCase!.id)}`);
    expect(mail.text).toContain(REPORT);
    expect(mail.text).toContain(doctor.user.email);
  });

  it('delivers the case mail exactly once even when the mail server fails twice first', async () => {
    const doctor = await createMember(app, { region: 'US' });
    await app.inject({
      method: 'POST',
      url: `/api/comment/${postId}`,
      headers: doctor.auth,
      payload: { commentText: REPORT },
    });
    const [safetyCase] = await casesFor(doctor.user.id);
    // Only this case's mail is due; everything else already waits far ahead.
    await app.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(Date.now() + 86_400_000) })
      .where('id', '!=', safetyCase!.mail_id!)
      .execute();
    const delivered: string[] = [];
    let failures = 2;
    const transport = {
      async send(m: { to: string; subject: string }) {
        if (failures > 0) {
          failures -= 1;
          throw new Error('421 try again later');
        }
        delivered.push(`${m.to} ${m.subject}`);
      },
      close() {},
    };
    const options = { intervalMs: 0, baseDelayMs: 0, maxDelayMs: 0, batchSize: 20 };
    const ctx = { db: app.db, env: app.env, deployment: app.deployment, log: app.log };
    expect(await runOutboxRound(ctx, transport, options)).toEqual({ sent: 0, failed: 1 });
    expect(await runOutboxRound(ctx, transport, options)).toEqual({ sent: 0, failed: 1 });
    expect(await runOutboxRound(ctx, transport, options)).toEqual({ sent: 1, failed: 0 });
    expect(await runOutboxRound(ctx, transport, options)).toEqual({ sent: 0, failed: 0 });
    expect(delivered).toEqual([
      `${PV.us} Possible adverse event, case ${caseNumber('AATD HCP Community', safetyCase!.id)}, AATD HCP Community`,
    ]);
  });

  it('opens a case for a reply, a private message, a share note and feedback, by their source', async () => {
    const doctor = await createMember(app, { region: 'SA' });
    const colleague = await createMember(app);
    const comment = await app.inject({
      method: 'POST',
      url: `/api/comment/${postId}`,
      headers: colleague.auth,
      payload: { commentText: ORDINARY },
    });
    const writes = [
      {
        method: 'POST' as const,
        url: `/api/comment/${postId}`,
        payload: { commentText: REPORT, commentId: comment.json().id },
      },
      {
        method: 'POST' as const,
        url: '/api/messages',
        payload: { receiverId: colleague.user.id, messageText: REPORT },
      },
      {
        method: 'POST' as const,
        url: '/api/user/share',
        payload: {
          receiverId: colleague.user.id,
          resourceLink: '/community/news/clinicalnews/1',
          senderMessage: REPORT,
        },
      },
      { method: 'POST' as const, url: '/api/user/feedback', payload: { feedbackText: REPORT } },
    ];
    for (const w of writes) {
      const res = await app.inject({ ...w, headers: doctor.auth });
      expect(res.statusCode, w.url).toBeLessThan(300);
    }
    const cases = await casesFor(doctor.user.id);
    expect(cases.map((c) => c.source_type)).toEqual(['reply', 'message', 'share', 'feedback']);
    // A country without its own mailbox goes to the configured default.
    expect(new Set(cases.map((c) => c.mailbox))).toEqual(new Set([PV.other]));
  });

  it('opens nothing for ordinary clinical talk', async () => {
    const doctor = await createMember(app);
    const colleague = await createMember(app);
    await app.inject({
      method: 'POST',
      url: `/api/comment/${postId}`,
      headers: doctor.auth,
      payload: { commentText: ORDINARY },
    });
    await app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: doctor.auth,
      payload: { receiverId: colleague.user.id, messageText: ORDINARY },
    });
    expect(await casesFor(doctor.user.id)).toEqual([]);
  });

  it('keeps the case, with its author as written, when the account is removed', async () => {
    const doctor = await createMember(app, { firstName: 'Kept', lastName: 'Record' });
    await app.inject({
      method: 'POST',
      url: '/api/user/feedback',
      headers: doctor.auth,
      payload: { feedbackText: REPORT },
    });
    const [before] = await casesFor(doctor.user.id);
    await app.db.deleteFrom('users').where('id', '=', doctor.user.id).execute();
    const after = await app.db
      .selectFrom('safety_cases')
      .selectAll()
      .where('id', '=', before!.id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({ author_id: null, author_name: 'Dr. Kept Record', verbatim: REPORT });
  });
});
