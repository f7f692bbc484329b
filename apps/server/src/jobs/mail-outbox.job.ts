import { repeatingJob, type BackgroundJob, type JobContext } from './job.js';
import {
  claimDueMails,
  markFailed,
  markPendingForDevMailbox,
  markSent,
  releaseMails,
} from '../core/mail/mail.repository.js';
import { smtpTransport, type MailTransport } from '../core/mail/mail.sender.js';

export interface OutboxOptions {
  /** Pause between rounds. */
  intervalMs: number;
  /** First retry delay; it doubles with every failed attempt up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  batchSize: number;
}

export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  intervalMs: 2_000,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  batchSize: 20,
};

/** Exponential backoff: base, 2×base, 4×base ... capped, so an outage of hours is ridden out. */
export const retryDelay = (attempts: number, o: Pick<OutboxOptions, 'baseDelayMs' | 'maxDelayMs'>) =>
  Math.min(o.maxDelayMs, o.baseDelayMs * 2 ** Math.max(0, attempts - 1));

/**
 * One sending round: claim due mails, send each, record the outcome. A failed mail stays pending
 * with its attempt count, error and next attempt time: it is retried until delivered, never dropped.
 * Without a transport (no SMTP_URL) mails are kept for the dev mailbox outside production, and
 * stay pending in production so that configuring SMTP later still delivers them.
 */
export async function runOutboxRound(
  ctx: Pick<JobContext, 'db' | 'env' | 'log'>,
  transport: MailTransport | null,
  options: OutboxOptions = DEFAULT_OUTBOX_OPTIONS,
  /** Checked between mails, so shutdown never waits for a whole batch of slow SMTP sends. */
  stopping: () => boolean = () => false,
): Promise<{ sent: number; failed: number }> {
  if (!transport) {
    if (ctx.env.NODE_ENV !== 'production') await markPendingForDevMailbox(ctx.db);
    return { sent: 0, failed: 0 };
  }
  const due = await claimDueMails(ctx.db, options.batchSize);
  let sent = 0;
  let failed = 0;
  for (const [index, mail] of due.entries()) {
    if (stopping()) {
      // Hand the rest back at once instead of leaving them leased until the lease runs out.
      await releaseMails(
        ctx.db,
        due.slice(index).map((m) => m.id),
      );
      break;
    }
    try {
      await transport.send({
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
      });
      await markSent(ctx.db, mail.id);
      sent += 1;
    } catch (err) {
      const attempts = mail.attempts + 1;
      const next = new Date(Date.now() + retryDelay(attempts, options));
      // The address is personal data and the body holds tokens: log the id and the error only.
      ctx.log.warn({ mailId: mail.id, attempts, err: (err as Error).message }, 'mail delivery failed, will retry');
      await markFailed(ctx.db, mail.id, attempts, next, (err as Error).message);
      failed += 1;
    }
  }
  return { sent, failed };
}

/**
 * The in-process (or `npm run worker`) loop around runOutboxRound: the shared repeating loop, with
 * the SMTP connection opened at start and closed once the last round has finished.
 */
export function createMailOutboxJob(options: OutboxOptions = DEFAULT_OUTBOX_OPTIONS): BackgroundJob {
  return {
    name: 'mail-outbox',
    start(ctx) {
      const transport = ctx.env.SMTP_URL ? smtpTransport(ctx.env.SMTP_URL, ctx.deployment) : null;
      if (!transport) ctx.log.info('SMTP_URL is not set: mails are kept in the outbox (dev mailbox at /dev/mail)');
      const stopRounds = repeatingJob('mail-outbox', options.intervalMs, (c, stopping) =>
        runOutboxRound(c, transport, options, stopping),
      ).start(ctx);
      return async () => {
        await stopRounds();
        transport?.close();
      };
    },
  };
}

export const mailOutboxJob = createMailOutboxJob();
