import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOWS_MAX } from '@aatd/contract';
import { buildContentApp } from '../../test/content.js';
import { clinicalNews, contentIn } from '../../test/console-content.js';
import { createMember, createStaff } from '../../test/factories.js';
import { fanOutBatch } from '../../jobs/follow-fanout.job.js';

type Who = Awaited<ReturnType<typeof createMember>>;
type Note = { kind: string; link: string; subject: string; actor: { id: number } | null };

let app: FastifyInstance;
let staff: { editor: Who['auth']; reviewer: Who['auth'] };
let editor: Who;

beforeAll(async () => {
  app = await buildContentApp();
  editor = await createStaff(app, 'editor');
  staff = { editor: editor.auth, reviewer: (await createStaff(app, 'reviewer')).auth };
});
afterAll(async () => app?.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, who: Who | null, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
const notes = async (who: Who) => (await call('GET', '/notifications', who)).json<{ data: Note[] }>().data;
const follow = (who: Who, type: string, target: string) => call('PUT', '/follows', who, { type, target });
/** Every queued follow notice written, a batch of `batch` followers at a time; answers the batches. */
const drainFanouts = async (batch?: number) => {
  let batches = 0;
  while (await fanOutBatch(app, batch)) batches += 1;
  return batches;
};
const MODULE = {
  topic: 'Lung transplantation',
  excerpt: 'What it covers.',
  moduleIntro: 'An introduction for clinicians.',
  featureImage: 'sample/education/module-1.webp',
  publishedAt: '2026-03-01T12:00:00.000Z',
};

describe('the follows routes', () => {
  it('answer 401 without a token and 403 to a member who has not accepted the terms in force', async () => {
    expect((await call('GET', '/follows', null)).statusCode).toBe(401);
    expect((await call('PUT', '/follows', null, { type: 'category', target: 'oncology' })).statusCode).toBe(401);
    expect((await call('DELETE', '/follows?type=category&target=oncology', null)).statusCode).toBe(401);
    const gated = await createMember(app, { acceptedVersions: undefined });
    for (const res of [
      await call('GET', '/follows', gated),
      await follow(gated, 'category', 'oncology'),
      await call('DELETE', '/follows?type=category&target=oncology', gated),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ errors: 'CONSENT_REQUIRED' });
    }
  });

  it('refuse what cannot be followed with a clear message', async () => {
    const member = await createMember(app);
    const unknownCategory = await follow(member, 'category', 'cardiology');
    expect(unknownCategory.statusCode).toBe(400);
    expect((await follow(member, 'person', 'oncology')).statusCode).toBe(400);
    expect((await follow(member, 'topic', '   ')).statusCode).toBe(400);
    const unknownTopic = await follow(member, 'topic', 'No such topic');
    expect(unknownTopic.statusCode).toBe(400);
    expect(unknownTopic.json()).toMatchObject({
      errors: 'unknownFollowTopic',
      message: 'There is no education module topic of this name.',
    });
    expect((await call('DELETE', '/follows?type=category', member)).statusCode).toBe(400);
    expect((await call('GET', '/follows', member)).json()).toEqual({ data: [] });
  });

  it('follow, list with labels, follow again harmlessly, and stop following', async () => {
    const member = await createMember(app);
    await contentIn(app, staff, 'published', 'module', { ...MODULE, title: 'Topic seed module' });
    expect((await follow(member, 'category', 'oncology')).json()).toEqual({
      type: 'category',
      target: 'oncology',
      following: true,
    });
    expect((await follow(member, 'category', 'oncology')).statusCode).toBe(200);
    expect((await follow(member, 'topic', MODULE.topic)).statusCode).toBe(200);
    const listed = (await call('GET', '/follows', member)).json().data;
    expect(listed.map((f: { label: string }) => f.label).sort()).toEqual(['Lung transplantation', 'Oncology']);
    const other = await createMember(app);
    expect((await call('GET', '/follows', other)).json()).toEqual({ data: [] });

    const stop = await call('DELETE', '/follows?type=category&target=oncology', member);
    expect(stop.json()).toEqual({ type: 'category', target: 'oncology', following: false });
    expect((await call('DELETE', '/follows?type=category&target=oncology', member)).statusCode).toBe(200);
    expect((await call('GET', '/follows', member)).json().data).toMatchObject([{ type: 'topic' }]);
  });

  it(`stop at ${FOLLOWS_MAX} follows with a message`, async () => {
    const member = await createMember(app);
    await app.db
      .insertInto('follows')
      .values(
        Array.from({ length: FOLLOWS_MAX }, (_, i) => ({
          member_id: member.user.id,
          target_type: 'topic' as const,
          target: `t${i}`,
        })),
      )
      .execute();
    const res = await follow(member, 'category', 'immunology');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: 'tooManyFollows' });
  });
});

describe('a first publication', () => {
  it('tells the followers of its category through the fan-out job, in batches, each once', async () => {
    await drainFanouts(); // notices queued by the tests before
    const followers = await Promise.all(Array.from({ length: 5 }, () => createMember(app)));
    for (const f of followers) expect((await follow(f, 'category', 'clinical-news')).statusCode).toBe(200);
    const bystander = await createMember(app);
    await follow(bystander, 'category', 'oncology');

    const id = await contentIn(app, staff, 'published', 'news', clinicalNews({ title: 'New in clinical news' }));
    // The publishing request wrote no notification: the job does.
    expect(await notes(followers[0]!)).toEqual([]);
    expect(await drainFanouts(2)).toBe(3);
    for (const f of followers) {
      expect(await notes(f)).toMatchObject([
        {
          kind: 'followedItem',
          subject: 'New in clinical news',
          link: `/community/news/clinicalnews/${id}`,
          actor: { id: editor.user.id },
        },
      ]);
    }
    expect(await notes(bystander)).toEqual([]);
    expect(await drainFanouts(2)).toBe(0);
  });

  it('of a therapy-area item mails followers who chose e-mail at once, with one-click unsubscribe', async () => {
    const follower = await createMember(app);
    await follow(follower, 'category', 'oncology');
    const prefs = await app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: follower.auth,
      payload: { data: [{ kind: 'followedItem', channel: 'emailNow' }] },
    });
    expect(prefs.statusCode).toBe(200);
    const fields = {
      educationCategory: 'oncology',
      title: 'Oncology and AATD',
      excerpt: 'A summary.',
      html: '<p>Body</p>',
      featureImage: 'sample/education/module-1.webp',
    };
    const id = await contentIn(app, staff, 'published', 'therapy', fields);
    await drainFanouts();
    expect(await notes(follower)).toMatchObject([
      { kind: 'followedItem', link: `/community/education/oncology/${id}` },
    ]);
    const [mail] = await app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', follower.user.email)
      .execute();
    expect(mail?.subject).toBe('A new item in an area I follow: Oncology and AATD');
    expect(mail?.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('of a module tells the followers of its topic; a new version tells no follower again', async () => {
    const follower = await createMember(app);
    await contentIn(app, staff, 'published', 'module', { ...MODULE, title: 'First on the topic' });
    await drainFanouts();
    expect((await follow(follower, 'topic', MODULE.topic)).statusCode).toBe(200);
    const off = await createMember(app);
    await follow(off, 'topic', MODULE.topic);
    await app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: off.auth,
      payload: { data: [{ kind: 'followedModule', channel: 'off' }] },
    });

    const id = await contentIn(app, staff, 'published', 'module', { ...MODULE, title: 'Second on the topic' });
    await drainFanouts();
    const moduleId = (
      await app.db.selectFrom('education_modules').select('id').where('post_id', '=', id).executeTakeFirstOrThrow()
    ).id;
    expect(await notes(follower)).toMatchObject([
      {
        kind: 'followedModule',
        subject: 'Lung transplantation: Second on the topic',
        link: `/community/education/cmemodules/${moduleId}`,
      },
    ]);
    expect(await notes(off)).toEqual([]);
  });
});
