import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { MailAttachment, OutboxMail } from '../../db/tables/identity-flows.js';

export interface MailInput {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on a notification mail. */
  headers?: Record<string, string>;
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
  const row = await db.insertInto('mail_outbox').values(outboxRow(mail)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Several mails in one statement (a notification's fan-out), with the caller's transaction. */
export async function enqueueMails(db: Db, mails: MailInput[]): Promise<void> {
  if (mails.length === 0) return;
  await db.insertInto('mail_outbox').values(mails.map(outboxRow)).execute();
}

/** A mail as its outbox row, due at once. */
const outboxRow = (mail: MailInput) => ({
  to_address: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  attachments: storedAttachments(mail.attachments),
  headers: mail.headers ? JSON.stringify(mail.headers) : null,
  next_attempt_at: new Date(),
});

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
 * Claims the next due mail for one sender, alone, by pushing its next attempt a lease ahead and
 * writing the sender's `token`, in one statement. On PostgreSQL `for update skip locked` lets several
 * senders claim at once without taking the same row. No transaction is held while SMTP talks (PGlite
 * has one connection): the sender renews the lease instead (renewClaim), and a sender that dies
 * leaves the mail to be claimed again when the lease ends.
 */
export async function claimNextMail(
  db: Db,
  token: string,
  leaseMs: number,
  /** Mails this round already tried: a failure with a short backoff waits for the next round. */
  skip: readonly number[] = [],
): Promise<OutboxMail | undefined> {
  return (
    db
      .updateTable('mail_outbox')
      // A claimed batch is closed: a later event starts a new one rather than join a mail in flight.
      .set({
        next_attempt_at: sql<Date>`now() + ${leaseMs} * interval '1 millisecond'`,
        batch_open: false,
        claim_token: token,
      })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('mail_outbox')
          .select('id')
          .where('status', '=', 'pending')
          .where('next_attempt_at', '<=', sql<Date>`now()`)
          .$if(skip.length > 0, (q) => q.where('id', 'not in', skip))
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .executeTakeFirst()
  );
}

/** The claim's condition: the mail is still pending and this sender still holds it. */
const held = (id: number, token: string) => (eb: ExpressionBuilder<Database, 'mail_outbox'>) =>
  eb.and([eb('id', '=', id), eb('claim_token', '=', token), eb('status', '=', 'pending')]);

/** Pushes a held mail's lease ahead again; false when another sender has taken it over. */
export async function renewClaim(db: Db, id: number, token: string, leaseMs: number): Promise<boolean> {
  const r = await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: sql<Date>`now() + ${leaseMs} * interval '1 millisecond'` })
    .where(held(id, token))
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Makes a held but unsent mail due again (a sender stopping before it sent it). */
export const releaseMail = (db: Db, id: number, token: string) =>
  db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: new Date(), claim_token: null })
    .where(held(id, token))
    .execute();

/** Marks a held mail sent in one statement; false when the claim was lost meanwhile. */
export async function markSent(db: Db, id: number, token: string): Promise<boolean> {
  const r = await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: new Date(), last_error: null, claim_token: null })
    .where(held(id, token))
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Records a failed attempt of a held mail and when to try again. */
export const markFailed = (db: Db, id: number, token: string, attempts: number, nextAttemptAt: Date, error: string) =>
  db
    .updateTable('mail_outbox')
    .set({ attempts, next_attempt_at: nextAttemptAt, last_error: error.slice(0, 500), claim_token: null })
    .where(held(id, token))
    .executeTakeFirst()
    .then((r) => r.numUpdatedRows > 0n);

/** Gives up on a held mail: it joins the dead-letter list. */
export const markDead = (db: Db, id: number, token: string, attempts: number, error: string) =>
  db
    .updateTable('mail_outbox')
    .set({ status: 'dead', attempts, dead_at: new Date(), last_error: error.slice(0, 500), claim_token: null })
    .where(held(id, token))
    .executeTakeFirst()
    .then((r) => r.numUpdatedRows > 0n);

/** The dead-letter list, newest first. */
export async function listDeadMails(db: Db, window: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('mail_outbox')
      .select(['id', 'to_address', 'subject', 'attempts', 'last_error', 'created_at', 'dead_at'])
      .where('status', '=', sql.lit('dead'))
      .orderBy('dead_at', 'desc')
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', sql.lit('dead'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export const findDeadMail = (db: Db, id: number) =>
  db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'attempts', 'last_error', 'created_at', 'dead_at'])
    .where('id', '=', id)
    .where('status', '=', 'dead')
    .executeTakeFirst();

/** A dead mail back in the queue with a fresh count of tries; false when it was not dead (any more). */
export const requeueDeadMail = (db: Db, id: number) =>
  db
    .updateTable('mail_outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: new Date(), dead_at: null })
    .where('id', '=', id)
    .where('status', '=', 'dead')
    .executeTakeFirst()
    .then((r) => r.numUpdatedRows > 0n);

/** A dead mail dropped for good; its row stays as the record that it was never delivered. */
export const discardDeadMail = (db: Db, id: number) =>
  db
    .updateTable('mail_outbox')
    .set({ status: 'discarded' })
    .where('id', '=', id)
    .where('status', '=', 'dead')
    .executeTakeFirst()
    .then((r) => r.numUpdatedRows > 0n);

/** Active admins, whom the outbox warns about undelivered mail. */
export const listAdminRecipients = (db: Db) =>
  db
    .selectFrom('users')
    .select(['id', 'email', 'title', 'first_name', 'last_name', 'locale'])
    .where('role', '=', 'admin')
    .where('erased_at', 'is', null)
    .orderBy('id')
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

/**
 * The outbox as monitoring sees it: mails still to send, how long the oldest has waited, how far
 * the most overdue one is past its attempt time, and how many of them have failed at least once.
 */
export async function outboxBacklog(
  db: Db,
): Promise<{ pending: number; failing: number; oldestPendingSeconds: number; overdueSeconds: number }> {
  const row = await db
    .selectFrom('mail_outbox')
    .where('status', '=', 'pending')
    .select([
      sql<string>`count(*)`.as('pending'),
      sql<string>`count(*) filter (where attempts > 0)`.as('failing'),
      sql<string | null>`extract(epoch from now() - min(created_at))`.as('oldest'),
      sql<string | null>`extract(epoch from now() - min(next_attempt_at))`.as('overdue'),
    ])
    .executeTakeFirstOrThrow();
  const seconds = (v: string | null) => Math.max(0, Math.round(Number(v ?? 0)));
  return {
    pending: Number(row.pending),
    failing: Number(row.failing),
    oldestPendingSeconds: seconds(row.oldest),
    overdueSeconds: seconds(row.overdue),
  };
}
