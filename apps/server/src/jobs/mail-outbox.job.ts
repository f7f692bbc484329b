import { randomUUID } from 'node:crypto';
import { repeatingJob, type BackgroundJob, type JobContext } from './job.js';
import {
  claimNextMail,
  enqueueBatchedMail,
  listAdminRecipients,
  markDead,
  markFailed,
  markPendingForDevMailbox,
  markSent,
  releaseMail,
  renewClaim,
} from '../core/mail/mail.repository.js';
import { smtpTransport, type MailTransport } from '../core/mail/mail.sender.js';
import { mailBrand } from '../core/mail/mail.service.js';
import { recipientOf, undeliveredMailNotice, type UndeliveredItem } from '../core/mail/templates/index.js';
import type { Db } from '../db/database.js';
import type { OutboxMail } from '../db/tables/identity-flows.js';

export interface OutboxOptions {
  /** Pause between rounds. */
  intervalMs: number;
  /** First retry delay; it doubles with every failed attempt up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Mails one round sends at most (each claimed alone, just before it is sent). */
  batchSize: number;
  /** How long a claimed mail stays with its sender; renewed every third of it while SMTP talks. */
  leaseMs: number;
  /** Tries before a mail that keeps failing for a passing reason (4xx, timeouts, no connection) is given up. */
  maxAttempts: number;
  /** Tries before a mail the server refuses for good (5xx to its envelope or content) is given up. */
  maxPermanentAttempts: number;
  /** How long an admin's warning about undelivered mail waits for more to join it. */
  noticeDelayMs: number;
}

/** With these, a mail that keeps failing is retried for about five hours before it is given up. */
export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  intervalMs: 2_000,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  batchSize: 20,
  leaseMs: 60_000,
  maxAttempts: 12,
  maxPermanentAttempts: 3,
  noticeDelayMs: 5 * 60_000,
};

/** Exponential backoff: base, 2×base, 4×base ... capped, so an outage of hours is ridden out. */
export const retryDelay = (attempts: number, o: Pick<OutboxOptions, 'baseDelayMs' | 'maxDelayMs'>) =>
  Math.min(o.maxDelayMs, o.baseDelayMs * 2 ** Math.max(0, attempts - 1));

/**
 * Whether the server refused this very mail for good: a 5xx (or the client's own refusal) to its
 * sender, recipients or content. A 5xx to the login or greeting is the configuration's fault, which
 * every mail shares, so it counts as passing like 4xx answers, timeouts and lost connections.
 */
export function isPermanentRefusal(err: unknown): boolean {
  const e = err as { code?: unknown; responseCode?: unknown };
  if (e.code !== 'EENVELOPE' && e.code !== 'EMESSAGE') return false;
  return typeof e.responseCode !== 'number' || (e.responseCode >= 500 && e.responseCode < 600);
}

/** Warnings about undelivered mail are batched per admin under this key, and never warned about themselves. */
const NOTICE_KEY = 'mail-undelivered:';

type OutboxContext = Pick<JobContext, 'db' | 'env' | 'log' | 'deployment'>;

/** Tells every admin (but the dead address itself) about a mail given up on, in the same transaction. */
async function warnAdmins(ctx: OutboxContext, db: Db, mail: OutboxMail, error: string, o: OutboxOptions) {
  if (mail.batch_key?.startsWith(NOTICE_KEY)) return;
  const brand = mailBrand({ deployment: ctx.deployment, env: ctx.env });
  const item: UndeliveredItem = { id: mail.id, subject: mail.subject, error: error.slice(0, 200) };
  for (const admin of await listAdminRecipients(db)) {
    if (admin.email.toLowerCase() === mail.to_address.toLowerCase()) continue;
    await enqueueBatchedMail(db, { key: `${NOTICE_KEY}${admin.id}`, item, delayMs: o.noticeDelayMs }, (items) =>
      undeliveredMailNotice(brand, recipientOf(admin), items),
    );
  }
}

/** Sends a held mail, renewing its lease until SMTP has answered, so no other sender can take it meanwhile. */
async function sendHolding(
  ctx: OutboxContext,
  transport: MailTransport,
  mail: OutboxMail,
  token: string,
  o: OutboxOptions,
): Promise<void> {
  const renew = setInterval(
    () => {
      renewClaim(ctx.db, mail.id, token, o.leaseMs).then(
        (held) => {
          if (!held) ctx.log.error({ mailId: mail.id }, 'mail lease was taken over while it was being sent');
        },
        (err: unknown) => ctx.log.warn({ mailId: mail.id, err: (err as Error).message }, 'mail lease renewal failed'),
      );
    },
    Math.max(10, Math.floor(o.leaseMs / 3)),
  );
  try {
    await transport.send({
      to: mail.to_address,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
      ...(mail.headers ? { headers: mail.headers } : {}),
    });
  } finally {
    clearInterval(renew);
  }
}

/** A failed attempt: retried later with backoff, or, past its bound, a dead letter the admins hear of. */
async function recordFailure(ctx: OutboxContext, mail: OutboxMail, token: string, err: unknown, o: OutboxOptions) {
  const attempts = mail.attempts + 1;
  const permanent = isPermanentRefusal(err);
  const message = (err as Error).message || String(err);
  // The address is personal data and the body holds tokens: log the id and the error only.
  if (attempts >= (permanent ? o.maxPermanentAttempts : o.maxAttempts)) {
    ctx.log.error(
      { mailId: mail.id, attempts, permanent, err: message },
      'mail given up: see undelivered mail in the console',
    );
    await ctx.db.transaction().execute(async (trx) => {
      if (await markDead(trx, mail.id, token, attempts, message)) await warnAdmins(ctx, trx, mail, message, o);
    });
    return;
  }
  ctx.log.warn({ mailId: mail.id, attempts, permanent, err: message }, 'mail delivery failed, will retry');
  await markFailed(ctx.db, mail.id, token, attempts, new Date(Date.now() + retryDelay(attempts, o)), message);
}

/**
 * One sending round: up to batchSize times, claim the next due mail alone, send it while holding its
 * lease, and record the outcome under the claim (so a mail is marked sent once, by its sender).
 * Without a transport (no SMTP_URL) mails are kept for the dev mailbox outside production, and
 * stay pending in production so that configuring SMTP later still delivers them.
 */
export async function runOutboxRound(
  ctx: OutboxContext,
  transport: MailTransport | null,
  options: Partial<OutboxOptions> = {},
  /** Checked between mails, so shutdown never waits for a whole batch of slow SMTP sends. */
  stopping: () => boolean = () => false,
): Promise<{ sent: number; failed: number }> {
  const o = { ...DEFAULT_OUTBOX_OPTIONS, ...options };
  if (!transport) {
    if (ctx.env.NODE_ENV !== 'production') await markPendingForDevMailbox(ctx.db);
    return { sent: 0, failed: 0 };
  }
  let sent = 0;
  let failed = 0;
  const tried: number[] = [];
  for (let n = 0; n < o.batchSize && !stopping(); n += 1) {
    const token = randomUUID();
    const mail = await claimNextMail(ctx.db, token, o.leaseMs, tried);
    if (!mail) break;
    tried.push(mail.id);
    if (stopping()) {
      await releaseMail(ctx.db, mail.id, token);
      break;
    }
    try {
      await sendHolding(ctx, transport, mail, token, o);
    } catch (err) {
      await recordFailure(ctx, mail, token, err, o);
      failed += 1;
      continue;
    }
    if (await markSent(ctx.db, mail.id, token)) sent += 1;
    else ctx.log.error({ mailId: mail.id }, 'mail was sent after its lease was taken over: it may have gone out twice');
  }
  return { sent, failed };
}

/**
 * The in-process (or `npm run worker`) loop around runOutboxRound: the shared repeating loop, with
 * the SMTP connection opened at start and closed once the last round has finished.
 */
export function createMailOutboxJob(options: Partial<OutboxOptions> = {}): BackgroundJob {
  const o = { ...DEFAULT_OUTBOX_OPTIONS, ...options };
  return {
    name: 'mail-outbox',
    start(ctx) {
      const transport = ctx.env.SMTP_URL ? smtpTransport(ctx.env.SMTP_URL, ctx.deployment) : null;
      if (!transport) ctx.log.info('SMTP_URL is not set: mails are kept in the outbox (dev mailbox at /dev/mail)');
      const stopRounds = repeatingJob('mail-outbox', o.intervalMs, (c, stopping) =>
        runOutboxRound(c, transport, o, stopping),
      ).start(ctx);
      return async () => {
        await stopRounds();
        transport?.close();
      };
    },
  };
}

export const mailOutboxJob = createMailOutboxJob();
