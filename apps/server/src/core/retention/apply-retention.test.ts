import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app.js';
import { createMember } from '../../test/factories.js';
import { applyRetention } from './apply-retention.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app?.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000);
const RETENTION = { spentLinkDays: 30, deliveredMailDays: 30 };

const mail = async (status: 'pending' | 'sent' | 'dev' | 'dead' | 'discarded', createdAt: Date) =>
  (
    await app.db
      .insertInto('mail_outbox')
      .values({
        to_address: 'someone@example.org',
        subject: `retention ${status}`,
        text: 'body',
        html: '<p>body</p>',
        status,
        next_attempt_at: createdAt,
        sent_at: status === 'sent' || status === 'dev' ? createdAt : null,
        created_at: createdAt,
        batch_key: null,
        batch_items: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

const remaining = async (table: 'mail_outbox' | 'user_tokens', ids: number[]) =>
  (await app.db.selectFrom(table).select('id').where('id', 'in', ids).execute()).map((r) => r.id).sort();

describe('retention round', () => {
  it('deletes links used or expired past the retention period and keeps the rest', async () => {
    const { user: member } = await createMember(app);
    const link = (expiresAt: Date, usedAt: Date | null) =>
      app.db
        .insertInto('user_tokens')
        .values({
          user_id: member.id,
          purpose: 'resetPassword',
          token_hash: `hash-${Math.random()}`,
          expires_at: expiresAt,
          used_at: usedAt,
          created_at: daysAgo(60),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const longExpired = (await link(daysAgo(31), null)).id;
    const longUsed = (await link(new Date(Date.now() + 3_600_000), daysAgo(40))).id;
    const recentlyExpired = (await link(daysAgo(2), null)).id; // still answers "expired"
    const live = (await link(new Date(Date.now() + 3_600_000), null)).id;

    const purged = await applyRetention(app.db, RETENTION);

    expect(purged.links).toBeGreaterThanOrEqual(2);
    expect(await remaining('user_tokens', [longExpired, longUsed, recentlyExpired, live])).toEqual(
      [recentlyExpired, live].sort(),
    );
  });

  it('deletes delivered and discarded mails past the period but never a pending or undelivered mail or a safety case mail', async () => {
    const oldSent = await mail('sent', daysAgo(31));
    const oldDev = await mail('dev', daysAgo(45));
    const recentSent = await mail('sent', daysAgo(3));
    const oldPending = await mail('pending', daysAgo(90)); // still to be delivered: never dropped
    const oldDead = await mail('dead', daysAgo(90)); // waits for an admin to retry or discard it
    const oldDiscarded = await mail('discarded', daysAgo(31));
    const caseMail = await mail('sent', daysAgo(400));
    const { user: member } = await createMember(app);
    await app.db
      .insertInto('safety_cases')
      .values({
        source_type: 'comment',
        source_id: 'retention-test',
        post_id: null,
        verbatim: 'after the infusion the patient developed a rash',
        written_at: daysAgo(400),
        due_at: daysAgo(310),
        author_id: member.id,
        author_name: 'Sample Member',
        author_email: member.email,
        author_country: 'US',
        mailbox: 'pv@example.org',
        mail_id: caseMail,
        decided_by: null,
        decided_at: null,
        note: null,
      })
      .execute();

    await applyRetention(app.db, RETENTION);

    expect(
      await remaining('mail_outbox', [oldSent, oldDev, recentSent, oldPending, oldDead, oldDiscarded, caseMail]),
    ).toEqual([recentSent, oldPending, oldDead, caseMail].sort());
  });

  it('drops consent records’ network address and browser after the period a deployment names, keeping the choice', async () => {
    const { user: member } = await createMember(app);
    const record = (createdAt: Date) =>
      app.db
        .insertInto('consent_records')
        .values({
          user_id: member.id,
          document: 'cookies',
          version: '2022-09-23',
          choice: JSON.stringify({ necessary: true, analysis: false }),
          source: 'cookieBanner',
          ip_address: '198.51.100.7',
          user_agent: 'Sample browser',
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const old = (await record(daysAgo(100))).id;
    const recent = (await record(daysAgo(10))).id;
    const rows = () =>
      app.db
        .selectFrom('consent_records')
        .select(['id', 'ip_address', 'user_agent', 'choice'])
        .where('user_id', '=', member.id)
        .orderBy('id')
        .execute();

    // Without the setting they stay until erasure.
    await applyRetention(app.db, RETENTION);
    expect((await rows()).map((r) => r.ip_address)).toEqual(['198.51.100.7', '198.51.100.7']);

    expect((await applyRetention(app.db, { ...RETENTION, consentNetworkDays: 90 })).consentNetworkDetails).toBe(1);
    expect(await rows()).toEqual([
      { id: old, ip_address: null, user_agent: null, choice: { necessary: true, analysis: false } },
      {
        id: recent,
        ip_address: '198.51.100.7',
        user_agent: 'Sample browser',
        choice: { necessary: true, analysis: false },
      },
    ]);
  });
});
