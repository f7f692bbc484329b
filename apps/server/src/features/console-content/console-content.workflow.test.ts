import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { clinicalNews, consoleApi, contentIn, inDays } from '../../test/console-content.js';
import { createStaff } from '../../test/factories.js';
import { expireOverdueContent, publishDueRevisions, warnReviewDue } from './content-schedule.service.js';

/**
 * The editorial workflow end to end through the API: every
 * state change and its refusals, separation of duties, what members see through their own APIs,
 * versions, the schedule with a controlled clock, and the audit log.
 */

type Auth = { authorization: string };
let app: FastifyInstance;
let api: ReturnType<typeof consoleApi>;
let staff: { editor: Auth; reviewer: Auth };
let editorId: number;
let editorEmail: string;
let reviewerId: number;
let admin: { auth: Auth; id: number };
let member: Auth;
let memberId: number;
let receiver: { auth: Auth; id: number };

beforeAll(async () => {
  app = await buildTestApp();
  api = consoleApi(app);
  const editor = await createStaff(app, 'editor');
  const reviewer = await createStaff(app, 'reviewer');
  const a = await createStaff(app, 'admin');
  staff = { editor: editor.auth, reviewer: reviewer.auth };
  editorId = editor.user.id;
  editorEmail = editor.user.email;
  reviewerId = reviewer.user.id;
  admin = { auth: a.auth, id: a.user.id };
  const m = await createStaff(app, 'member');
  [member, memberId] = [m.auth, m.user.id];
  const r = await createStaff(app, 'member');
  receiver = { auth: r.auth, id: r.user.id };
});
afterAll(() => app?.close());

/** A word no other item carries, so lists and search can be asked about one item. */
let wordSeq = 0;
const uniqueWord = () => `zyq${Date.now().toString(36)}x${(wordSeq += 1)}`;

const newsItem = (word: string, over = {}) =>
  clinicalNews({ title: `Console ${word} item`, html: `<p>Body about ${word}.</p>`, ...over });

// --- what a member sees, through the member APIs ------------------------------------------------

const memberGet = async (url: string, auth: Auth = member) => {
  const res = await app.inject({ method: 'GET', url, headers: auth });
  return { status: res.statusCode, body: res.json() };
};

/** The ids of the posts site search finds for `word`. */
const searchHits = async (word: string) =>
  ((await memberGet(`/api/search?q=${word}`)).body.groups as { hits: { id: number }[] }[]).flatMap((g) =>
    g.hits.map((h) => h.id),
  );

/** Everything a member can learn about item `id` (titled with `word`) through their own APIs. */
async function memberView(id: number, word: string) {
  const list = await memberGet('/api/information/news?tag=clinical-news&limit=100');
  const article = await memberGet(`/api/information/news/${id}`);
  const articleSearch = await memberGet(`/api/search/articles?q=${word}`);
  const save = await app.inject({ method: 'POST', url: `/api/save-article/${id}`, headers: member });
  const saved = await memberGet('/api/save-article?limit=50');
  // A share carries the page's address only; what the receiver learns is what opening it shows.
  const share = await app.inject({
    method: 'POST',
    url: '/api/user/share',
    headers: member,
    payload: { resourceLink: `/community/news/clinicalnews/${id}`, receiverId: receiver.id },
  });
  const conversation = await memberGet(`/api/messages/${memberId}`, receiver.auth);
  const opened = await memberGet(`/api/information/news/${id}`, receiver.auth);
  return {
    inList: (list.body.data as { id: number }[]).some((p) => p.id === id),
    article: article.status,
    title: article.status === 200 ? (article.body.title as string) : null,
    inSearch: (await searchHits(word)).includes(id),
    inArticleSearch: (articleSearch.body.data as { id: number }[]).some((p) => p.id === id),
    save: save.statusCode,
    inSaved: (saved.body.data as { id: number }[]).some((p) => p.id === id),
    share: share.statusCode,
    shareNamesIt: JSON.stringify(conversation.body).includes(word),
    sharedLinkOpens: opened.status,
  };
}

const HIDDEN = {
  inList: false,
  article: 404,
  inSearch: false,
  inArticleSearch: false,
  save: 404,
  inSaved: false,
  shareNamesIt: false,
  sharedLinkOpens: 404,
};
const VISIBLE = {
  inList: true,
  article: 200,
  inSearch: true,
  inArticleSearch: true,
  save: 200,
  inSaved: true,
  share: 201,
  sharedLinkOpens: 200,
};

const audits = (id: number) =>
  app.db
    .selectFrom('audit_log')
    .select(['actor_id', 'actor_label', 'action', 'version', 'from_state', 'to_state', 'details'])
    .where('target_type', '=', 'post')
    .where('target_id', '=', String(id))
    .orderBy('id')
    .execute();

// -----------------------------------------------------------------------------------------------

describe('the console list', () => {
  const order = async (word: string, query: string) =>
    ((await api.list(staff.editor, `q=${word}&${query}`)).body.data as { id: number }[]).map((i) => i.id);

  it('sorts by the working copy’s title, state and review-by date, and follows each change', async () => {
    const word = uniqueWord();
    const titled = (letter: string) => newsItem(word, { title: `${letter} ${word} item` });
    const b = await contentIn(app, staff, 'draft', 'news', titled('B'));
    const c = await contentIn(app, staff, 'in_review', 'news', titled('c'));
    const a = await contentIn(app, staff, 'published', 'news', titled('A'));
    // Title order ignores case and reads the working copy: a new draft's title moves the item.
    expect(await order(word, 'sort=title&order=asc')).toEqual([a, b, c]);
    expect(await order(word, 'sort=title&order=desc')).toEqual([c, b, a]);
    expect((await api.save(staff.editor, a, titled('D'))).status).toBe(200);
    expect(await order(word, 'sort=title&order=asc')).toEqual([b, c, a]);
    // State order: the drafts (b, then a's new working copy, by id), then the one in review.
    expect(await order(word, 'sort=state&order=asc')).toEqual([b, a, c]);
    expect(await order(word, 'state=in_review')).toEqual([c]);
    // Review-by: an approved copy's date, earliest first; items without one last either way.
    expect((await api.approve(staff.reviewer, c, { approvalCode: 'AATD-TEST-002', reviewBy: inDays(30) })).status).toBe(
      200,
    );
    expect(await order(word, 'sort=reviewBy&order=asc')).toEqual([c, a, b]);
    expect(await order(word, 'sort=reviewBy&order=desc')).toEqual([a, c, b]);
    expect(await order(word, `reviewBefore=${inDays(60)}`)).toEqual([c]);
  });
});

describe('submitting for review', () => {
  it('needs every required field: 400 naming the missing ones, beside each field', async () => {
    const created = await api.create(staff.editor, 'news', { newsGroup: 'JOURNAL_WATCH', title: 'Only a title' });
    expect(created.status).toBe(201);
    expect(created.body.state).toBe('draft');
    expect(created.body.missingFields).toEqual(['excerpt', 'html', 'articleSource', 'articleUrl', 'journal']);
    const res = await api.submit(staff.editor, created.body.id);
    expect(res.status).toBe(400);
    expect(res.body.errors).toBe('missingFields');
    expect(res.body.message).toBe(
      'Fill in the required fields before submitting: Excerpt, Body, Source, Article address, Journal.',
    );
    expect(Object.keys(res.body.fields)).toEqual(['excerpt', 'html', 'articleSource', 'articleUrl', 'journal']);
    expect((await api.get(staff.editor, created.body.id)).body.state).toBe('draft');
  });

  it('counts an empty rich-text body as missing', async () => {
    const { body } = await api.create(staff.editor, 'news', clinicalNews({ html: '<p> </p><p>&nbsp;</p>' }));
    const res = await api.submit(staff.editor, body.id);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ html: 'Body is required' });
  });

  it('moves a complete draft to review once; a second submit is refused (409)', async () => {
    const id = await contentIn(app, staff, 'draft');
    const res = await api.submit(staff.editor, id);
    expect(res.status).toBe(200);
    expect(res.body.state).toBe('in_review');
    const again = await api.submit(staff.editor, id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('It is already in review.');
  });
});

describe('approving', () => {
  it('needs an approval code and a future review-by date (400 naming the field)', async () => {
    const id = await contentIn(app, staff, 'in_review');
    const noCode = await api.call('POST', `/${id}/approve`, staff.reviewer, { reviewBy: inDays(100) });
    expect(noCode.status).toBe(400);
    expect(noCode.body.fields).toHaveProperty('approvalCode');
    const noDate = await api.call('POST', `/${id}/approve`, staff.reviewer, { approvalCode: 'AATD-1' });
    expect(noDate.status).toBe(400);
    expect(noDate.body.fields).toHaveProperty('reviewBy');
    const past = await api.approve(staff.reviewer, id, { approvalCode: 'AATD-1', reviewBy: inDays(-1) });
    expect(past.status).toBe(400);
    expect(past.body.fields).toEqual({ reviewBy: 'The review-by date must be in the future.' });
    expect((await api.get(staff.reviewer, id)).body.state).toBe('in_review');

    const ok = await api.approve(staff.reviewer, id, { approvalCode: 'AATD-NEWS-0042', reviewBy: inDays(200) });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ state: 'approved', approvalCode: 'AATD-NEWS-0042', reviewBy: inDays(200) });
    expect(ok.body.working.reviewer.id).toBe(reviewerId);
  });

  it('is refused to anyone who wrote the version, admins included (403); another reviewer may', async () => {
    const { body } = await api.create(admin.auth, 'news', clinicalNews());
    expect((await api.submit(admin.auth, body.id)).status).toBe(200);
    expect((await api.get(admin.auth, body.id)).body.actions).not.toContain('approve');
    const own = await api.approve(admin.auth, body.id);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('You wrote part of this version, so another reviewer must approve it.');
    expect((await api.approve(staff.reviewer, body.id)).status).toBe(200);
  });

  it('is refused to an admin who edited any revision since the last approval', async () => {
    const id = await contentIn(app, staff, 'draft');
    expect((await api.save(admin.auth, id, clinicalNews({ title: 'Admin touched it' }))).status).toBe(200);
    expect((await api.submit(staff.editor, id)).status).toBe(200);
    expect((await api.approve(admin.auth, id)).status).toBe(403);
  });

  it('is refused on an item that is not in review (409)', async () => {
    const id = await contentIn(app, staff, 'draft');
    const res = await api.approve(staff.reviewer, id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Only an item in review can be approved or sent back.');
  });
});

describe('sending back', () => {
  it('puts the comments beside the fields for the editor until the next approval', async () => {
    const id = await contentIn(app, staff, 'in_review');
    const comments = { general: 'Shorten the summary.', fields: { excerpt: 'Too long for a card.' } };
    const res = await api.sendBack(staff.reviewer, id, comments);
    expect(res.status).toBe(200);
    expect(res.body.state).toBe('changes_requested');

    const seen = await api.get(staff.editor, id);
    expect(seen.body.reviewComments).toEqual(comments);
    expect(seen.body.actions).toEqual(expect.arrayContaining(['save', 'submit']));
    const versions = await api.versions(staff.editor, id);
    expect(versions.body.data[0]).toMatchObject({ number: 1, state: 'changes_requested', hasComments: true });

    // The editor fixes it: the comments stay beside the fields while it is reviewed again.
    const fixed = await api.save(staff.editor, id, clinicalNews({ excerpt: 'Short.' }));
    expect(fixed.body).toMatchObject({ state: 'draft', reviewComments: comments });
    expect((await api.submit(staff.editor, id)).body.state).toBe('in_review');
    expect((await api.get(staff.reviewer, id)).body.reviewComments).toEqual(comments);
    const approved = await api.approve(staff.reviewer, id);
    expect(approved.body.reviewComments).toBeNull();
  });

  it('needs a comment (400) and an item in review (409)', async () => {
    const id = await contentIn(app, staff, 'in_review');
    const empty = await api.sendBack(staff.reviewer, id, { general: '', fields: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/Write what needs to change/);
    const draft = await contentIn(app, staff, 'draft');
    expect((await api.sendBack(staff.reviewer, draft, { general: 'No.' })).status).toBe(409);
  });
});

describe('publishing and withdrawing', () => {
  it('shows members the open-access badge only when the editor chose it', async () => {
    const badgeOf = async (accessStatus: boolean | null) => {
      const word = uniqueWord();
      const id = await contentIn(app, staff, 'published', 'news', newsItem(word, { accessStatus }));
      const article = (await memberGet(`/api/information/news/${id}`)).body;
      const card = (
        (await memberGet('/api/information/news?tag=clinical-news&limit=100')).body.data as Array<{
          id: number;
          accessStatus: unknown;
        }>
      ).find((c) => c.id === id);
      expect(card?.accessStatus).toEqual(article.accessStatus);
      return article.accessStatus as unknown;
    };
    // "Not chosen" is not "Open access".
    expect(await badgeOf(null)).toBeNull();
    expect(await badgeOf(true)).toBe('true');
    expect(await badgeOf(false)).toBe('false');
  });

  it('publishes only an approved version (409 before), then withdraws it', async () => {
    const id = await contentIn(app, staff, 'in_review');
    const early = await api.publish(staff.editor, id);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Only an approved version can be published; submit it for review first.');
    await api.approve(staff.reviewer, id);
    const live = await api.publish(staff.editor, id);
    expect(live.body).toMatchObject({ state: 'published', status: 'published', liveRevision: 1 });
    const withdrawn = await api.withdraw(staff.editor, id);
    expect(withdrawn.body).toMatchObject({ state: 'withdrawn', status: 'withdrawn' });
    expect((await api.withdraw(staff.editor, id)).status).toBe(409);
  });

  it('refuses a publishing time in the past (400)', async () => {
    const id = await contentIn(app, staff, 'approved');
    const res = await api.publish(staff.editor, id, { publishAt: new Date(Date.now() - 60_000).toISOString() });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('publishAt');
  });
});

describe('bulk steps', () => {
  it('submit or withdraw each item on its own: one refusal does not stop the others', async () => {
    const complete = await contentIn(app, staff, 'draft');
    const incomplete = (await api.create(staff.editor, 'news', { newsGroup: 'CLINICAL_NEWS', title: 'Half' })).body
      .id as number;
    const inReview = await contentIn(app, staff, 'in_review');
    const submitted = await api.bulk(staff.editor, 'submit', [complete, incomplete, inReview, 999_999]);
    expect(submitted.status).toBe(200);
    expect(submitted.body.results).toEqual([
      { id: complete, ok: true, state: 'in_review' },
      {
        id: incomplete,
        ok: false,
        status: 400,
        message: 'Fill in the required fields before submitting: Excerpt, Body.',
        fields: { excerpt: 'Excerpt is required', html: 'Body is required' },
      },
      { id: inReview, ok: false, status: 409, message: 'It is already in review.' },
      { id: 999_999, ok: false, status: 404, message: 'The content item was not found.' },
    ]);
    expect((await audits(complete)).map((r) => r.action)).toEqual(['content.create', 'content.submit']);
    expect((await audits(incomplete)).map((r) => r.action)).toEqual(['content.create']);

    const word = uniqueWord();
    const live = await contentIn(app, staff, 'published', 'news', newsItem(word));
    const withdrawn = await api.bulk(staff.editor, 'withdraw', [live, complete]);
    expect(withdrawn.body.results).toEqual([
      { id: live, ok: true, state: 'withdrawn' },
      { id: complete, ok: false, status: 409, message: 'Only published or scheduled content can be withdrawn.' },
    ]);
    expect(await memberView(live, word)).toMatchObject(HIDDEN);
  });
});

describe('members see only published content', () => {
  it('a draft, an item in review, an approved one not published and a withdrawn one appear nowhere; a published one does', async () => {
    const words = { draft: uniqueWord(), inReview: uniqueWord(), approved: uniqueWord(), sentBack: uniqueWord() };
    const draft = await contentIn(app, staff, 'draft', 'news', newsItem(words.draft));
    const inReview = await contentIn(app, staff, 'in_review', 'news', newsItem(words.inReview));
    const approved = await contentIn(app, staff, 'approved', 'news', newsItem(words.approved));
    const sentBack = await contentIn(app, staff, 'in_review', 'news', newsItem(words.sentBack));
    await api.sendBack(staff.reviewer, sentBack, { general: 'Not yet.' });
    expect(await memberView(draft, words.draft)).toMatchObject(HIDDEN);
    expect(await memberView(inReview, words.inReview)).toMatchObject(HIDDEN);
    expect(await memberView(approved, words.approved)).toMatchObject(HIDDEN);
    expect(await memberView(sentBack, words.sentBack)).toMatchObject(HIDDEN);

    await api.publish(staff.editor, approved);
    expect(await memberView(approved, words.approved)).toMatchObject(VISIBLE);

    // Saved while live, then withdrawn: gone from the list, the search and the saved list.
    await api.withdraw(staff.editor, approved);
    expect(await memberView(approved, words.approved)).toMatchObject(HIDDEN);
  });

  it('cannot read the comments of, comment on, rate or count a view of an item that is not published (404)', async () => {
    const engage = (id: number) =>
      Promise.all([
        app.inject({ method: 'GET', url: `/api/comment/${id}`, headers: member }),
        app.inject({ method: 'POST', url: `/api/comment/${id}`, headers: member, payload: { commentText: 'Hello' } }),
        app.inject({ method: 'POST', url: `/api/rating/${id}`, headers: member, payload: { rating: 4 } }),
        app.inject({ method: 'POST', url: `/api/update-view-count/news/${id}`, headers: member }),
      ]).then((all) => all.map((r) => r.statusCode));
    const id = await contentIn(app, staff, 'approved');
    expect(await engage(id)).toEqual([404, 404, 404, 404]);
    await api.publish(staff.editor, id);
    expect(await engage(id)).toEqual([200, 201, 200, 200]);
    await api.withdraw(staff.editor, id);
    expect(await engage(id)).toEqual([404, 404, 404, 404]);
  });

  it('keep the approved version while a new draft of it is written and reviewed, until it is published', async () => {
    const [before, after] = [uniqueWord(), uniqueWord()];
    const id = await contentIn(app, staff, 'published', 'news', newsItem(before));
    const edited = await api.save(staff.editor, id, newsItem(after));
    expect(edited.body).toMatchObject({ state: 'draft', status: 'published', liveRevision: 1 });
    expect(edited.body.working.number).toBe(2);
    expect(edited.body.live.title).toBe(`Console ${before} item`);

    const check = async () => ({ old: await memberView(id, before), new: (await searchHits(after)).length });
    let seen = await check();
    expect(seen.old).toMatchObject({ inList: true, article: 200, inSearch: true, title: `Console ${before} item` });
    expect(seen.new).toBe(0);

    expect((await api.submit(staff.editor, id)).body.state).toBe('in_review');
    seen = await check();
    expect(seen.old).toMatchObject({ article: 200, title: `Console ${before} item` });
    expect(seen.new).toBe(0);

    expect((await api.approve(staff.reviewer, id)).body.state).toBe('approved');
    seen = await check();
    expect(seen.old).toMatchObject({ article: 200, title: `Console ${before} item` });
    expect(seen.new).toBe(0);

    const published = await api.publish(staff.editor, id);
    expect(published.body).toMatchObject({ state: 'published', liveRevision: 2 });
    const now = await memberView(id, after);
    expect(now).toMatchObject({ inList: true, article: 200, inSearch: true, title: `Console ${after} item` });
    expect(await searchHits(before)).toEqual([]);
  });
});

describe('versions', () => {
  it('lists every save, shows one with its fields, and restores one as a new draft that needs review', async () => {
    const [first, second] = [uniqueWord(), uniqueWord()];
    const id = await contentIn(app, staff, 'published', 'news', newsItem(first));
    await api.save(staff.editor, id, newsItem(second));
    expect((await api.submit(staff.editor, id)).status).toBe(200);
    expect((await api.approve(staff.reviewer, id)).status).toBe(200);
    expect((await api.publish(staff.editor, id)).status).toBe(200);

    const list = await api.versions(staff.reviewer, id);
    expect(
      list.body.data.map((v: { number: number; state: string; live: boolean }) => [v.number, v.state, v.live]),
    ).toEqual([
      [2, 'published', true],
      [1, 'published', false],
    ]);
    const v1 = await api.version(staff.reviewer, id, 1);
    expect(v1.body.fields.title).toBe(`Console ${first} item`);
    expect(v1.body.approvalCode).toBe('AATD-TEST-001');
    expect((await api.version(staff.reviewer, id, 9)).status).toBe(404);
    expect((await api.restore(staff.editor, id, 2)).status).toBe(409);

    const restored = await api.restore(staff.editor, id, 1);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ state: 'draft', status: 'published', liveRevision: 2 });
    expect(restored.body.working).toMatchObject({ number: 3, state: 'draft', approvalCode: null });
    expect(restored.body.working.fields.title).toBe(`Console ${first} item`);
    // It needs a new review: not publishable, and members still see version 2.
    expect((await api.publish(staff.editor, id)).status).toBe(409);
    expect(await memberView(id, second)).toMatchObject({ article: 200, title: `Console ${second} item` });
    expect((await api.submit(staff.editor, id)).status).toBe(200);
    expect((await api.approve(staff.reviewer, id)).status).toBe(200);
    expect((await api.publish(staff.editor, id)).body.liveRevision).toBe(3);
    expect(await memberView(id, first)).toMatchObject({ article: 200, title: `Console ${first} item` });
  });

  it('refuses a save based on an older version (409) so nobody overwrites a colleague unseen', async () => {
    const id = await contentIn(app, staff, 'draft');
    expect((await api.save(staff.editor, id, clinicalNews({ title: 'Two' }), 1)).status).toBe(200);
    const stale = await api.save(admin.auth, id, clinicalNews({ title: 'Stale' }), 1);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/Version 2 was saved after the version 1 you edited/);
  });
});

describe('the schedule (with a controlled clock)', () => {
  it('publishes a scheduled version when its time comes, once', async () => {
    const word = uniqueWord();
    const id = await contentIn(app, staff, 'approved', 'news', newsItem(word));
    const at = new Date(Date.now() + 3_600_000);
    const scheduled = await api.publish(staff.editor, id, { publishAt: at.toISOString() });
    expect(scheduled.body).toMatchObject({ state: 'scheduled', publishAt: at.toISOString() });
    expect(await memberView(id, word)).toMatchObject(HIDDEN);

    expect(await publishDueRevisions(app, new Date(at.getTime() - 1000))).toBe(0);
    expect(await memberView(id, word)).toMatchObject(HIDDEN);
    expect(await publishDueRevisions(app, at)).toBeGreaterThanOrEqual(1);
    expect(await memberView(id, word)).toMatchObject({ inList: true, article: 200, inSearch: true });
    expect((await api.get(staff.editor, id)).body).toMatchObject({ state: 'published', publishAt: null });
    expect(await publishDueRevisions(app, at)).toBe(0);

    const rows = await audits(id);
    expect(rows.at(-2)).toMatchObject({
      actor_id: editorId,
      action: 'content.schedule',
      version: 1,
      from_state: 'approved',
      to_state: 'scheduled',
      details: { publishAt: at.toISOString() },
    });
    expect(rows.at(-1)).toMatchObject({
      actor_id: null,
      actor_label: 'content schedule',
      action: 'content.publish',
      version: 1,
      from_state: 'scheduled',
      to_state: 'published',
    });
  });

  it('a withdrawn schedule never publishes', async () => {
    const id = await contentIn(app, staff, 'approved');
    const at = new Date(Date.now() + 3_600_000);
    await api.publish(staff.editor, id, { publishAt: at.toISOString() });
    expect((await api.withdraw(staff.editor, id)).body.state).toBe('approved');
    await publishDueRevisions(app, new Date(at.getTime() + 1000));
    expect((await api.get(staff.editor, id)).body.status).toBe('draft');
  });

  it('warns the editor by mail once, 30 days before the review-by date, then withdraws it at that date', async () => {
    const word = uniqueWord();
    const reviewBy = inDays(45);
    const id = await contentIn(app, staff, 'in_review', 'news', newsItem(word));
    await api.approve(staff.reviewer, id, { approvalCode: 'AATD-SHORT-01', reviewBy });
    await api.publish(staff.editor, id);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000);
    const mails = () =>
      app.db
        .selectFrom('mail_outbox')
        .select(['subject', 'text'])
        .where('to_address', '=', editorEmail.toLowerCase())
        .where('subject', 'like', `%${word}%`)
        .execute();

    await warnReviewDue(app, day(10)); // 35 days before: too early
    expect(await mails()).toHaveLength(0);
    expect((await api.get(staff.editor, id)).body.reviewDue).toBe(false);

    await warnReviewDue(app, day(16)); // 29 days before
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Review due by ${reviewBy}: Console ${word} item`);
    expect(sent[0]!.text).toContain(`/admin/content/${id}`);
    await warnReviewDue(app, day(20));
    expect(await mails()).toHaveLength(1);

    await expireOverdueContent(app, day(44));
    expect(await memberView(id, word)).toMatchObject({ article: 200 });
    await expireOverdueContent(app, day(45));
    expect(await memberView(id, word)).toMatchObject(HIDDEN);
    expect((await api.get(staff.editor, id)).body).toMatchObject({ state: 'expired', status: 'expired' });

    const rows = await audits(id);
    expect(rows.at(-2)).toMatchObject({ action: 'content.review_warning', actor_label: 'content schedule' });
    expect(rows.at(-1)).toMatchObject({
      action: 'content.expire',
      actor_id: null,
      from_state: 'published',
      to_state: 'expired',
      version: 1,
    });
  });
});

describe('the audit log', () => {
  it('records every step: who, what, which version, from which state to which', async () => {
    const id = await contentIn(app, staff, 'in_review');
    await api.sendBack(staff.reviewer, id, { general: 'Again.' });
    await api.save(staff.editor, id, clinicalNews({ title: 'Fixed' }));
    await api.submit(staff.editor, id);
    await api.approve(staff.reviewer, id);
    await api.publish(staff.editor, id);
    await api.save(staff.editor, id, clinicalNews({ title: 'Next' }));
    await api.restore(staff.editor, id, 1);
    await api.withdraw(staff.editor, id);
    const rows = await audits(id);
    expect(rows.map((r) => [r.actor_id, r.action, r.version, r.from_state, r.to_state])).toEqual([
      [editorId, 'content.create', 1, null, 'draft'],
      [editorId, 'content.submit', 1, 'draft', 'in_review'],
      [reviewerId, 'content.return', 1, 'in_review', 'changes_requested'],
      [editorId, 'content.save', 2, 'changes_requested', 'draft'],
      [editorId, 'content.submit', 2, 'draft', 'in_review'],
      [reviewerId, 'content.approve', 2, 'in_review', 'approved'],
      [editorId, 'content.publish', 2, 'approved', 'published'],
      [editorId, 'content.save', 3, 'published', 'draft'],
      [editorId, 'content.restore', 4, 'draft', 'draft'],
      // Members stop seeing version 2; the draft being written (version 4) is untouched.
      [editorId, 'content.withdraw', 2, 'published', 'withdrawn'],
    ]);
    // People are recorded by id only; their names are looked up when the log is read.
    expect(rows.every((r) => r.actor_label === null)).toBe(true);
    expect(rows.find((r) => r.action === 'content.approve')!.details).toMatchObject({ approvalCode: 'AATD-TEST-001' });
    expect(rows.find((r) => r.action === 'content.restore')!.details).toEqual({ restoredFrom: 1 });
    expect(rows.find((r) => r.action === 'content.withdraw')!.details).toMatchObject({
      liveStatus: { from: 'published', to: 'withdrawn' },
    });
  });

  it('is refused by the database when anyone tries to change or delete a row', async () => {
    const id = await contentIn(app, staff, 'draft');
    const target = String(id);
    await expect(
      app.db.updateTable('audit_log').set({ to_state: 'published' }).where('target_id', '=', target).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(app.db.deleteFrom('audit_log').where('target_id', '=', target).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`update audit_log set actor_id = null`.execute(app.db)).rejects.toThrow(/append-only/);
    expect(await audits(id)).toEqual([expect.objectContaining({ action: 'content.create', to_state: 'draft' })]);
  });
});
