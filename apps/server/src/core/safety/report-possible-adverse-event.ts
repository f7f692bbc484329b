import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { SafetySource } from '../../db/tables/safety.js';
import { AppError } from '../../lib/app-error.js';
import { enqueueMail } from '../mail/mail.repository.js';
import { mailBrand } from '../mail/mail.service.js';
import { safetyCaseMail } from '../mail/templates/safety.js';
import type { ServiceContext } from '../service-context.js';
import { e2bOfCase } from './case-export.js';
import { dueDate, screenText, suggestedCriteria, type CaseScreening } from './case-screening.js';
import { findDuplicate } from './duplicates.js';
import {
  findCaseForExport,
  findFollowUpRoot,
  insertSafetyCase,
  recentCasesOfAuthor,
  setCaseMail,
} from './safety-cases.repository.js';

const WHERE: Record<SafetySource, string> = {
  comment: 'a comment on a post',
  reply: 'a reply to a comment on a post',
  message: 'a private message between members',
  feedback: 'feedback to the provider',
  share: 'the note of a shared page',
  report: "a member's report of content as a possible adverse event",
  profile: "a member's profile",
  escalation: 'content escalated by a moderator',
};

export interface WrittenText {
  source: SafetySource;
  sourceId: number | string;
  authorId: number;
  text: string;
  postId?: number | null;
  /** Day 0: when the member wrote it (now by default). */
  writtenAt?: Date;
  /** The thread whose later texts by the same author are follow-ups (see threadKeys). */
  threadKey?: string | null;
  /** Cases of these sources are the case this text follows up (a comment's own case, for its edit). */
  followUpSources?: Array<{ type: SafetySource; id: string }>;
  /** What the member who reported the text wrote with their report. */
  reporterNote?: string | null;
  /** Moderation refused the text: the case is its only copy. */
  refused?: boolean;
}

export const threadKeys = {
  post: (postId: number) => `post:${postId}`,
  conversation: (a: number, b: number) => `conversation:${Math.min(a, b)}-${Math.max(a, b)}`,
};

/** Screens without touching the database, so writes that match nothing stay one statement. */
export const needsSafetyCase = (ctx: Pick<ServiceContext, 'deployment'>, text: string) =>
  screenText(text, ctx.deployment.brandNames);

type CaseContext = Pick<ServiceContext, 'deployment' | 'env'>;

/**
 * Opens a safety case for a text that may describe an adverse event and queues its mail (with the
 * case's E2B file) to the pharmacovigilance mailbox of the author's country. Call it with the
 * transaction that writes the text, so the text and its case commit together: the outbox then
 * delivers the mail with retries, once. A later text of the same chain (an edit, a reply or message
 * in the same thread) is linked as a follow-up; one that repeats an earlier case of the author is
 * flagged as a possible duplicate, and an exact repeat is kept without a second mail. Returns the
 * case id, or null when the text needs no case (or this source already has one).
 */
export async function reportPossibleAdverseEvent(
  db: Db,
  ctx: CaseContext,
  written: WrittenText,
  screening: CaseScreening = needsSafetyCase(ctx, written.text),
): Promise<number | null> {
  if (!screening.possibleAdverseEvent) return null;
  const pv = ctx.deployment.pharmacovigilance;
  const writtenAt = written.writtenAt ?? new Date();
  const followUpOf = await findFollowUpRoot(db, {
    authorId: written.authorId,
    sourceIds: written.followUpSources ?? [],
    threadKey: written.threadKey ?? null,
  });
  const duplicate = findDuplicate(written.text, await recentCasesOfAuthor(db, written.authorId));
  const serious = screening.seriousness.length > 0;
  const opened = await insertSafetyCase(db, {
    source: written.source,
    sourceId: String(written.sourceId),
    postId: written.postId ?? null,
    verbatim: written.text,
    writtenAt,
    authorId: written.authorId,
    screening: {
      products: screening.products,
      events: screening.events,
      patientMentioned: screening.patientMentioned,
      evidence: screening.evidence,
      specialSituations: screening.specialSituations,
      languages: screening.languages,
    },
    criteria: { ...suggestedCriteria(screening) },
    seriousness: screening.seriousness,
    serious,
    dueAt: dueDate(writtenAt, serious),
    threadKey: written.threadKey ?? null,
    followUpOf,
    duplicateOf: duplicate?.id ?? null,
    reporterNote: written.reporterNote ?? null,
    refused: written.refused ?? false,
    mailboxes: { us: pv.us, de: pv.de, other: pv.other ?? pv.de },
  });
  if (!opened) return null;
  // The same words again (a member retrying a refused text): the first case's mail already carries them.
  if (duplicate?.exact && !written.reporterNote) return opened.id;
  const stored = await findCaseForExport(db, opened.id);
  const mailId = await enqueueMail(db, {
    ...safetyCaseMail(mailBrand(ctx), {
      caseId: opened.id,
      mailbox: opened.mailbox,
      where: WHERE[written.source],
      writtenAt,
      dueAt: dueDate(writtenAt, serious),
      author: { name: opened.author_name, email: opened.author_email, country: opened.author_country },
      verbatim: written.text,
      hints: { products: screening.products, events: screening.events, seriousness: screening.seriousness },
      followUpOf,
      duplicateOf: duplicate?.id ?? null,
      reporterNote: written.reporterNote ?? null,
      refused: written.refused ?? false,
    }),
    attachments: stored ? [e2bOfCase(ctx.deployment.siteName, stored)] : [],
  });
  await setCaseMail(db, opened.id, mailId);
  return opened.id;
}

/**
 * Runs a write of member text and, when the text may describe an adverse event, opens its safety
 * case in the same transaction (reusing the caller's when `db` already is one). Texts that match
 * nothing are written exactly as before, with no transaction of their own. `describe` names what
 * was written from the write's result (null when nothing was). Pass the screening when the caller
 * screened already (it must screen before moderation can refuse; see moderateScreened).
 */
export async function writeScreened<T>(
  db: Db,
  ctx: CaseContext,
  text: string,
  write: (db: Db) => Promise<T>,
  describe: (result: T) => Omit<WrittenText, 'text'> | null,
  screening: CaseScreening = needsSafetyCase(ctx, text),
): Promise<T> {
  if (!screening.possibleAdverseEvent) return write(db);
  const run = async (trx: Db) => {
    const result = await write(trx);
    const written = describe(result);
    if (written) await reportPossibleAdverseEvent(trx, ctx, { ...written, text }, screening);
    return result;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/**
 * Runs moderation's check of a text that was screened first. When moderation refuses a text that
 * may describe an adverse event, the case is opened (and committed) with the verbatim text before
 * the refusal reaches the member, whose error then says so (safetyCaseOpened). `db` must not be a
 * transaction the refusal rolls back.
 */
export async function moderateScreened(
  db: Db,
  ctx: CaseContext,
  written: Omit<WrittenText, 'sourceId' | 'refused'>,
  screening: CaseScreening,
  check: () => void,
): Promise<void> {
  try {
    check();
  } catch (err) {
    if (!(err instanceof AppError) || !screening.possibleAdverseEvent) throw err;
    if (db.isTransaction) throw new Error('moderateScreened needs a connection, not a transaction the refusal undoes');
    const caseId = await db
      .transaction()
      .execute((trx) =>
        reportPossibleAdverseEvent(
          trx,
          ctx,
          { ...written, sourceId: `refused-${randomUUID()}`, refused: true },
          screening,
        ),
      );
    throw new AppError(err.statusCode, err.code, err.message, { ...err.extra, safetyCaseOpened: caseId !== null });
  }
}
