import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_REPORT_TEXT, SAFETY_CASE_OPENED_TEXT } from '@aatd/contract';
import { buildTestApp } from '../../test/build-test-app.js';
import { createMember, createStaff } from '../../test/factories.js';
import { news, seedPosts } from '../../test/content.js';
import { parseStrictXml } from '../../test/strict-xml.js';

const PV = { us: 'pv-us@example.test', de: 'pv-de@example.test', other: 'pv-other@example.test' };
/** A sample brand name configured for this test deployment (no real product). */
const BRAND = 'Sampletrypsin';
const BRANDED = `My patient had anaphylaxis on ${BRAND} during the second infusion.`;

let app: FastifyInstance;
let postId: number;
beforeAll(async () => {
  app = await buildTestApp({ deployment: { pharmacovigilance: PV, brandNames: [BRAND] } });
  [postId] = await seedPosts(app, [news()]);
});
afterAll(() => app.close());

const casesFor = (authorId: number) =>
  app.db.selectFrom('safety_cases').selectAll().where('author_id', '=', authorId).orderBy('id').execute();
const mailOf = (id: number) =>
  app.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('screening comes before moderation', () => {
  it('a brand-named adverse event in a comment, a message and a share note is refused but opens a case and a PV mail each', async () => {
    const doctor = await createMember(app, { region: 'US' });
    const colleague = await createMember(app);
    const writes = [
      { url: `/api/comment/${postId}`, payload: { commentText: BRANDED }, source: 'comment' },
      {
        url: '/api/messages',
        payload: { receiverId: colleague.user.id, messageText: `${BRANDED} Second message.` },
        source: 'message',
      },
      {
        url: '/api/user/share',
        payload: {
          receiverId: colleague.user.id,
          resourceLink: '/community/news/clinicalnews/1',
          senderMessage: `${BRANDED} Shared for your opinion.`,
        },
        source: 'share',
      },
    ];
    for (const w of writes) {
      const res = await app.inject({ method: 'POST', url: w.url, payload: w.payload, headers: doctor.auth });
      // Moderation still refuses the brand name, and says the safety team has the text.
      expect(res.statusCode, w.url).toBe(400);
      expect(res.json(), w.url).toMatchObject({ safetyCaseOpened: true });
    }
    const cases = await casesFor(doctor.user.id);
    expect(cases.map((c) => [c.source_type, c.refused])).toEqual(writes.map((w) => [w.source, true]));
    expect(cases.map((c) => c.verbatim)).toEqual([
      BRANDED,
      `${BRANDED} Second message.`,
      `${BRANDED} Shared for your opinion.`,
    ]);
    for (const c of cases) {
      expect(c.criteria).toMatchObject({ identifiableReporter: true, suspectProduct: true, adverseEvent: true });
      const mail = await mailOf(c.mail_id!);
      expect(mail.to_address).toBe(PV.us);
      expect(mail.text).toContain(c.verbatim);
      expect(mail.subject).toContain(`SC-${c.id}`);
      expect(mail.attachments).toHaveLength(1);
      expect(() => parseStrictXml(mail.attachments![0]!.content)).not.toThrow();
    }
    // Nothing was published: the case is the only copy.
    const comments = await app.db.selectFrom('comments').select('id').where('user_id', '=', doctor.user.id).execute();
    expect(comments).toEqual([]);
    expect(SAFETY_CASE_OPENED_TEXT).toMatch(/safety team/);
  });

  it('a member retrying the same refused text keeps every attempt as a flagged duplicate, mailed once', async () => {
    const doctor = await createMember(app);
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/comment/${postId}`,
        payload: { commentText: BRANDED },
        headers: doctor.auth,
      });
      expect(res.statusCode).toBe(400);
    }
    const [first, retry] = await casesFor(doctor.user.id);
    expect(retry).toMatchObject({ duplicate_of: first!.id, mail_id: null });
    expect(first!.mail_id).not.toBeNull();
  });

  it('an edited comment becomes a follow-up of the same case, mailed as a follow-up', async () => {
    const doctor = await createMember(app);
    const text = 'After the infusion of alpha-1 proteinase inhibitor my patient developed a rash.';
    const res = await app.inject({
      method: 'POST',
      url: `/api/comment/${postId}`,
      payload: { commentText: text },
      headers: doctor.auth,
    });
    expect(res.statusCode).toBe(201);
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/comment/${res.json().id}`,
      payload: { commentText: `${text} She recovered within two days.` },
      headers: doctor.auth,
    });
    expect(edited.statusCode).toBe(200);
    // An edit that no longer reads as an event still follows the case: what it says now matters.
    await app.inject({
      method: 'PUT',
      url: `/api/comment/${res.json().id}`,
      payload: { commentText: 'Removed, see my message.' },
      headers: doctor.auth,
    });
    const [first, ...followUps] = await casesFor(doctor.user.id);
    expect(first).toMatchObject({ source_id: String(res.json().id), follow_up_of: null });
    expect(followUps.map((c) => [c.follow_up_of, c.verbatim])).toEqual([
      [first!.id, `${text} She recovered within two days.`],
      [first!.id, 'Removed, see my message.'],
    ]);
    expect((await mailOf(followUps[0]!.mail_id!)).subject).toContain(`Follow-up to case`);
  });

  it('a reply by the same author in the thread and a later message to the same member link as follow-ups', async () => {
    const doctor = await createMember(app);
    const colleague = await createMember(app);
    const first = await app.inject({
      method: 'POST',
      url: `/api/comment/${postId}`,
      payload: { commentText: 'My patient developed a rash after the augmentation therapy infusion.' },
      headers: doctor.auth,
    });
    await app.inject({
      method: 'POST',
      url: `/api/comment/${postId}`,
      payload: {
        commentText: 'Update: the side effect, the rash, came back after the next infusion.',
        commentId: first.json().id,
      },
      headers: doctor.auth,
    });
    await app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: { receiverId: colleague.user.id, messageText: 'My patient had a side effect, fever after each dose.' },
      headers: doctor.auth,
    });
    await app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: {
        receiverId: colleague.user.id,
        messageText: 'The fever after the dose is gone; the side effect stopped.',
      },
      headers: doctor.auth,
    });
    const cases = await casesFor(doctor.user.id);
    expect(cases.map((c) => [c.source_type, c.follow_up_of])).toEqual([
      ['comment', null],
      ['reply', cases[0]!.id],
      ['message', null],
      ['message', cases[2]!.id],
    ]);
  });

  it("a member's report of a comment as a possible adverse event opens the case at once, with the comment's day 0 and the note", async () => {
    const author = await createMember(app, { region: 'DE' });
    const reporter = await createMember(app, { firstName: 'Rita', lastName: 'Report' });
    // Nothing here that screening finds: only the reporting member saw the event.
    const text = 'Since the last visit my patient has been in bed with her legs swollen.';
    const comment = await app.inject({
      method: 'POST',
      url: `/api/comment/${postId}`,
      payload: { commentText: text },
      headers: author.auth,
    });
    expect(await casesFor(author.user.id)).toEqual([]);
    const written = await app.db
      .selectFrom('comments')
      .select('created_at')
      .where('id', '=', comment.json().id)
      .executeTakeFirstOrThrow();
    const report = await app.inject({
      method: 'POST',
      url: `/api/comments/${comment.json().id}/report`,
      payload: { reason: 'adverseEvent', details: 'She told me this started with the new inhaler.' },
      headers: reporter.auth,
    });
    expect(report.statusCode).toBe(201);
    expect(report.json().message).toBe(COMMENT_REPORT_TEXT.reportedToSafety);
    const [safetyCase] = await casesFor(author.user.id);
    expect(safetyCase).toMatchObject({ source_type: 'report', verbatim: text, mailbox: PV.de });
    expect(new Date(safetyCase!.written_at).toISOString()).toBe(new Date(written.created_at).toISOString());
    expect(safetyCase!.reporter_note).toContain('Dr. Rita Report');
    expect(safetyCase!.reporter_note).toContain('She told me this started with the new inhaler.');
    expect((await mailOf(safetyCase!.mail_id!)).text).toContain('She told me this started with the new inhaler.');
  });

  it("a member's report of a conversation as a possible adverse event opens the case at once, listed in the console", async () => {
    const author = await createMember(app, { region: 'DE' });
    const reporter = await createMember(app, { firstName: 'Mara', lastName: 'Melder' });
    const safety = await createStaff(app, 'safety');
    // Nothing here that screening finds: only the reporting member read it as an event.
    const text = 'She has been in bed for a week now, legs swollen, since we changed her plan.';
    const sent = await app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: { receiverId: reporter.user.id, messageText: text },
      headers: author.auth,
    });
    expect(sent.statusCode).toBe(201);
    expect(await casesFor(author.user.id)).toEqual([]);
    const message = await app.db
      .selectFrom('messages')
      .select(['id', 'created_at'])
      .where('sender_id', '=', author.user.id)
      .executeTakeFirstOrThrow();
    const report = (adverseEvent: boolean, reason: string) =>
      app.inject({
        method: 'POST',
        url: '/api/messages/report',
        payload: { reporteeId: author.user.id, reason, actionOnReport: 'none', adverseEvent },
        headers: reporter.auth,
      });
    const plain = await report(false, 'Too many messages.');
    expect(plain.json()).toEqual({ action: 'none', safetyCaseOpened: false });
    expect(await casesFor(author.user.id)).toEqual([]);

    const res = await report(true, 'This sounds like a reaction to the new inhaler.');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ action: 'none', safetyCaseOpened: true });
    const [safetyCase, ...others] = await casesFor(author.user.id);
    expect(others).toEqual([]);
    expect(safetyCase).toMatchObject({
      source_type: 'report',
      source_id: `message-${message.id}-by-${reporter.user.id}`,
      verbatim: text,
      mailbox: PV.de,
    });
    expect(new Date(safetyCase!.written_at).toISOString()).toBe(new Date(message.created_at).toISOString());
    expect(safetyCase!.reporter_note).toContain('Dr. Mara Melder');
    expect(safetyCase!.reporter_note).toContain('This sounds like a reaction to the new inhaler.');
    expect((await mailOf(safetyCase!.mail_id!)).text).toContain('This sounds like a reaction to the new inhaler.');
    // The moderators see it as an adverse-event report too.
    const queued = await app.db
      .selectFrom('moderation_items')
      .select('reason')
      .where('author_id', '=', author.user.id)
      .where('source', '=', 'messageReport')
      .orderBy('id')
      .execute();
    expect(queued.map((q) => q.reason)).toEqual(['other', 'adverseEvent']);
    // The case is in the safety console's list.
    const list = await app.inject({ url: '/api/admin/safety-cases?state=new', headers: safety.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((c: { id: number }) => c.id)).toContain(safetyCase!.id);
  });

  it("a report of a conversation with no message to the reporter keeps the report's words as the case", async () => {
    const other = await createMember(app);
    const reporter = await createMember(app);
    const note = 'He told me on the phone his patient collapsed after the infusion, nothing in writing here.';
    const res = await app.inject({
      method: 'POST',
      url: '/api/messages/report',
      payload: { reporteeId: other.user.id, reason: note, actionOnReport: 'block', adverseEvent: true },
      headers: reporter.auth,
    });
    expect(res.json()).toEqual({ action: 'block', safetyCaseOpened: true });
    const [safetyCase] = await casesFor(reporter.user.id);
    expect(safetyCase).toMatchObject({ source_type: 'report', verbatim: note });
    expect(safetyCase!.reporter_note).toContain('no message to them');
  });
});
