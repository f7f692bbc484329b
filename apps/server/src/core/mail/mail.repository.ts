import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { MailAttachment, OutboxMail } from '../../db/tables/identity-flows.js';

export interface MailInput {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** The outbox row holds its attachments; mail servers commonly accept far more, this keeps rows small. */
export const MAIL_ATTACHMENTS_MAX_BYTES = 512 * 1024;

const storedAttachments = (attachments: MailAttachment[] | undefined): string | null => {
  if (!attachments?.length) return null;
  const bytes = attachments.reduce((n, a) => n + Buffer.byteLength(a.content, 'utf8'), 0);
  if (bytes > MAIL_ATTACHMENTS_MAX_BYTES) {
    throw new Error(`Mail attachments of ${bytes} bytes exceed the ${MAIL_ATTACHMENTS_MAX_BYTES}-byte limit.`);
  }
  return JSON.stringify(attachments);
};

/**
 * Every message goes through the outbox: the row is written with the caller's other changes (pass a
 * transaction as `db`), and the mail job delivers it later, so an SMTP outage never loses a mail.
 */
export async function enqueueMail(db: Db, mail: MailInput): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: storedAttachments(mail.attachments),
      next_attempt_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A notice that later events with the same `batchKey` join while it waits `delayMs` (one e-mail
 * for several shares instead of one each). `render` writes the mail for all items so far; it runs
 * again only when an item joined an open batch. Pass a transaction as `db`, as with enqueueMail.
 */
export async function enqueueBatchedMail<T>(
  db: Db,
  batch: { key: string; item: T; delayMs: number },
  render: (items: T[]) => MailInput,
): Promise<number> {
  const first = render([batch.item]);
  const row = await db
    .insertInto('mail_outbox')
    .values({
      to_address: first.to,
      subject: first.subject,
      text: first.text,
      html: first.html,
      next_attempt_at: sql<Date>`now() + ${batch.delayMs} * interval '1 millisecond'`,
      batch_key: batch.key,
      batch_items: JSON.stringify([batch.item]),
      batch_open: true,
    })
    .onConflict((oc) =>
      oc
        .column('batch_key')
        // A constant, as the partial index says: a bound value cannot pick the index (PostgreSQL).
        .where('batch_open', '=', sql.lit(true))
        .doUpdateSet({ batch_items: sql`mail_outbox.batch_items || excluded.batch_items` }),
    )
    .returning(['id', 'batch_items'])
    .executeTakeFirstOrThrow();
  const items = (row.batch_items ?? []) as T[];
  if (items.length > 1) {
    const mail = render(items);
    await db
      .updateTable('mail_outbox')
      .set({ subject: mail.subject, text: mail.text, html: mail.html })
      .where('id', '=', row.id)
      .execute();
  }
  return row.id;
}

/**
 * Claims due mails for one sending round by pushing their next attempt a lease ahead, in one
 * statement. On PostgreSQL `for update skip locked` lets several workers claim at once without
 * taking the same rows; a worker that dies mid-round leaves its mails to be retried when the lease
 * ends. No transaction is held while SMTP talks, which matters on PGlite's single connection.
 */
export async function claimDueMails(db: Db, limit: number, leaseMs = 5 * 60_000): Promise<OutboxMail[]> {
  const rows = await db
    .updateTable('mail_outbox')
    // A claimed batch is closed: a later event starts a new one rather than join a mail in flight.
    .set({ next_attempt_at: sql<Date>`now() + ${leaseMs} * interval '1 millisecond'`, batch_open: false })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', sql<Date>`now()`)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
  return rows.sort((a, b) => a.id - b.id);
}

/** Makes claimed but unsent mails due again (a sender stopping mid-round). */
export const releaseMails = async (db: Db, ids: number[]) => {
  if (ids.length > 0) {
    await db.updateTable('mail_outbox').set({ next_attempt_at: new Date() }).where('id', 'in', ids).execute();
  }
};

export const markSent = (db: Db, id: number) =>
  db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: new Date(), last_error: null })
    .where('id', '=', id)
    .execute();

export const markFailed = (db: Db, id: number, attempts: number, nextAttemptAt: Date, error: string) =>
  db
    .updateTable('mail_outbox')
    .set({ attempts, next_attempt_at: nextAttemptAt, last_error: error.slice(0, 500) })
    .where('id', '=', id)
    .execute();

/**
 * Without SMTP the pending mails are kept for the dev mailbox instead of being retried forever;
 * batches close as if sent, so the mailbox shows each notice as it would have gone out.
 */
export const markPendingForDevMailbox = (db: Db) =>
  db.updateTable('mail_outbox').set({ status: 'dev', batch_open: false }).where('status', '=', 'pending').execute();

/** The newest mails first, for the dev mailbox (never served in production). */
export const listOutbox = (db: Db, opts: { limit: number; to?: string }): Promise<OutboxMail[]> =>
  db
    .selectFrom('mail_outbox')
    .selectAll()
    .$if(Boolean(opts.to), (q) => q.where(sql<string>`lower(to_address)`, '=', opts.to ?? ''))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(opts.limit)
    .execute();
