import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NEWS_TAGS } from '@aatd/contract';
import { buildContentApp, news, seedPosts } from '../test/content.js';
import { createMember as createMemberNow } from '../test/factories.js';
import { openDatabase, type Db, type DatabaseHandle } from '../db/database.js';
import { unsubscribeToken } from '../core/notifications/unsubscribe-token.js';
import { sendJournalWatchDigest, sendWeeklySummaries } from './digests.job.js';

type Who = Awaited<ReturnType<typeof createMemberNow>>;

/** A member since before November 2026 (the month of the digest). */
async function createMember(...args: Parameters<typeof createMemberNow>): Promise<Who> {
  const who = await createMemberNow(...args);
  await app.db
    .updateTable('users')
    .set({ created_at: new Date('2026-10-01T00:00:00Z') })
    .where('id', '=', who.user.id)
    .execute();
  return who;
}

let app: FastifyInstance;
const quiet = { info() {}, warn() {}, error() {} };
const ctx = (db: Db = app.db) => ({ db, env: app.env, deployment: app.deployment, log: quiet });
// The runs happen on 3 December 2026: the last month is November, the last week 23 to 30 November.
const NOW = new Date('2026-12-03T08:00:00.000Z');
const inNovember = (day: number) => new Date(Date.UTC(2026, 10, day, 9));

beforeAll(async () => {
  app = await buildContentApp();
  await seedPosts(app, [
    ...[2.1, 9.5, null, 30.2, 4.4, 12].map((impactFactor, i) =>
      news({
        tags: [NEWS_TAGS.information, NEWS_TAGS.journalWatch],
        newsGroup: 'JOURNAL_WATCH',
        title: `November paper ${i + 1}`,
        excerpt: `Summary of paper ${i + 1}`,
        journal: `Journal ${i + 1}`,
        impactFactor,
        publishedAt: inNovember(i + 1),
      }),
    ),
    // Another month's paper is no part of November's digest.
    news({
      tags: [NEWS_TAGS.information, NEWS_TAGS.journalWatch],
      newsGroup: 'JOURNAL_WATCH',
      title: 'October paper',
      impactFactor: 99,
      publishedAt: new Date(Date.UTC(2026, 9, 15)),
    }),
  ]);
});
afterAll(async () => app?.close());
// Each test counts the members it makes: the ones before it have had their digests.
beforeEach(async () => {
  await app.db.deleteFrom('digest_sends').execute();
  await app.db.updateTable('users').set({ erased_at: new Date() }).where('erased_at', 'is', null).execute();
});

const digestsTo = (who: Who, subject: string) =>
  app.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', who.user.email)
    .where('subject', 'like', `${subject}%`)
    .execute();
const setChannel = (who: Who, kind: string, channel: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/notifications/preferences',
    headers: who.auth,
    payload: { data: [{ kind, channel }] },
  });

describe('the monthly Journal Watch digest', () => {
  it('mails the month’s top 5 by impact factor with their summaries, one-click unsubscribe and the preferences link', async () => {
    const member = await createMember(app);
    expect(await sendJournalWatchDigest(ctx(), { now: NOW })).toBe(1);
    const [mail, ...more] = await digestsTo(member, 'Journal Watch');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Journal Watch, November 2026: the month's top 5");
    const order = ['November paper 4', 'November paper 6', 'November paper 2', 'November paper 5', 'November paper 1'];
    const positions = order.map((t) => mail!.text.indexOf(t));
    expect(positions.every((p, i) => p > 0 && (i === 0 || p > positions[i - 1]!))).toBe(true);
    expect(mail!.text).toContain('(Journal 4, impact factor 30.2)');
    expect(mail!.text).toContain('Summary of paper 4');
    expect(mail!.text).not.toContain('November paper 3'); // no impact factor: ranked sixth
    expect(mail!.text).not.toContain('October paper');
    expect(mail!.text).toContain('/community/accounts#notifications');
    const token = unsubscribeToken(app.env, member.user.id, 'journalWatchMonth');
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${app.env.publicUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const bell = (await app.inject({ url: '/api/notifications', headers: member.auth })).json().data;
    expect(bell).toMatchObject([
      { kind: 'journalWatchMonth', subject: 'Journal Watch, November 2026', link: '/community/news/journalwatch' },
    ]);
    // The one-click POST stops the mail: next month's run passes her by, the bell still tells her.
    const stop = await app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stop.json()).toEqual({ kind: 'journalWatchMonth', channel: 'inApp' });
  });

  it('sends nothing to members who turned it off, are suspended, erased or past their verification; the bell only to those who chose it', async () => {
    const mailed = await createMember(app);
    const bellOnly = await createMember(app);
    await setChannel(bellOnly, 'journalWatchMonth', 'inApp');
    const off = await createMember(app);
    await setChannel(off, 'journalWatchMonth', 'off');
    const suspended = await createMember(app);
    await app.db.updateTable('users').set({ suspended_at: new Date() }).where('id', '=', suspended.user.id).execute();
    const erased = await createMember(app);
    await app.db.updateTable('users').set({ erased_at: new Date() }).where('id', '=', erased.user.id).execute();
    const expired = await createMember(app);
    await app.db
      .updateTable('users')
      .set({ hcp_verified_at: new Date(Date.UTC(2024, 0, 1)) })
      .where('id', '=', expired.user.id)
      .execute();
    const unconfirmed = await createMember(app);
    await app.db.updateTable('users').set({ email_verified_at: null }).where('id', '=', unconfirmed.user.id).execute();

    expect(await sendJournalWatchDigest(ctx(), { now: NOW })).toBe(3);
    expect(await digestsTo(mailed, 'Journal Watch')).toHaveLength(1);
    for (const who of [bellOnly, off, suspended, erased, expired, unconfirmed]) {
      expect(await digestsTo(who, 'Journal Watch')).toEqual([]);
    }
    const kinds = async (who: Who) =>
      (await app.db.selectFrom('notifications').select('kind').where('member_id', '=', who.user.id).execute()).map(
        (n) => n.kind,
      );
    expect(await kinds(bellOnly)).toEqual(['journalWatchMonth']);
    expect(await kinds(unconfirmed)).toEqual(['journalWatchMonth']);
    for (const who of [off, suspended, erased, expired]) expect(await kinds(who)).toEqual([]);
  });

  it('a month without Journal Watch items sends nothing', async () => {
    const member = await createMember(app);
    expect(await sendJournalWatchDigest(ctx(), { now: new Date('2026-09-02T08:00:00.000Z') })).toBe(0);
    expect(await digestsTo(member, 'Journal Watch')).toEqual([]);
  });

  it('passes by whoever joined after the month ended', async () => {
    const newcomer = await createMemberNow(app);
    await app.db
      .updateTable('users')
      .set({ created_at: new Date('2026-12-01T09:00:00Z') })
      .where('id', '=', newcomer.user.id)
      .execute();
    expect(await sendJournalWatchDigest(ctx(), { now: NOW })).toBe(0);
  });

  it('each member gets exactly one digest with two workers at once and a run interrupted mid-way then repeated', async () => {
    const members = await Promise.all(Array.from({ length: 7 }, () => createMember(app)));
    // A run that dies after its first batch of 2 (a restart): those two are claimed and mailed.
    let batches = 0;
    const crash = sendJournalWatchDigest(ctx(), {
      now: NOW,
      batch: 2,
      stopping: () => {
        if (batches++ === 1) throw new Error('worker killed');
        return false;
      },
    });
    await expect(crash).rejects.toThrow('worker killed');
    const claimedBefore = await app.db.selectFrom('digest_sends').select('member_id').execute();
    expect(claimedBefore).toHaveLength(2);

    // Two workers then run at once; on PostgreSQL the second has its own pool, as another process would.
    let second: DatabaseHandle | undefined;
    if (process.env.DATABASE_URL) {
      const { name } = (await sql<{ name: string }>`select current_database() as name`.execute(app.db)).rows[0]!;
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${name}`;
      second = openDatabase({ databaseUrl: url.toString(), poolMax: 2 });
    }
    try {
      const [a, b] = await Promise.all([
        sendJournalWatchDigest(ctx(), { now: NOW, batch: 2 }),
        sendJournalWatchDigest(ctx(second?.db ?? app.db), { now: NOW, batch: 2 }),
      ]);
      expect(a + b).toBe(5);
    } finally {
      await second?.close();
    }
    expect(await sendJournalWatchDigest(ctx(), { now: NOW })).toBe(0);
    for (const m of members) expect(await digestsTo(m, 'Journal Watch')).toHaveLength(1);
    const notices = await app.db
      .selectFrom('notifications')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('kind', '=', 'journalWatchMonth')
      .where(
        'member_id',
        'in',
        members.map((m) => m.user.id),
      )
      .executeTakeFirstOrThrow();
    expect(notices.n).toBe(7);
  });
});

describe('the weekly summary', () => {
  /** A notification of `kind` to `who`, written on `at`. */
  const noticeAt = (who: Who, kind: string, subject: string, at: Date) =>
    app.db
      .insertInto('notifications')
      .values({
        member_id: who.user.id,
        kind: kind as 'commentReply',
        link: '/community/news',
        subject,
        group_key: `${subject}:${at.toISOString()}`,
        created_at: at,
      })
      .execute();

  it('lists the week’s notifications of the kinds sent to it, once, with one-click unsubscribe of the summary', async () => {
    const member = await createMember(app);
    expect((await setChannel(member, 'commentReply', 'weekly')).statusCode).toBe(200);
    await noticeAt(member, 'commentReply', 'Reply in the week', new Date('2026-11-25T10:00:00Z'));
    await noticeAt(member, 'commentReply', 'Reply the week before', new Date('2026-11-20T10:00:00Z'));
    await noticeAt(member, 'threadReply', 'Thread reply on the site only', new Date('2026-11-26T10:00:00Z'));
    const quiet = await createMember(app);
    await setChannel(quiet, 'commentReply', 'weekly'); // nothing happened to her in the week

    expect(await sendWeeklySummaries(ctx(), { now: NOW })).toBe(1);
    expect(await sendWeeklySummaries(ctx(), { now: NOW })).toBe(0);
    const [mail, ...more] = await digestsTo(member, 'Your week');
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/: 1 notification$/);
    expect(mail!.text).toContain('25 November, A reply to my comment: Reply in the week');
    expect(mail!.text).not.toContain('Reply the week before');
    expect(mail!.text).not.toContain('Thread reply on the site only');
    expect(await digestsTo(quiet, 'Your week')).toEqual([]);
    const token = unsubscribeToken(app.env, member.user.id, 'weeklySummary');
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe': expect.stringContaining(encodeURIComponent(token)) });

    const stop = await app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    expect(stop.json()).toEqual({ kind: 'weeklySummary', channel: 'inApp' });
    const prefs = (await app.inject({ url: '/api/notifications/preferences', headers: member.auth })).json().data;
    expect(prefs.find((p: { kind: string }) => p.kind === 'commentReply')).toEqual({
      kind: 'commentReply',
      channel: 'inApp',
    });
    // The next week she hears of nothing by mail.
    await noticeAt(member, 'commentReply', 'Reply next week', new Date('2026-12-02T10:00:00Z'));
    expect(await sendWeeklySummaries(ctx(), { now: new Date('2026-12-08T08:00:00Z') })).toBe(0);
  });
});
