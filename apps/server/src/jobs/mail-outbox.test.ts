import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.js';
import { createAdmin, createStaff } from '../test/factories.js';
import { enqueueMail } from '../core/mail/mail.repository.js';
import { smtpTransport } from '../core/mail/mail.sender.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import type { Db } from '../db/database.js';
import { runOutboxRound, type OutboxOptions } from './mail-outbox.job.js';

interface Received {
  to: string;
  subject: string;
  raw: string;
}

/**
 * A real SMTP server whose behaviour each test sets: `refuse` answers RCPT TO for an address with
 * a code (550 for good, 451 for now); `holdMs` keeps each message that long before accepting it,
 * as a slow server does.
 */
class TestSmtp {
  readonly inbox: Received[] = [];
  readonly rcptTries = new Map<string, number>();
  refuse = new Map<string, number>();
  holdMs = 0;
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo: (address: SMTPServerAddress, _session, callback) => {
      const to = address.address.toLowerCase();
      this.rcptTries.set(to, (this.rcptTries.get(to) ?? 0) + 1);
      const code = this.refuse.get(to);
      if (!code) return callback();
      const err = Object.assign(new Error(code >= 500 ? 'No such user here' : 'Mailbox busy, try later'), {
        responseCode: code,
      });
      return callback(err);
    },
    onData: (stream, session, callback) => {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const accept = () => {
          this.inbox.push({
            to: session.envelope.rcptTo.map((r) => r.address)[0]!,
            subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '',
            raw,
          });
          callback();
        };
        if (this.holdMs > 0) setTimeout(accept, this.holdMs);
        else accept();
      });
    },
  });
  port = 0;
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.server.address() as AddressInfo).port;
  }
  stop = () => new Promise<void>((resolve) => this.server.close(() => resolve()));
  reset() {
    this.inbox.length = 0;
    this.rcptTries.clear();
    this.refuse = new Map();
    this.holdMs = 0;
  }
}

const quiet = { info() {}, warn() {}, error() {} };
const mail = (to: string, subject = 'Hello') => ({ to, subject, text: 'Plain body', html: '<p>HTML body</p>' });

describe('mail outbox delivery', () => {
  let app: FastifyInstance;
  const smtp = new TestSmtp();
  const ctx = (db: Db = app.db) => ({ db, env: app.env, deployment: app.deployment, log: quiet });
  const transport = () => smtpTransport(`smtp://127.0.0.1:${smtp.port}`, app.deployment);
  const statusOf = async (id: number) =>
    app.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts', 'last_error'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  /** Rounds until nothing is pending and due any more (bounded). */
  const drain = async (options: Partial<OutboxOptions>, db: Db = app.db) => {
    const t = transport();
    try {
      for (let i = 0; i < 50; i += 1) {
        const { sent, failed } = await runOutboxRound(ctx(db), t, options);
        if (sent + failed === 0) return;
      }
      throw new Error('the outbox did not drain in 50 rounds');
    } finally {
      t.close();
    }
  };

  beforeAll(async () => {
    app = await buildTestApp();
    await smtp.start();
  });
  afterAll(async () => {
    await smtp.stop();
    await app.close();
  });
  beforeEach(async () => {
    smtp.reset();
    // Each test starts from an empty queue.
    await app.db.updateTable('mail_outbox').set({ status: 'sent' }).where('status', '=', 'pending').execute();
  });

  it('sends each mail once when the server is slower than the lease and two senders run', async () => {
    const leaseMs = 1_000;
    // Every message takes three leases to be accepted: only a renewed lease keeps the other sender off it.
    smtp.holdMs = 3 * leaseMs;
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) ids.push(await enqueueMail(app.db, mail(`slow${i}@example.test`)));

    // On PostgreSQL the second sender has its own pool, as another process would; PGlite has one connection.
    let second: DatabaseHandle | undefined;
    if (process.env.DATABASE_URL) {
      const { name } = (await sql<{ name: string }>`select current_database() as name`.execute(app.db)).rows[0]!;
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${name}`;
      second = openDatabase({ databaseUrl: url.toString(), poolMax: 2 });
    }
    const options = { leaseMs, batchSize: 10 };
    const allSent = async () => (await Promise.all(ids.map(statusOf))).every((r) => r.status === 'sent');
    const sender = async (db: Db) => {
      const t = transport();
      try {
        for (let i = 0; i < 200 && !(await allSent()); i += 1) {
          await runOutboxRound(ctx(db), t, options);
          await new Promise((r) => setTimeout(r, 50));
        }
      } finally {
        t.close();
      }
    };
    try {
      await Promise.all([sender(app.db), sender(second?.db ?? app.db)]);
    } finally {
      await second?.close();
    }
    expect(smtp.inbox.map((m) => m.to).sort()).toEqual([
      'slow0@example.test',
      'slow1@example.test',
      'slow2@example.test',
    ]);
    expect(await allSent()).toBe(true);
  }, 60_000);

  it('gives up on a permanently refused mail after a bounded number of tries and warns the admins', async () => {
    const admin = await createAdmin(app, { email: 'admin-warned@example.test' });
    const dead = 'nobody@example.test';
    smtp.refuse.set(dead, 550);
    const id = await enqueueMail(app.db, mail(dead, 'Your sign-in link'));
    const options = { baseDelayMs: 0, maxDelayMs: 0, maxPermanentAttempts: 2, maxAttempts: 10, noticeDelayMs: 0 };
    await drain(options);

    expect(smtp.rcptTries.get(dead)).toBe(2);
    expect(await statusOf(id)).toEqual({ status: 'dead', attempts: 2, last_error: expect.stringContaining('550') });
    // The warning goes to the admins, never to the dead address.
    const notices = smtp.inbox.filter((m) => m.to === admin.user.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toContain('A mail could not be delivered');
    expect(notices[0]!.raw).toContain('Your sign-in link');
    expect(notices[0]!.raw).toContain('/admin/mail');
    expect(smtp.inbox.filter((m) => m.to === dead)).toEqual([]);

    // Later rounds leave it alone.
    await drain(options);
    expect(smtp.rcptTries.get(dead)).toBe(2);
  });

  it('retries a passing failure with backoff, bounded too', async () => {
    const busy = 'busy@example.test';
    smtp.refuse.set(busy, 451);
    const id = await enqueueMail(app.db, mail(busy));
    // A long backoff: the second round finds the mail not due yet.
    await drain({ baseDelayMs: 60_000, maxDelayMs: 60_000, maxAttempts: 3 });
    expect(await statusOf(id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(smtp.rcptTries.get(busy)).toBe(1);

    await app.db.updateTable('mail_outbox').set({ next_attempt_at: new Date() }).where('id', '=', id).execute();
    await drain({ baseDelayMs: 0, maxDelayMs: 0, maxAttempts: 3 });
    expect(await statusOf(id)).toMatchObject({ status: 'dead', attempts: 3 });
    expect(smtp.rcptTries.get(busy)).toBe(3);
  });

  it('does not warn about a warning that could not be delivered', async () => {
    await app.db.updateTable('users').set({ role: 'member' }).where('role', '=', 'admin').execute();
    const admin = await createAdmin(app, { email: 'admin-gone@example.test' });
    smtp.refuse.set('lost@example.test', 550);
    smtp.refuse.set(admin.user.email, 550);
    await enqueueMail(app.db, mail('lost@example.test'));
    await drain({ baseDelayMs: 0, maxDelayMs: 0, maxPermanentAttempts: 1, noticeDelayMs: 0 });
    const rows = await app.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'status'])
      .where('to_address', 'in', ['lost@example.test', admin.user.email])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { to_address: 'lost@example.test', status: 'dead' },
      { to_address: admin.user.email, status: 'dead' },
    ]);
    expect(smtp.inbox).toEqual([]);
  });
});

describe('undelivered mail in the console (/api/admin/mail/undelivered)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const deadMail = async (to: string) => {
    const id = await enqueueMail(app.db, mail(to, `Subject for ${to}`));
    await app.db
      .updateTable('mail_outbox')
      .set({ status: 'dead', attempts: 3, dead_at: new Date(), last_error: '550 No such user here' })
      .where('id', '=', id)
      .execute();
    return id;
  };

  it('lets only admins list, retry and discard, each audited', async () => {
    const admin = await createAdmin(app);
    const moderator = await createStaff(app, 'moderator');
    const first = await deadMail('first@example.test');
    const second = await deadMail('second@example.test');

    expect((await app.inject({ url: '/api/admin/mail/undelivered' })).statusCode).toBe(401);
    const refused = await app.inject({ url: '/api/admin/mail/undelivered', headers: moderator.auth });
    expect(refused.statusCode).toBe(403);
    const refusedRetry = await app.inject({
      method: 'POST',
      url: `/api/admin/mail/undelivered/${first}/retry`,
      headers: moderator.auth,
    });
    expect(refusedRetry.statusCode).toBe(403);
    // An admin signed in with a password alone is asked for the second factor, as on every console call.
    const passwordOnly = await createAdmin(app, {}, { secondFactor: false });
    const noFactor = await app.inject({ url: '/api/admin/mail/undelivered', headers: passwordOnly.auth });
    expect(noFactor.statusCode).toBe(403);
    expect(noFactor.json<{ errors: string }>().errors).toBe('SECOND_FACTOR_REQUIRED');

    const list = await app.inject({ url: '/api/admin/mail/undelivered', headers: admin.auth });
    expect(list.statusCode).toBe(200);
    const page = list.json<{ data: Array<Record<string, unknown>>; meta: { pagination: { total: number } } }>();
    expect(page.meta.pagination.total).toBe(2);
    expect(page.data.map((m) => m.to)).toEqual(['second@example.test', 'first@example.test']);
    expect(page.data[0]).toMatchObject({
      subject: 'Subject for second@example.test',
      attempts: 3,
      lastError: '550 No such user here',
    });
    // The body may hold a member's link: it is never listed.
    expect(JSON.stringify(page.data)).not.toContain('Plain body');

    const retried = await app.inject({
      method: 'POST',
      url: `/api/admin/mail/undelivered/${first}/retry`,
      headers: admin.auth,
    });
    expect(retried.statusCode).toBe(200);
    const discarded = await app.inject({
      method: 'POST',
      url: `/api/admin/mail/undelivered/${second}/discard`,
      headers: admin.auth,
    });
    expect(discarded.statusCode).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/mail/undelivered/${second}/retry`,
      headers: admin.auth,
    });
    expect(again.statusCode).toBe(404);

    const rows = await app.db
      .selectFrom('mail_outbox')
      .select(['id', 'status', 'attempts'])
      .where('id', 'in', [first, second])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: first, status: 'pending', attempts: 0 },
      { id: second, status: 'discarded', attempts: 3 },
    ]);
    const audit = await app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'target_id', 'to_state'])
      .where('target_type', '=', 'mail')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'mail.retry', actor_id: admin.user.id, target_id: String(first), to_state: 'pending' },
      { action: 'mail.discard', actor_id: admin.user.id, target_id: String(second), to_state: 'discarded' },
    ]);
    const listed = await app.inject({ url: '/api/admin/mail/undelivered', headers: admin.auth });
    expect(listed.json<{ data: unknown[] }>().data).toEqual([]);
  });
});
