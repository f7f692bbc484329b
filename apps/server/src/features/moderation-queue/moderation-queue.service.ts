import {
  COMMENT_REPORT_TEXT,
  FIRST_COMMENT_RULES,
  type CannedReply,
  type CannedReplyInput,
  type CannedReplyList,
  type MemberSilence,
  type ModerationItemUpdate,
  type ModerationPriority,
  type ModerationStep,
  type ModerationStepKind,
  type SilenceMember,
  type StaffNoteInput,
  type StaffNoteList,
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
import { announceNotified, type Notified } from '../../core/notifications/notify.js';
import { notifyReply } from '../../core/posts/notify-reply.js';
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
import type { Db } from '../../db/database.js';
import type { Member } from '../../types/fastify.js';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.js';
import {
  presentCannedReply,
  presentItemDetail,
  presentItemSummary,
  presentNotice,
  presentStaffNote,
  presentWord,
} from './moderation-queue.presenter.js';
import {
  closeItems,
  deleteCannedReply,
  deleteStaffNote,
  deleteWord,
  findCannedReply,
  insertCannedReply,
  insertStaffNote,
  isModerator,
  listCannedReplies,
  listStaffNotes,
  lockClaim,
  memberExists,
  setSilence,
  updateCannedReply,
  updateClaimAndPriority,
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
  const message = body.reason === 'adverseEvent' ? COMMENT_REPORT_TEXT.reportedToSafety : COMMENT_REPORT_TEXT.reported;
  return { id: stored.id, message };
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
  const window = pageWindow(q.page, q.limit ?? 20);
  const moderator = requireModerator(actor);
  const assigned = q.assigned === 'mine' ? { mine: moderator.id } : q.assigned;
  const { rows, total } = await listItems(
    ctx.db,
    { state: q.state, source: q.source, reason: q.reason, assigned, sort: q.sort },
    window,
  );
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

/** The step a decision is filed under (the item's resolution): the weightiest one taken. */
const RESOLUTION_ORDER: ModerationStepKind[] = ['escalate', 'suspend', 'silence', 'hide', 'release', 'warn', 'dismiss'];
/** The order steps run in: content first, then what the author is told, then sanctions. */
const STEP_ORDER: ModerationStepKind[] = ['escalate', 'hide', 'release', 'warn', 'silence', 'suspend', 'dismiss'];

type LockedItem = NonNullable<Awaited<ReturnType<typeof lockItem>>>;

/**
 * A moderator decides an open item with one or several steps applied together (hide
 * and warn, say): dismiss; hide the comment or message (its author is told why); release a held
 * comment, or deliver a held message to its recipient (badge and notices fire then); warn the
 * author (a notice they see); silence (read-only) or suspend the author; escalate it as a
 * possible adverse event (a safety case mailed to the author's country's pharmacovigilance
 * mailbox). Release and dismiss need no reason. The item, the actions, their effects and one
 * audit record per step commit together, or none does.
 */
export async function actOnItem(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  body: ModerationItemAction,
  ip?: string,
): Promise<ModerationItemDetail> {
  const moderator = requireModerator(actor);
  const steps = [...body.actions].sort((a, b) => STEP_ORDER.indexOf(a.action) - STEP_ORDER.indexOf(b.action));
  const decided = await ctx.db.transaction().execute(async (trx) => {
    // Whose unread count changed (a message released or hidden), told after the commit.
    let released: { receiverId: number; unseen: number } | undefined;
    // Who hears of a released held reply or message as if it had just been posted.
    const notified: Notified = [];
    const item = await lockItem(trx, id);
    if (!item) throw notFound('The moderation item');
    if (item.state !== 'open') throw conflict('This item was already decided.');

    for (const step of steps) {
      const reason = step.reason?.length ? step.reason : null;
      const effect = await applyStep(trx, ctx, moderator, item, step);
      released = effect.released ?? released;
      notified.push(...(effect.notified ?? []));
      // Suspension and silence file their own action (they are also taken from the member page).
      if (step.action !== 'suspend' && step.action !== 'silence') {
        await insertAction(trx, {
          itemId: item.id,
          memberId: item.author_id,
          action: step.action,
          reason,
          safetyCaseId: effect.safetyCaseId ?? null,
          actorId: moderator.id,
        });
      }
      await recordAudit(trx, {
        actorId: moderator.id,
        action: `moderation.${step.action}`,
        target: { type: 'moderation_item', id: item.id },
        fromState: 'open',
        toState: 'closed',
        details: {
          reason,
          memberId: item.author_id,
          commentId: item.comment_id,
          ...(item.message_id ? { messageId: item.message_id } : {}),
          ...(effect.until ? { until: effect.until.toISOString() } : {}),
          ...(effect.safetyCaseId ? { safetyCaseId: effect.safetyCaseId } : {}),
          ...(steps.length > 1 ? { together: steps.map((s) => s.action) } : {}),
        },
        ip: ip ?? null,
      });
    }

    const main = RESOLUTION_ORDER.map((k) => steps.find((s) => s.action === k)).find(Boolean)!;
    const closed = await closeItems(trx, item, {
      resolution: main.action,
      reason: main.reason?.length ? main.reason : null,
      actorId: moderator.id,
    });
    return { released, closed, notified };
  });
  // The moderator expects the decided items gone from the open queue's total, and in the closed one.
  for (const key of decided.closed.flatMap(queueTotalKeys)) forgetListTotal(key);
  // After commit: a released message reaches the recipient's open tabs (their unseen badge).
  const delivered = decided.released;
  if (delivered) await notifyUnseen(ctx, delivered.receiverId, delivered.unseen);
  await announceNotified(ctx, decided.notified);
  return getItem(ctx, actor, id);
}

/** One step's effect on the content and the author, inside the decision's transaction. */
async function applyStep(
  trx: Db,
  ctx: ServiceContext,
  moderator: Member,
  item: LockedItem,
  step: ModerationStep,
): Promise<{
  released?: { receiverId: number; unseen: number };
  notified?: Notified;
  safetyCaseId?: number;
  until?: Date | null;
}> {
  switch (step.action) {
    case 'dismiss':
      return {};
    case 'hide': {
      if (item.live_message_id !== null) {
        const hidden = await hideMessage(trx, item.live_message_id, step.reason);
        if (!hidden) throw conflict('The message is already hidden.');
        await insertNotice(trx, {
          userId: item.author_id,
          kind: 'contentHidden',
          text: HIDDEN_NOTICE('messages', step.reason),
        });
        // A delivered message the recipient had not read leaves their badge too.
        return { released: { receiverId: hidden.receiver_id, unseen: await countUnseen(trx, hidden.receiver_id) } };
      }
      if (item.live_comment_id === null) throw conflict(GONE);
      const was = await hideComment(trx, item.live_comment_id, step.reason);
      if (was === undefined) throw conflict('The comment is already hidden.');
      await insertNotice(trx, {
        userId: item.author_id,
        kind: 'contentHidden',
        text: HIDDEN_NOTICE('comments', step.reason),
      });
      return {};
    }
    case 'release': {
      if (item.live_message_id !== null) {
        const outcome = await deliverHeldMessage(trx, ctx, item.live_message_id);
        if (outcome === 'undeliverable') {
          throw conflict(
            'The recipient can no longer receive this message (they blocked the sender or left); dismiss or hide it instead.',
          );
        }
        if (!outcome) throw conflict('Only a held or hidden message can be released.');
        return { released: outcome, notified: outcome.notified };
      }
      if (item.live_comment_id === null) throw conflict(GONE);
      if (item.comment_state === 'visible') throw conflict('Only a held or hidden comment can be released.');
      const comment = await releaseComment(trx, item.live_comment_id);
      // A held reply was never seen: it notifies now as if just posted (a hidden one already did).
      if (!comment?.was_held || comment.parent_id === null) return {};
      const notified = await notifyReply(trx, ctx, {
        replyId: comment.id,
        parentId: comment.parent_id,
        replierId: comment.user_id,
      });
      return { notified };
    }
    case 'warn':
      await insertNotice(trx, { userId: item.author_id, kind: 'warning', text: step.reason });
      return {};
    case 'suspend':
      return { until: await suspend(trx, moderator, item.author_id, step, item.id) };
    case 'silence':
      return { until: await silence(trx, moderator, item.author_id, step, item.id) };
    case 'escalate':
      return { safetyCaseId: await escalate(trx, ctx, item) };
  }
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

// ---- Suspension and silence ------------------------------------------------------------------------

/**
 * Who may sanction the member: nobody themselves, and only administrators staff members. The same
 * rule guards lifting: only admins lift what only admins may impose. Returns the member, locked.
 */
async function sanctionTarget(trx: Db, moderator: Member, memberId: number, verb: string) {
  if (memberId === moderator.id) throw conflict(`You cannot ${verb} yourself.`);
  const target = await findMemberForSuspension(trx, memberId);
  if (!target) throw notFound('The member');
  if (target.role !== 'member' && !moderator.isAdmin) {
    throw forbidden(`Only administrators may ${verb} staff members.`);
  }
  return target;
}

const futureEnd = (until: Date | null, what: string) => {
  if (until && until.getTime() <= Date.now()) {
    const message = `The end of the ${what} must be in the future.`;
    throw new AppError(400, 'validationError', message, { fields: { until: message } });
  }
};

/**
 * Suspends the member until the given time (null: until lifted). Their sessions stay, but every
 * call they make answers 403 accountSuspended with the reason and the end (plugins/auth.ts), so
 * they are told why instead of being signed out with "Invalid access token".
 */
async function suspend(
  trx: Db,
  moderator: Member,
  memberId: number,
  body: SuspendMember,
  itemId: number | null,
): Promise<Date | null> {
  await sanctionTarget(trx, moderator, memberId, 'suspend');
  const until = body.until === null ? null : new Date(body.until);
  futureEnd(until, 'suspension');
  await setSuspension(trx, memberId, { until, reason: body.reason });
  await insertAction(trx, { itemId, memberId, action: 'suspend', reason: body.reason, until, actorId: moderator.id });
  return until;
}

/** Silences the member (read-only: they read, but do not comment, message, share or rate) until the end. */
async function silence(
  trx: Db,
  moderator: Member,
  memberId: number,
  body: SilenceMember,
  itemId: number | null,
): Promise<Date> {
  await sanctionTarget(trx, moderator, memberId, 'silence');
  const until = new Date(body.until);
  futureEnd(until, 'silence');
  await setSilence(trx, memberId, { until, reason: body.reason });
  await insertAction(trx, { itemId, memberId, action: 'silence', reason: body.reason, until, actorId: moderator.id });
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

export async function silenceMember(
  ctx: ServiceContext,
  actor: Actor,
  memberId: number,
  body: SilenceMember,
  ip?: string,
): Promise<MemberSilence> {
  const moderator = requireModerator(actor);
  const until = await ctx.db.transaction().execute(async (trx) => {
    const ends = await silence(trx, moderator, memberId, body, null);
    await recordAudit(trx, {
      actorId: moderator.id,
      action: 'moderation.silence',
      target: { type: 'user', id: memberId },
      toState: 'silenced',
      details: { reason: body.reason, until: ends.toISOString() },
      ip: ip ?? null,
    });
    return ends;
  });
  return { id: memberId, silencedUntil: until.toISOString() };
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
    const target = await sanctionTarget(trx, moderator, memberId, 'lift the suspension of');
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

export async function liftSilence(
  ctx: ServiceContext,
  actor: Actor,
  memberId: number,
  reason: string,
  ip?: string,
): Promise<MemberSilence> {
  const moderator = requireModerator(actor);
  await ctx.db.transaction().execute(async (trx) => {
    const target = await sanctionTarget(trx, moderator, memberId, 'lift the silence of');
    if (!target.silenced_until || target.silenced_until.getTime() <= Date.now()) {
      throw conflict('This member is not silenced.');
    }
    await setSilence(trx, memberId, null);
    await insertAction(trx, { itemId: null, memberId, action: 'unsilence', reason, actorId: moderator.id });
    await recordAudit(trx, {
      actorId: moderator.id,
      action: 'moderation.unsilence',
      target: { type: 'user', id: memberId },
      fromState: 'silenced',
      toState: 'active',
      details: { reason },
      ip: ip ?? null,
    });
  });
  return { id: memberId, silencedUntil: null };
}

// ---- Claims and priority ----------------------------------------------------------------------------

const PRIORITY_VALUE: Record<ModerationPriority, number> = { low: 0, normal: 1, high: 2 };

/**
 * Claims an open item (the caller's own id), assigns it to another moderator, or releases the
 * claim (null); sets its priority. Audited, so the queue's day can be read back.
 */
export async function updateItem(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  body: ModerationItemUpdate,
  ip?: string,
): Promise<ModerationItemDetail> {
  const moderator = requireModerator(actor);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await lockClaim(trx, id);
    if (!before) throw notFound('The moderation item');
    if (before.state !== 'open') throw conflict('This item was already decided.');
    if (body.claimedBy != null && body.claimedBy !== moderator.id && !(await isModerator(trx, body.claimedBy))) {
      throw new AppError(400, 'validationError', 'Assign the item to a moderator.', {
        fields: { claimedBy: 'Assign the item to a moderator.' },
      });
    }
    const priority = body.priority === undefined ? undefined : PRIORITY_VALUE[body.priority];
    await updateClaimAndPriority(trx, id, { claimedBy: body.claimedBy, priority });
    await recordAudit(trx, {
      actorId: moderator.id,
      action: body.claimedBy !== undefined ? 'moderation.claim' : 'moderation.priority',
      target: { type: 'moderation_item', id },
      details: {
        ...(body.claimedBy !== undefined ? { claimedBy: body.claimedBy, before: before.claimed_by } : {}),
        ...(body.priority !== undefined ? { priority: body.priority } : {}),
      },
      ip: ip ?? null,
    });
  });
  return getItem(ctx, actor, id);
}

// ---- Canned replies ---------------------------------------------------------------------------------

export async function getCannedReplies(ctx: ServiceContext, actor: Actor): Promise<CannedReplyList> {
  requireModerator(actor);
  return { data: (await listCannedReplies(ctx.db)).map(presentCannedReply) };
}

const TITLE_TAKEN = (title: string) => `A reply titled "${title}" already exists for this action.`;

export async function addCannedReply(
  ctx: ServiceContext,
  actor: Actor,
  body: CannedReplyInput,
  ip?: string,
): Promise<CannedReply> {
  const moderator = requireModerator(actor);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await insertCannedReply(trx, { ...body, by: moderator.id });
    if (!row) throw conflict(TITLE_TAKEN(body.title));
    await recordAudit(trx, {
      actorId: moderator.id,
      action: 'moderation.reply.add',
      target: { type: 'canned_reply', id: row.id },
      details: { action: body.action, title: body.title },
      ip: ip ?? null,
    });
    return presentCannedReply((await findCannedReply(trx, row.id))!);
  });
}

export async function editCannedReply(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  body: CannedReplyInput,
  ip?: string,
): Promise<CannedReply> {
  const moderator = requireModerator(actor);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const before = await findCannedReply(trx, id);
      if (!before) throw notFound('The reply');
      await updateCannedReply(trx, id, { ...body, by: moderator.id });
      await recordAudit(trx, {
        actorId: moderator.id,
        action: 'moderation.reply.edit',
        target: { type: 'canned_reply', id },
        details: { action: body.action, title: body.title, before: { action: before.action, title: before.title } },
        ip: ip ?? null,
      });
      return presentCannedReply((await findCannedReply(trx, id))!);
    });
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw conflict(TITLE_TAKEN(body.title));
    throw err;
  }
}

export async function removeCannedReply(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  ip?: string,
): Promise<{ id: number }> {
  const moderator = requireModerator(actor);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await deleteCannedReply(trx, id);
    if (!row) throw notFound('The reply');
    await recordAudit(trx, {
      actorId: moderator.id,
      action: 'moderation.reply.remove',
      target: { type: 'canned_reply', id },
      details: { action: row.action, title: row.title },
      ip: ip ?? null,
    });
  });
  return { id };
}

// ---- Staff notes on a member ----------------------------------------------------------------------

/** Notes staff keep on a member: moderators and admins read and write them; members never see them. */
export async function getStaffNotes(ctx: ServiceContext, actor: Actor, memberId: number): Promise<StaffNoteList> {
  requireModerator(actor);
  if (!(await memberExists(ctx.db, memberId))) throw notFound('The member');
  return { data: (await listStaffNotes(ctx.db, memberId)).map(presentStaffNote) };
}

export async function addStaffNote(
  ctx: ServiceContext,
  actor: Actor,
  memberId: number,
  body: StaffNoteInput,
  ip?: string,
): Promise<StaffNoteList> {
  const moderator = requireModerator(actor);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await memberExists(trx, memberId))) throw notFound('The member');
    const note = await insertStaffNote(trx, { memberId, authorId: moderator.id, text: body.text });
    await recordAudit(trx, {
      actorId: moderator.id,
      action: 'moderation.note.add',
      target: { type: 'user', id: memberId },
      details: { noteId: note.id },
      ip: ip ?? null,
    });
  });
  return getStaffNotes(ctx, actor, memberId);
}

/** Its author or an admin removes a note. */
export async function removeStaffNote(
  ctx: ServiceContext,
  actor: Actor,
  memberId: number,
  noteId: number,
  ip?: string,
): Promise<StaffNoteList> {
  const moderator = requireModerator(actor);
  await ctx.db.transaction().execute(async (trx) => {
    const note = await deleteStaffNote(trx, memberId, noteId);
    if (!note) throw notFound('The note');
    if (note.author_id !== moderator.id && !moderator.isAdmin) {
      throw forbidden('Only its author or an administrator may remove a note.');
    }
    await recordAudit(trx, {
      actorId: moderator.id,
      action: 'moderation.note.remove',
      target: { type: 'user', id: memberId },
      details: { noteId },
      ip: ip ?? null,
    });
  });
  return getStaffNotes(ctx, actor, memberId);
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
