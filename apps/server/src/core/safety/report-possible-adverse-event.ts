import type { Db } from '../../db/database.js';
import type { SafetySource } from '../../db/tables/safety.js';
import { screenForAdverseEvent } from '../../lib/safety/adverse-event-screening.js';
import { enqueueMail } from '../mail/mail.repository.js';
import { mailBrand } from '../mail/mail.service.js';
import { safetyCaseMail } from '../mail/templates/safety.js';
import type { ServiceContext } from '../service-context.js';
import { insertSafetyCase, setCaseMail } from './safety-cases.repository.js';

const WHERE: Record<SafetySource, string> = {
  comment: 'a comment on a post',
  reply: 'a reply to a comment on a post',
  message: 'a private message between members',
  feedback: 'feedback to the provider',
  share: 'the note of a shared page',
  escalation: 'content escalated by a moderator',
};

export interface WrittenText {
  source: SafetySource;
  sourceId: number | string;
  authorId: number;
  text: string;
  postId?: number | null;
  writtenAt?: Date;
}

/** Screens without touching the database, so writes that match nothing stay one statement. */
export const needsSafetyCase = (ctx: Pick<ServiceContext, 'deployment'>, text: string) =>
  screenForAdverseEvent(text, ctx.deployment.brandNames);

/**
 * Opens a safety case for a text that may describe an adverse event and queues its mail to the
 * pharmacovigilance mailbox of the author's country. Never blocks the member. Call it with the
 * transaction that writes the text, so the text and its case commit together: the outbox then
 * delivers the mail with retries, once. Returns the case id, or null when the text matched nothing.
 */
export async function reportPossibleAdverseEvent(
  db: Db,
  ctx: Pick<ServiceContext, 'deployment' | 'env'>,
  written: WrittenText,
  screening = needsSafetyCase(ctx, written.text),
): Promise<number | null> {
  if (!screening.possibleAdverseEvent) return null;
  const pv = ctx.deployment.pharmacovigilance;
  const writtenAt = written.writtenAt ?? new Date();
  const opened = await insertSafetyCase(db, {
    source: written.source,
    sourceId: String(written.sourceId),
    postId: written.postId ?? null,
    verbatim: written.text,
    writtenAt,
    authorId: written.authorId,
    screening: { products: screening.products, events: screening.events, patientMentioned: screening.patientMentioned },
    mailboxes: { us: pv.us, de: pv.de, other: pv.other ?? pv.de },
  });
  if (!opened) return null;
  const mailId = await enqueueMail(
    db,
    safetyCaseMail(mailBrand(ctx), {
      caseId: opened.id,
      mailbox: opened.mailbox,
      where: WHERE[written.source],
      writtenAt,
      author: { name: opened.author_name, email: opened.author_email, country: opened.author_country },
      verbatim: written.text,
      hints: { products: screening.products, events: screening.events },
    }),
  );
  await setCaseMail(db, opened.id, mailId);
  return opened.id;
}

/**
 * Runs a write of member text and, when the text may describe an adverse event, opens its safety
 * case in the same transaction (reusing the caller's when `db` already is one). Texts that match
 * nothing are written exactly as before, with no transaction of their own. `describe` names what
 * was written from the write's result (null when nothing was).
 */
export async function writeScreened<T>(
  db: Db,
  ctx: Pick<ServiceContext, 'deployment' | 'env'>,
  text: string,
  write: (db: Db) => Promise<T>,
  describe: (result: T) => Omit<WrittenText, 'text'> | null,
): Promise<T> {
  const screening = needsSafetyCase(ctx, text);
  if (!screening.possibleAdverseEvent) return write(db);
  const run = async (trx: Db) => {
    const result = await write(trx);
    const written = describe(result);
    if (written) await reportPossibleAdverseEvent(trx, ctx, { ...written, text }, screening);
    return result;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
