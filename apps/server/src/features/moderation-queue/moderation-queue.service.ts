import {
  COMMENT_REPORT_TEXT,
  FIRST_COMMENT_RULES,
  type CommentReport,
  type CommentReportResult,
  type FirstCommentRule,
  type MemberNoticeList,
  type MemberSuspension,
  type ModerationItemAction,
  type ModerationItemDetail,
  type ModerationItemPage,
  type ModerationQuery,
  type SuspendMember,
  type Word,
  type WordCreate,
  type WordLists,
} from '@aatd/contract';
import { requireMember, requireRole, type Actor } from '../../core/access-policy.js';
import { recordAudit } from '../../core/audit/audit.repository.js';
import { FIRST_COMMENT_SETTING } from '../../core/moderation/moderation-rules.repository.js';
import { moderationRulesChanged } from '../../core/moderation/acceptable-text.js';
import { deliverHeldMessage, notifyUnseen } from '../../core/messages/deliver-message.js';
import { countUnseen, hideMessage } from '../../core/messages/messages.repository.js';
import { forgetListTotal, paginate, pageWindow } from '../../core/pagination.js';
import { judgedPossibleAdverseEvent } from '../../core/safety/case-screening.js';
import {
  needsSafetyCase,
  reportPossibleAdverseEvent,
  threadKeys,
  writeScreened,
} from '../../core/safety/report-possible-adverse-event.js';
import type { ServiceContext } from '../../core/service-context.js';
import { endSessions } from '../../core/sessions/token-sessions.repository.js';
import type { Db } from '../../db/database.js';
import type { Member } from '../../types/fastify.js';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.js';
import { presentItemDetail, presentItemSummary, presentNotice, presentWord } from './moderation-queue.presenter.js';
import {
  closeItems,
  deleteWord,
  findItemDetail,
  findReportedComment,
  findMemberForSuspension,
  hideComment,
  insertAction,
  insertCommentReport,
  insertNotice,
  insertWord,
  listItems,
  listUnreadNotices,
  listWords,
  lockItem,
  markNoticeRead,
  messagesBetween,
  queueTotalKeys,
  readSetting,
  releaseComment,
  setSuspension,
  writeSetting,
} from './moderation-queue.repository.js';

/** The item's comment or message was deleted (its author erased it, or the account went). */
const GONE = 'The comment or message no longer exists; dismiss the item instead.';

/** Who works the queue: moderators (and admins, who hold every role). */
export const MODERATORS = 'moderator';
const requireModerator = (actor: Actor) => requireRole(actor, MODERATORS);

// ---- Members -------------------------------------------------------------------------------------

/** A member reports a comment they can see (not their own); the report joins the queue. */
export async function reportComment(
  ctx: ServiceContext,
  actor: Actor,
  commentId: number,
  body: CommentReport,
): Promise<CommentReportResult> {
  const member = requireMember(actor);
  const stored = await insertCommentReport(ctx.db, {
    commentId,
    reporterId: member.id,
    reason: body.reason,
    details: body.details?.length ? body.details : null,
  });
  if (stored.authorId === null) throw notFound('The comment');
  if (stored.authorId === member.id || stored.id === null) throw conflict(COMMENT_REPORT_TEXT.ownComment);
  await reportedToSafety(ctx, member.id, commentId, body);
  return { id: stored.id, message: COMMENT_REPORT_TEXT.reported };
}

/**
 * A report of a comment as a possible adverse event opens its safety case at once: the comment's
 * text, with the comment's time as day 0 and the reporter's note, a follow-up of the comment's own
 * case when screening opened one. A report for another reason whose note itself may describe an
 * adverse event opens a case of the note, written by the reporter.
 */
async function reportedToSafety(ctx: ServiceContext, reporterId: number, commentId: number, body: CommentReport) {
  const note = body.details?.trim() || null;
  if (body.reason !== 'adverseEvent') {
    if (!note) return;
    await writeScreened(
      ctx.db,
      ctx,
      note,
      async () => null,
      () => ({ source: 'report', sourceId: `note-${commentId}-${reporterId}-${Date.now()}`, authorId: reporterId }),
    );
    return;
  }
  const comment = await findReportedComment(ctx.db, commentId, reporterId);
  if (!comment) return;
  const source = comment.parent_id === null ? ('comment' as const) : ('reply' as const);
  const screened = needsSafetyCase(ctx, comment.text);
  await ctx.db.transaction().execute((trx) =>
    reportPossibleAdverseEvent(
      trx,
      ctx,
      {
        source: 'report',
        sourceId: `${source}-${commentId}-by-${reporterId}`,
        authorId: comment.user_id,
        text: comment.text,
        postId: comment.post_id,
        writtenAt: new Date(comment.created_at),
        threadKey: threadKeys.post(comment.post_id),
        followUpSources: [{ type: source, id: String(commentId) }],
        reporterNote: `Reported by ${comment.reporter_name} (${comment.reporter_email})${note ? `: ${note}` : ', without a note.'}`,
      },
      // A member judged it a possible adverse event: the case opens whatever screening finds.
      { ...screened, possibleAdverseEvent: true },
    ),
  );
}

/** The member's unread notices from moderators (warnings, hidden content). */
export async function listNotices(ctx: ServiceContext, actor: Actor): Promise<MemberNoticeList> {
  const member = requireMember(actor);
  return { data: (await listUnreadNotices(ctx.db, member.id)).map(presentNotice) };
}

export async function readNotice(ctx: ServiceContext, actor: Actor, id: number): Promise<{ id: number }> {
  const member = requireMember(actor);
  if (!(await markNoticeRead(ctx.db, member.id, id))) throw notFound('The notice');
  return { id };
}

// ---- The queue -----------------------------------------------------------------------------------

export async function listQueue(ctx: ServiceContext, actor: Actor, q: ModerationQuery): Promise<ModerationItemPage> {
  requireModerator(actor);
  const window = pageWindow(q.page, q.limit ?? 20);
  const { rows, total } = await listItems(ctx.db, { state: q.state, source: q.source, reason: q.reason }, window);
  return paginate(rows.map(presentItemSummary), total, window);
}

export async function getItem(ctx: ServiceContext, actor: Actor, id: number): Promise<ModerationItemDetail> {
  requireModerator(actor);
  const row = await findItemDetail(ctx.db, id);
  if (!row) throw notFound('The moderation item');
  return presentItemDetail(row);
}

const HIDDEN_NOTICE = (what: 'comments' | 'messages', reason: string) =>
  `A moderator hid one of your ${what}. Reason: ${reason}`;

/**
 * A moderator decides an open item with a reason (issue 12): dismiss; hide the comment or message
 * (its author is told why); release a held comment, or deliver a held message to its recipient
 * (badge and notices fire then); warn the author (a notice they see); suspend the author;
 * escalate it as a possible adverse event (a safety case mailed to the author's country's
 * pharmacovigilance mailbox). The item, the action, its effects and the audit record commit together.
 */
export async function actOnItem(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  body: ModerationItemAction,
  ip?: string,
): Promise<ModerationItemDetail> {
  const moderator = requireModerator(actor);
  const decided = await ctx.db.transaction().execute(async (trx) => {
    // Whose unread count changed (a message released or hidden), told after the commit.
    let released: { receiverId: number; unseen: number } | undefined;
    const item = await lockItem(trx, id);
    if (!item) throw notFound('The moderation item');
    if (item.state !== 'open') throw conflict('This item was already decided.');
    let safetyCaseId: number | null = null;
    let until: Date | null = null;

    switch (body.action) {
      case 'dismiss':
        break;
      case 'hide': {
        if (item.live_message_id !== null) {
          const hidden = await hideMessage(trx, item.live_message_id, body.reason);
          if (!hidden) throw conflict('The message is already hidden.');
          // A delivered message the recipient had not read leaves their badge too.
          released = { receiverId: hidden.receiver_id, unseen: await countUnseen(trx, hidden.receiver_id) };
          await insertNotice(trx, {
            userId: item.author_id,
            kind: 'contentHidden',
            text: HIDDEN_NOTICE('messages', body.reason),
          });
          break;
        }
        if (item.live_comment_id === null) throw conflict(GONE);
        const was = await hideComment(trx, item.live_comment_id, body.reason);
        if (was === undefined) throw conflict('The comment is already hidden.');
        await insertNotice(trx, {
          userId: item.author_id,
          kind: 'contentHidden',
          text: HIDDEN_NOTICE('comments', body.reason),
        });
        break;
      }
      case 'release':
        if (item.live_message_id !== null) {
          const outcome = await deliverHeldMessage(trx, ctx, item.live_message_id);
          if (outcome === 'undeliverable') {
            throw conflict(
              'The recipient can no longer receive this message (they blocked the sender or left); dismiss or hide it instead.',
            );
          }
          if (!outcome) throw conflict('Only a held or hidden message can be released.');
          released = outcome;
          break;
        }
        if (item.live_comment_id === null) throw conflict(GONE);
        if (item.comment_state === 'visible') throw conflict('Only a held or hidden comment can be released.');
        await releaseComment(trx, item.live_comment_id);
        break;
      case 'warn':
        await insertNotice(trx, { userId: item.author_id, kind: 'warning', text: body.reason });
        break;
      case 'suspend':
        until = await suspend(trx, moderator, item.author_id, body, item.id);
        break;
      case 'escalate':
        safetyCaseId = await escalate(trx, ctx, item);
        break;
    }

    const closed = await closeItems(trx, item, { resolution: body.action, reason: body.reason, actorId: moderator.id });
    if (body.action !== 'suspend') {
      await insertAction(trx, {
        itemId: item.id,
        memberId: item.author_id,
        action: body.action,
        reason: body.reason,
        safetyCaseId,
        actorId: moderator.id,
      });
    }
    await recordAudit(trx, {
      actorId: moderator.id,
      action: `moderation.${body.action}`,
      target: { type: 'moderation_item', id: item.id },
      fromState: 'open',
      toState: 'closed',
      details: {
        reason: body.reason,
        memberId: item.author_id,
        commentId: item.comment_id,
        ...(item.message_id ? { messageId: item.message_id } : {}),
        ...(until ? { until: until.toISOString() } : {}),
        ...(safetyCaseId ? { safetyCaseId } : {}),
      },
      ip: ip ?? null,
    });
    return { released, closed };
  });
  // The moderator expects the decided items gone from the open queue's total, and in the closed one.
  for (const key of decided.closed.flatMap(queueTotalKeys)) forgetListTotal(key);
  // After commit: a released message reaches the recipient's open tabs (their unseen badge).
  const delivered = decided.released;
  if (delivered) await notifyUnseen(ctx, delivered.receiverId, delivered.unseen);
  return getItem(ctx, actor, id);
}

/** Opens a safety case (source 'escalation') with the content and its dates; mailed by the outbox. */
async function escalate(
  trx: Db,
  ctx: ServiceContext,
  item: NonNullable<Awaited<ReturnType<typeof lockItem>>>,
): Promise<number> {
  let verbatim = item.excerpt ?? '';
  let writtenAt = item.created_at;
  if (item.source === 'messageReport' && item.reporter_id !== null) {
    const messages = await messagesBetween(trx, item.author_id, item.reporter_id);
    if (messages.length > 0) {
      verbatim = messages
        .reverse()
        .map((m) => `[${new Date(m.created_at).toISOString()}] ${m.text}`)
        .join('\n');
      writtenAt = messages[messages.length - 1]!.created_at;
    } else {
      verbatim = `Report about private messages: ${item.details ?? ''}`;
    }
  }
  if (!verbatim.trim()) throw conflict('There is no content to escalate.');
  const caseId = await reportPossibleAdverseEvent(
    trx,
    ctx,
    {
      source: 'escalation',
      sourceId: `moderation-${item.id}`,
      authorId: item.author_id,
      text: verbatim,
      postId: item.post_id,
      writtenAt,
    },
    // A moderator judged it a possible adverse event: no automatic screening needed.
    judgedPossibleAdverseEvent(),
  );
  if (caseId === null) throw conflict('This item was already escalated.');
  return caseId;
}

// ---- Suspension ----------------------------------------------------------------------------------

/**
 * Suspends the member until the given time (null: until lifted) and ends every token and session
 * they hold, through the one way to end sessions. Moderators may not suspend staff; nobody
 * suspends themselves.
 */
async function suspend(
  trx: Db,
  moderator: Member,
  memberId: number,
  body: SuspendMember,
  itemId: number | null,
): Promise<Date | null> {
  if (memberId === moderator.id) throw conflict('You cannot suspend yourself.');
  const target = await findMemberForSuspension(trx, memberId);
  if (!target) throw notFound('The member');
  if (target.role !== 'member' && !moderator.isAdmin) {
    throw forbidden('Only administrators may suspend staff members.');
  }
  const until = body.until === null ? null : new Date(body.until);
  if (until && until.getTime() <= Date.now()) {
    throw new AppError(400, 'validationError', 'The end of the suspension must be in the future.', {
      fields: { until: 'The end of the suspension must be in the future.' },
    });
  }
  await setSuspension(trx, memberId, { until, reason: body.reason });
  await endSessions(trx, memberId);
  await insertAction(trx, { itemId, memberId, action: 'suspend', reason: body.reason, until, actorId: moderator.id });
  return until;
}

export async function suspendMember(
  ctx: ServiceContext,
  actor: Actor,
  memberId: number,
  body: SuspendMember,
  ip?: string,
): Promise<MemberSuspension> {
  const moderator = requireModerator(actor);
  const until = await ctx.db.transaction().execute(async (trx) => {
    const ends = await suspend(trx, moderator, memberId, body, null);
    await recordAudit(trx, {
      actorId: moderator.id,
      action: 'moderation.suspend',
      target: { type: 'user', id: memberId },
      toState: 'suspended',
      details: { reason: body.reason, until: ends?.toISOString() ?? null },
      ip: ip ?? null,
    });
    return ends;
  });
  return { id: memberId, suspended: true, suspendedUntil: until?.toISOString() ?? null };
}

export async function liftSuspension(
  ctx: ServiceContext,
  actor: Actor,
  memberId: number,
  reason: string,
  ip?: string,
): Promise<MemberSuspension> {
  const moderator = requireModerator(actor);
  await ctx.db.transaction().execute(async (trx) => {
    const target = await findMemberForSuspension(trx, memberId);
    if (!target) throw notFound('The member');
    if (!target.suspended_at) throw conflict('This member is not suspended.');
    await setSuspension(trx, memberId, null);
    await insertAction(trx, { itemId: null, memberId, action: 'lift', reason, actorId: moderator.id });
    await recordAudit(trx, {
      actorId: moderator.id,
      action: 'moderation.lift',
      target: { type: 'user', id: memberId },
      fromState: 'suspended',
      toState: 'active',
      details: { reason },
      ip: ip ?? null,
    });
  });
  return { id: memberId, suspended: false, suspendedUntil: null };
}

// ---- Word lists -----------------------------------------------------------------------------------

const firstCommentRule = (value: string | null): FirstCommentRule =>
  FIRST_COMMENT_RULES.find((r) => r === value) ?? 'allow';

export async function getWordLists(ctx: ServiceContext, actor: Actor): Promise<WordLists> {
  requireModerator(actor);
  const [words, first] = await Promise.all([listWords(ctx.db), readSetting(ctx.db, FIRST_COMMENT_SETTING)]);
  return { words: words.map(presentWord), firstComment: firstCommentRule(first) };
}

/** Adds a term; it applies to the next text written, on every instance (the rules are read per write). */
export async function addWord(ctx: ServiceContext, actor: Actor, body: WordCreate, ip?: string): Promise<Word> {
  const moderator = requireModerator(actor);
  const word = await ctx.db.transaction().execute(async (trx) => {
    const row = await insertWord(trx, {
      list: body.list,
      term: body.term,
      action: body.action ?? null,
      createdBy: moderator.id,
    });
    if (!row) throw conflict(`"${body.term}" is already on this list.`);
    await recordAudit(trx, {
      actorId: moderator.id,
      action: 'moderation.word.add',
      target: { type: 'moderation_word', id: row.id },
      details: { list: row.list, term: row.term, action: row.action },
      ip: ip ?? null,
    });
    return presentWord(row);
  });
  await moderationRulesChanged(ctx);
  return word;
}

export async function removeWord(ctx: ServiceContext, actor: Actor, id: number, ip?: string): Promise<{ id: number }> {
  const moderator = requireModerator(actor);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await deleteWord(trx, id);
    if (!row) throw notFound('The term');
    await recordAudit(trx, {
      actorId: moderator.id,
      action: 'moderation.word.remove',
      target: { type: 'moderation_word', id },
      details: { list: row.list, term: row.term, action: row.action },
      ip: ip ?? null,
    });
  });
  await moderationRulesChanged(ctx);
  return { id };
}

export async function setFirstCommentRule(
  ctx: ServiceContext,
  actor: Actor,
  rule: FirstCommentRule,
  ip?: string,
): Promise<{ firstComment: FirstCommentRule }> {
  const moderator = requireModerator(actor);
  await ctx.db.transaction().execute(async (trx) => {
    const before = firstCommentRule(await readSetting(trx, FIRST_COMMENT_SETTING));
    await writeSetting(trx, FIRST_COMMENT_SETTING, rule);
    await recordAudit(trx, {
      actorId: moderator.id,
      action: 'moderation.settings',
      target: { type: 'setting', id: FIRST_COMMENT_SETTING },
      fromState: before,
      toState: rule,
      ip: ip ?? null,
    });
  });
  await moderationRulesChanged(ctx);
  return { firstComment: rule };
}
