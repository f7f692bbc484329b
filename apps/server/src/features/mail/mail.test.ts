import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { claimNextMail, enqueueMail } from '../../core/mail/mail.repository.js';
import { runOutboxRound, retryDelay, type OutboxOptions } from '../../jobs/mail-outbox.job.js';
import { smtpTransport } from '../../core/mail/mail.sender.js';
import { verificationMail } from '../../core/mail/templates/index.js';
import { mailBrand } from '../../core/mail/mail.service.js';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on a fixed port, so it can go down and come back at the same address. */
function startSmtp(port: number, inbox: Received[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
const stopSmtp = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

const fast: Partial<OutboxOptions> = { intervalMs: 10, baseDelayMs: 20, maxDelayMs: 200, batchSize: 10 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mail = (to: string) => ({ to, subject: 'Hello', text: 'Plain body', html: '<p>HTML body</p>' });

describe('mail outbox', () => {
  let app: FastifyInstance;
  let smtp: SMTPServer;
  let port: number;
  const inbox: Received[] = [];
  const ctx = () => ({
    db: app.db,
    env: app.env,
    deployment: app.deployment,
    log: { info() {}, warn() {}, error() {} },
  });
  const transport = () => smtpTransport(`smtp://127.0.0.1:${port}`, app.deployment);

  beforeAll(async () => {
    app = await buildTestApp();
    smtp = await startSmtp(0, inbox);
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await stopSmtp(smtp);
    await app.close();
  });
  beforeEach(() => {
    inbox.length = 0;
  });

  it('delivers a queued mail over SMTP and marks it sent', async () => {
    const id = await enqueueMail(
      app.db,
      verificationMail(
        mailBrand(app),
        { email: 'jane@example.test', title: 'Dr.', firstName: 'Jane', lastName: 'Doe', locale: null },
        'tok123',
      ),
    );
    const t = transport();
    expect(await runOutboxRound(ctx(), t, fast)).toEqual({ sent: 1, failed: 0 });
    t.close();
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.to).toEqual(['jane@example.test']);
    expect(inbox[0]!.raw).toContain('Subject: Verify your e-mail address');
    expect(inbox[0]!.raw).toContain('/verifyEmail/tok123');
    const row = await app.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
    expect(row.sent_at).not.toBeNull();
  });

  it('keeps a mail through an SMTP outage and delivers it once SMTP is back', async () => {
    await stopSmtp(smtp);
    const id = await enqueueMail(app.db, mail('outage@example.test'));
    const read = () => app.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    for (let i = 0; i < 3; i += 1) {
      const t = transport();
      await runOutboxRound(ctx(), t, fast);
      t.close();
      await sleep(retryDelay(i + 1, { baseDelayMs: 20, maxDelayMs: 200 }) + 20);
    }
    const during = await read();
    expect(during.status).toBe('pending');
    expect(during.attempts).toBe(3);
    expect(during.last_error).toBeTruthy();
    expect(new Date(during.next_attempt_at).getTime()).toBeGreaterThan(new Date(during.created_at).getTime());

    smtp = await startSmtp(port, inbox);
    await sleep(200);
    const t = transport();
    expect(await runOutboxRound(ctx(), t, fast)).toEqual({ sent: 1, failed: 0 });
    t.close();
    expect(inbox.map((m) => m.to[0])).toEqual(['outage@example.test']);
    expect((await read()).status).toBe('sent');
  });

  it('waits for the backoff before retrying a failed mail', async () => {
    await stopSmtp(smtp);
    const id = await enqueueMail(app.db, mail('backoff@example.test'));
    const slow = { ...fast, baseDelayMs: 60_000, maxDelayMs: 60_000 };
    await runOutboxRound(ctx(), transport(), slow);
    smtp = await startSmtp(port, inbox);
    // Not due yet: nothing is claimed although SMTP is back.
    expect(await runOutboxRound(ctx(), transport(), slow)).toEqual({ sent: 0, failed: 0 });
    const row = await app.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', attempts: 1 });
  });

  it('never hands one mail to two concurrent senders', async () => {
    await app.db.updateTable('mail_outbox').set({ status: 'sent' }).where('status', '=', 'pending').execute();
    for (let i = 0; i < 10; i += 1) await enqueueMail(app.db, mail(`race${i}@example.test`));
    const claims = await Promise.all(Array.from({ length: 12 }, (_, i) => claimNextMail(app.db, `sender${i}`, 60_000)));
    const ids = claims.filter((m) => m !== undefined).map((m) => m.id);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    // Claimed mails are leased: another sender finds nothing due.
    expect(await claimNextMail(app.db, 'late', 60_000)).toBeUndefined();
  });

  it('stops between mails when the job is stopping and leaves the rest due', async () => {
    await app.db.updateTable('mail_outbox').set({ status: 'sent' }).where('status', '=', 'pending').execute();
    for (let i = 0; i < 3; i += 1) await enqueueMail(app.db, mail(`stop${i}@example.test`));
    let calls = 0;
    const t = transport();
    const result = await runOutboxRound(ctx(), t, fast, () => (calls += 1) > 2);
    t.close();
    expect(result).toEqual({ sent: 1, failed: 0 });
    const due = await app.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', new Date())
      .execute();
    expect(due).toHaveLength(2);
  });

  it('doubles the retry delay up to the cap', () => {
    const o = { baseDelayMs: 1000, maxDelayMs: 5000 };
    expect([1, 2, 3, 4].map((n) => retryDelay(n, o))).toEqual([1000, 2000, 4000, 5000]);
  });

  it('without SMTP keeps mails for the dev mailbox', async () => {
    await enqueueMail(app.db, mail('dev@example.test'));
    await runOutboxRound(ctx(), null, fast);
    const row = await app.db
      .selectFrom('mail_outbox')
      .select('status')
      .where('to_address', '=', 'dev@example.test')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('dev');
  });
});

describe('GET /api/dev/mail', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app?.close());

  it('lists the outbox newest first, filtered by recipient', async () => {
    await enqueueMail(app.db, mail('a@example.test'));
    await enqueueMail(app.db, { ...mail('B@example.test'), subject: '<script>alert(1)</script>' });
    const all = await app.inject({ url: '/api/dev/mail' });
    expect(all.statusCode).toBe(200);
    expect(all.json<Array<{ to: string }>>().map((m) => m.to)).toEqual(['B@example.test', 'a@example.test']);
    const one = await app.inject({ url: '/api/dev/mail?to=b@example.test' });
    expect(one.json()).toEqual([
      expect.objectContaining({
        to: 'B@example.test',
        text: 'Plain body',
        html: '<p>HTML body</p>',
        createdAt: expect.any(String),
      }),
    ]);
  });

  it('serves an escaped HTML page at /dev/mail', async () => {
    const res = await app.inject({ url: '/dev/mail' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).not.toContain('<script>alert(1)');
  });

  it('does not exist in production', async () => {
    const prod = await buildTestApp({ env: { NODE_ENV: 'production' } });
    expect((await prod.inject({ url: '/api/dev/mail' })).statusCode).toBe(404);
    // The path then falls through to the web app (its not-found page) or, without a build, a 503:
    // either way no mailbox is rendered.
    const page = await prod.inject({ url: '/dev/mail' });
    expect(page.body).not.toContain('Dev mailbox');
    await prod.close();
  });
});
