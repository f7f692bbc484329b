import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_STEP_TEXT, SILENCED_CODE, SUSPENDED_LOGIN_CODE, silencedMessage } from '@aatd/contract';
import { createMember, createStaff } from '../../test/factories.js';
import { buildContentApp, news, seedPosts } from '../../test/content.js';

/** The moderator's day: several steps in one decision, silence, claims, canned replies, staff notes. */
let app: FastifyInstance;
let postId: number;
type Who = { auth: Record<string, string>; user?: { id: number } } | null;
let moderator: Awaited<ReturnType<typeof createMember>>;
let admin: Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  app = await buildContentApp();
  [postId] = (await seedPosts(app, [news({ title: 'Lung function follow-up' })])) as [number];
  moderator = await createStaff(app, 'moderator', { firstName: 'Mia', lastName: 'Moderator' });
  admin = await createStaff(app, 'admin', { firstName: 'Ada', lastName: 'Admin' });
});
afterAll(() => app.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, who: Who, payload?: object) =>
  app.inject({ method, url, headers: who ? who.auth : {}, ...(payload ? { payload } : {}) });
const comment = async (who: Who, text: string) => call('POST', `/api/comment/${postId}`, who, { commentText: text });
const decide = (id: number, actions: object[], who: Who = moderator) =>
  call('POST', `/api/admin/moderation/items/${id}/actions`, who, { actions });
const auditOf = (targetType: string, targetId: number) =>
  app.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id'])
    .where('target_type', '=', targetType)
    .where('target_id', '=', String(targetId))
    .orderBy('id')
    .execute();

/** A member's comment reported by another member; the item's id. */
async function reported(reason = 'abuse', text = 'You clearly know nothing, stop posting') {
  const author = await createMember(app);
  const reporter = await createMember(app);
  const written = (await comment(author, text)).json<{ id: number }>();
  const res = await call('POST', `/api/comments/${written.id}/report`, reporter, {
    reason,
    ...(reason === 'other' ? { details: 'See above' } : {}),
  });
  expect(res.statusCode).toBe(201);
  return { author, reporter, commentId: written.id, itemId: res.json<{ id: number }>().id };
}

const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();

describe('report reasons', () => {
  it('takes abuse or harassment and misinformation as reasons, and refuses unknown ones', async () => {
    const { itemId } = await reported('abuse');
    expect((await call('GET', `/api/admin/moderation/items/${itemId}`, moderator)).json().reason).toBe('abuse');
    const second = await reported('misinformation', 'Augmentation cures emphysema in a week');
    expect((await call('GET', `/api/admin/moderation/items/${second.itemId}`, moderator)).json().reason).toBe(
      'misinformation',
    );
    const author = await createMember(app);
    const c = (await comment(author, 'Fine text')).json<{ id: number }>();
    const bad = await call('POST', `/api/comments/${c.id}/report`, await createMember(app), { reason: 'spam-ish' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('one decision, several steps', () => {
  it('hides and warns in one submit: the comment is hidden, the author gets both notices, both are audited', async () => {
    const { author, itemId, commentId } = await reported();
    const res = await decide(itemId, [
      { action: 'warn', reason: 'Please keep a collegial tone.' },
      { action: 'hide', reason: 'Personal attacks are not allowed.' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'closed',
      resolution: 'hide',
      resolutionReason: 'Personal attacks are not allowed.',
      actions: [
        { action: 'hide', reason: 'Personal attacks are not allowed.' },
        { action: 'warn', reason: 'Please keep a collegial tone.' },
      ],
    });
    const row = await app.db
      .selectFrom('comments')
      .select('review_state')
      .where('id', '=', commentId)
      .executeTakeFirstOrThrow();
    expect(row.review_state).toBe('hidden');
    const notices = (await call('GET', '/api/user/notices', author)).json<{ data: Array<{ kind: string }> }>().data;
    expect(notices.map((n) => n.kind).sort()).toEqual(['contentHidden', 'warning']);
    expect(await auditOf('moderation_item', itemId)).toEqual([
      { action: 'moderation.hide', actor_id: moderator.user.id },
      { action: 'moderation.warn', actor_id: moderator.user.id },
    ]);
  });

  it('dismisses and releases without a reason', async () => {
    const { itemId } = await reported('other');
    const dismissed = await decide(itemId, [{ action: 'dismiss' }]);
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toMatchObject({ resolution: 'dismiss', resolutionReason: null });

    const hidden = await reported();
    await decide(hidden.itemId, [{ action: 'hide', reason: 'Rude.' }]);
    const again = await reported('other', 'Another sharp remark');
    // A hidden comment reported again: the moderator changes their mind and releases it, no reason asked.
    await app.db.updateTable('comments').set({ review_state: 'hidden' }).where('id', '=', again.commentId).execute();
    const released = await decide(again.itemId, [{ action: 'release', reason: '' }]);
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({ resolution: 'release', actions: [{ action: 'release', reason: null }] });
  });

  it('still asks a reason where the member is told one, and refuses steps that cannot go together', async () => {
    const { itemId } = await reported();
    const noReason = await decide(itemId, [{ action: 'warn' }]);
    expect(noReason.statusCode).toBe(400);
    const messages = async (actions: object[]) => JSON.stringify((await decide(itemId, actions)).json());
    expect(await messages([{ action: 'dismiss' }, { action: 'warn', reason: 'x' }])).toContain(
      MODERATION_STEP_TEXT.dismissAlone,
    );
    expect(await messages([{ action: 'hide', reason: 'x' }, { action: 'release' }])).toContain(
      'Content hidden and Released cannot be chosen together.',
    );
    expect(
      await messages([
        { action: 'warn', reason: 'x' },
        { action: 'warn', reason: 'y' },
      ]),
    ).toContain(MODERATION_STEP_TEXT.twice);
    expect((await decide(itemId, [])).statusCode).toBe(400);
    // A failed step undoes the whole decision: the item stays open, nothing was told.
    const gone = await reported();
    await app.db.deleteFrom('comments').where('id', '=', gone.commentId).execute();
    const failed = await decide(gone.itemId, [
      { action: 'warn', reason: 'x' },
      { action: 'hide', reason: 'y' },
    ]);
    expect(failed.statusCode).toBe(409);
    expect((await call('GET', `/api/admin/moderation/items/${gone.itemId}`, moderator)).json().state).toBe('open');
    expect((await call('GET', '/api/user/notices', gone.author)).json().data).toEqual([]);
  });
});

describe('silence (read-only)', () => {
  it('lets a silenced member read but answers every write with the reason and the end date, until lifted', async () => {
    const { author, itemId } = await reported();
    const other = await createMember(app);
    const until = inDays(3);
    const res = await decide(itemId, [
      { action: 'hide', reason: 'Harassment.' },
      { action: 'silence', reason: 'Harassing other members.', until },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().authorStatus.silencedUntil).toBe(until);

    expect((await call('GET', `/api/comment/${postId}?limit=10&page=1`, author)).statusCode).toBe(200);
    const expected = {
      errors: SILENCED_CODE,
      message: silencedMessage(until, 'Harassing other members.'),
      sanction: { until, reason: 'Harassing other members.' },
    };
    const writes = [
      await comment(author, 'One more thing'),
      await call('POST', '/api/messages', author, { receiverId: other.user.id, messageText: 'Hello' }),
      await call('POST', '/api/user/share', author, { resourceLink: `/news/${postId}`, receiverId: other.user.id }),
      await call('POST', `/api/rating/${postId}`, author, { rating: 4, moduleType: 'news' }),
    ];
    for (const write of writes) {
      expect(write.statusCode).toBe(403);
      expect(write.json()).toEqual(expected);
    }
    expect(expected.message).toContain(new Date(until).getUTCFullYear().toString());
    expect(expected.message).toMatch(/^Your account is read-only until .* UTC: you can read/);

    const lifted = await call('POST', `/api/admin/moderation/members/${author.user.id}/unsilence`, moderator, {
      reason: 'Apologised.',
    });
    expect(lifted.json()).toEqual({ id: author.user.id, silencedUntil: null });
    expect((await comment(author, 'Sorry, everyone')).statusCode).toBe(201);
    expect(
      (await call('POST', `/api/admin/moderation/members/${author.user.id}/unsilence`, moderator, { reason: 'x' }))
        .statusCode,
    ).toBe(409);
    expect((await auditOf('user', author.user.id)).map((a) => a.action)).toEqual(['moderation.unsilence']);
  });

  it('needs a future end, and refuses staff targets for a moderator', async () => {
    const member = await createMember(app);
    const past = await call('POST', `/api/admin/moderation/members/${member.user.id}/silence`, moderator, {
      reason: 'x',
      until: new Date(Date.now() - 1000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    const none = await call('POST', `/api/admin/moderation/members/${member.user.id}/silence`, moderator, {
      reason: 'x',
      until: null,
    });
    expect(none.statusCode).toBe(400);
    const editor = await createStaff(app, 'editor');
    const staff = await call('POST', `/api/admin/moderation/members/${editor.user.id}/silence`, moderator, {
      reason: 'x',
      until: inDays(1),
    });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe('Only administrators may silence staff members.');
  });
});

describe('only admins lift what only admins may impose', () => {
  it('refuses a moderator lifting an admin’s suspension or silence of a staff member; the admin may', async () => {
    const editor = await createStaff(app, 'editor');
    const suspended = await call('POST', `/api/admin/moderation/members/${editor.user.id}/suspend`, admin, {
      reason: 'Investigation.',
      until: null,
    });
    expect(suspended.statusCode).toBe(200);
    const me = await call('GET', '/api/user', editor);
    expect(me.statusCode).toBe(403);
    expect(me.json().errors).toBe(SUSPENDED_LOGIN_CODE);

    const byModerator = await call('POST', `/api/admin/moderation/members/${editor.user.id}/lift`, moderator, {
      reason: 'Seems fine.',
    });
    expect(byModerator.statusCode).toBe(403);
    expect(byModerator.json().message).toBe('Only administrators may lift the suspension of staff members.');
    expect((await call('GET', '/api/user', editor)).statusCode).toBe(403);

    const byAdmin = await call('POST', `/api/admin/moderation/members/${editor.user.id}/lift`, admin, {
      reason: 'Cleared.',
    });
    expect(byAdmin.statusCode).toBe(200);
    expect((await call('GET', '/api/user', editor)).statusCode).toBe(200);

    await call('POST', `/api/admin/moderation/members/${editor.user.id}/silence`, admin, {
      reason: 'Cool down.',
      until: inDays(1),
    });
    const unsilence = await call('POST', `/api/admin/moderation/members/${editor.user.id}/unsilence`, moderator, {
      reason: 'x',
    });
    expect(unsilence.statusCode).toBe(403);
  });

  it('lets a moderator lift a member’s suspension', async () => {
    const member = await createMember(app);
    await call('POST', `/api/admin/moderation/members/${member.user.id}/suspend`, moderator, {
      reason: 'Spam.',
      until: inDays(2),
    });
    const lifted = await call('POST', `/api/admin/moderation/members/${member.user.id}/lift`, moderator, {
      reason: 'Appeal accepted.',
    });
    expect(lifted.statusCode).toBe(200);
  });
});

describe('claims and priority', () => {
  it('claims, assigns and releases items, filters mine and unclaimed, and sorts by priority', async () => {
    const second = await createStaff(app, 'moderator', { firstName: 'Max', lastName: 'Second' });
    const a = await reported();
    const b = await reported();
    const patch = (id: number, body: object, who: Who = moderator) =>
      call('PATCH', `/api/admin/moderation/items/${id}`, who, body);

    const claimed = await patch(a.itemId, { claimedBy: moderator.user.id });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().claimedBy).toEqual({ id: moderator.user.id, name: 'Dr. Mia Moderator' });
    const ids = async (query: string, who: Who = moderator) =>
      (await call('GET', `/api/admin/moderation/items?${query}&limit=100`, who))
        .json<{ data: Array<{ id: number }> }>()
        .data.map((i) => i.id);
    expect(await ids('assigned=mine')).toContain(a.itemId);
    expect(await ids('assigned=mine')).not.toContain(b.itemId);
    expect(await ids('assigned=unclaimed')).toContain(b.itemId);
    expect(await ids('assigned=unclaimed')).not.toContain(a.itemId);
    expect(await ids('assigned=mine', second)).not.toContain(a.itemId);

    // Assigned to a colleague; a member cannot be assigned.
    expect((await patch(a.itemId, { claimedBy: second.user.id })).json().claimedBy.id).toBe(second.user.id);
    expect(await ids('assigned=mine', second)).toContain(a.itemId);
    const toMember = await patch(a.itemId, { claimedBy: a.author.user.id });
    expect(toMember.statusCode).toBe(400);
    expect(toMember.json().fields.claimedBy).toBe('Assign the item to a moderator.');
    expect((await patch(a.itemId, { claimedBy: null })).json().claimedBy).toBeNull();

    const high = await patch(b.itemId, { priority: 'high' });
    expect(high.json().priority).toBe('high');
    const sorted = await ids('sort=priority');
    expect(sorted.indexOf(b.itemId)).toBeLessThan(sorted.indexOf(a.itemId));
    expect((await patch(b.itemId, {})).statusCode).toBe(400);
    expect((await patch(2_000_000_000, { priority: 'low' })).statusCode).toBe(404);
    expect((await patch(b.itemId, { priority: 'low' }, await createStaff(app, 'editor'))).statusCode).toBe(403);

    expect((await auditOf('moderation_item', a.itemId)).map((x) => x.action)).toEqual([
      'moderation.claim',
      'moderation.claim',
      'moderation.claim',
    ]);
    await decide(b.itemId, [{ action: 'dismiss' }]);
    expect((await patch(b.itemId, { priority: 'high' })).statusCode).toBe(409);
  });
});

describe('canned replies', () => {
  it('moderators create, list, edit and remove saved texts per action, audited; others may not', async () => {
    const created = await call('POST', '/api/admin/moderation/replies', moderator, {
      action: 'warn',
      title: 'Collegial tone',
      text: 'Please keep a collegial tone with other members.',
    });
    expect(created.statusCode).toBe(201);
    const reply = created.json<{ id: number }>();
    expect(created.json()).toMatchObject({ action: 'warn', title: 'Collegial tone', updatedBy: 'Dr. Mia Moderator' });

    const duplicate = await call('POST', '/api/admin/moderation/replies', moderator, {
      action: 'warn',
      title: 'collegial TONE',
      text: 'x',
    });
    expect(duplicate.statusCode).toBe(409);
    const edited = await call('PUT', `/api/admin/moderation/replies/${reply.id}`, admin, {
      action: 'warn',
      title: 'Collegial tone',
      text: 'Please keep a collegial, respectful tone.',
    });
    expect(edited.json()).toMatchObject({
      text: 'Please keep a collegial, respectful tone.',
      updatedBy: 'Dr. Ada Admin',
    });
    const list = (await call('GET', '/api/admin/moderation/replies', moderator)).json<{
      data: Array<{ id: number }>;
    }>();
    expect(list.data.map((r) => r.id)).toContain(reply.id);
    expect(
      (await call('POST', '/api/admin/moderation/replies', moderator, { action: 'warn', title: '', text: 'x' }))
        .statusCode,
    ).toBe(400);

    for (const role of ['member', 'editor'] as const) {
      const who = await createStaff(app, role);
      expect((await call('GET', '/api/admin/moderation/replies', who)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/admin/moderation/replies/${reply.id}`, who)).statusCode).toBe(403);
    }
    expect((await call('DELETE', `/api/admin/moderation/replies/${reply.id}`, moderator)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/moderation/replies/${reply.id}`, moderator)).statusCode).toBe(404);
    expect((await auditOf('canned_reply', reply.id)).map((a) => a.action)).toEqual([
      'moderation.reply.add',
      'moderation.reply.edit',
      'moderation.reply.remove',
    ]);
  });
});

describe('staff notes on a member', () => {
  it('are read and written by moderators only, audited, and removed by their author or an admin', async () => {
    const member = await createMember(app);
    const url = `/api/admin/moderation/members/${member.user.id}/notes`;
    const added = await call('POST', url, moderator, { text: 'Called them; they will rephrase.' });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toEqual([
      expect.objectContaining({ text: 'Called them; they will rephrase.', by: 'Dr. Mia Moderator' }),
    ]);
    const noteId = added.json().data[0].id as number;
    expect((await call('POST', url, moderator, { text: '' })).statusCode).toBe(400);
    // Members never see notes, not even their own; other staff roles neither.
    expect((await call('GET', url, member)).statusCode).toBe(403);
    expect((await call('GET', url, await createStaff(app, 'editor'))).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/moderation/members/2000000000/notes', moderator)).statusCode).toBe(404);

    const second = await createStaff(app, 'moderator');
    expect((await call('DELETE', `${url}/${noteId}`, second)).statusCode).toBe(403);
    expect((await call('GET', url, second)).json().data).toHaveLength(1);
    expect((await call('DELETE', `${url}/${noteId}`, admin)).json().data).toEqual([]);
    expect((await auditOf('user', member.user.id)).map((a) => a.action)).toEqual([
      'moderation.note.add',
      'moderation.note.remove',
    ]);
  });
});
