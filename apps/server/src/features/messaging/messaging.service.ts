import { PAGE_SIZE, type Conversation, type ReportMessage, type SendMessage } from '@aatd/contract';
import { requireMember, requireParticipant, requireWriter, type Actor } from '../../core/access-policy.js';
import type { AnnouncedCache } from '../../core/announced-cache.js';
import { deliverMessage, invalidRecipient, judgeMessage, notifyUnseen } from '../../core/messages/deliver-message.js';
import { announceNotified } from '../../core/notifications/notify.js';
import { countUnseen, findReportedMessage, insertReport } from '../../core/messages/messages.repository.js';
import { forgetListTotal, pageWindow } from '../../core/pagination.js';
import type { ServiceContext } from '../../core/service-context.js';
import {
  needsSafetyCase,
  reportPossibleAdverseEvent,
  threadKeys,
  writeScreened,
} from '../../core/safety/report-possible-adverse-event.js';
import { notFound } from '../../lib/app-error.js';
import {
  conversationListKey,
  listConversations,
  markConversationSeen,
  readConversation,
} from './conversations.repository.js';
import { presentConversation, presentConversationList, presentMessage } from './messaging.presenter.js';

/** POST /api/messages: the contact page and a conversation's reply (rules in deliverMessage). */
export async function sendMessage(ctx: ServiceContext, actor: Actor, body: SendMessage) {
  const member = requireWriter(actor);
  const input = { senderId: member.id, receiverId: body.receiverId, text: body.messageText };
  // Judged outside the transaction (a refused text's safety case must stay); the message and its
  // notification commit together.
  const judged = member.id === body.receiverId ? undefined : await judgeMessage(ctx.db, ctx, input);
  const { message, delivered, notified } = await ctx.db
    .transaction()
    .execute((trx) => deliverMessage(trx, ctx, input, judged));
  // Both readers' kept totals and positions of a long conversation: this instance sees the new message at once.
  forgetListTotal(conversationListKey(member.id, body.receiverId));
  forgetListTotal(conversationListKey(body.receiverId, member.id));
  if (delivered) await notifyUnseen(ctx, body.receiverId, Number(message.receiver_unseen));
  await announceNotified(ctx, notified);
  return presentMessage(message, { ...message, id: message.sender_id });
}

export async function listMyConversations(ctx: ServiceContext, actor: Actor, page: number) {
  const member = requireMember(actor);
  return presentConversationList(await listConversations(ctx.db, member.id, pageWindow(page, PAGE_SIZE.messages)));
}

/**
 * A conversation's newest page as one of its two members sees it, held in memory until migration
 * 0048 announces a change to the pair's messages or blocks ('c<a>:<b>', the smaller id first) or
 * to what is shown of any member ('all'); decision 0061.
 */
export type HeldConversations = AnnouncedCache<Conversation>;
const pairTag = (a: number, b: number) => `c${Math.min(a, b)}:${Math.max(a, b)}`;

/**
 * A page of the conversation with another member whom members may see. The reader is always one
 * side of it (the repository filters by the reader's id); reading marks what they received as seen.
 * The newest page is held for its reader once nothing in it is unseen (marking it seen announces).
 */
export async function readConversationPage(
  ctx: ServiceContext,
  actor: Actor,
  otherId: number,
  page: number,
  held: HeldConversations,
) {
  const member = requireParticipant(actor, otherId);
  const found = await held.lookupShared(`${member.id}:${otherId}:${page}`, async () => {
    const result = await readConversation(ctx.db, member.id, otherId, pageWindow(page, PAGE_SIZE.conversation));
    if (!result?.other) return null;
    const body = presentConversation(result.other, result);
    const keep = page === 1 && result.unseen === 0;
    return { own: { body, unseen: result.unseen }, value: body, tags: [pairTag(member.id, otherId)], keep };
  });
  if (!found) throw notFound('The member');
  // A held page had nothing unseen, and a message since would have announced its pair.
  const { body, unseen } = 'own' in found ? found.own : { body: found.shared, unseen: 0 };
  if (unseen > 0) {
    const marked = await markConversationSeen(ctx.db, member.id, otherId);
    if (marked.marked > 0) await notifyUnseen(ctx, member.id, marked.unseen);
  }
  return body;
}

export async function reportMember(ctx: ServiceContext, actor: Actor, body: ReportMessage) {
  const member = requireMember(actor);
  if (body.reporteeId === member.id) throw invalidRecipient();
  const reportId = await insertReport(ctx.db, {
    reporterId: member.id,
    reporteeId: body.reporteeId,
    reason: body.reason,
    action: body.actionOnReport,
    queueReason: body.adverseEvent ? 'adverseEvent' : 'other',
  });
  if (reportId === null) throw invalidRecipient();
  const safetyCaseOpened = await reportedToSafety(ctx, member.id, reportId, body);
  return { action: body.actionOnReport, safetyCaseOpened };
}

/**
 * A report of a conversation as a possible adverse event opens its safety case at once, as a
 * comment's report does: the reportee's newest message to the reporter, with that message's time
 * as day 0 and the report as the reporter's note, a follow-up of the message's own case when
 * screening opened one. Without such a message the report's own words are the case, written by
 * the reporter. A report for another reason is screened like any text a member writes.
 */
async function reportedToSafety(
  ctx: ServiceContext,
  reporterId: number,
  reportId: number,
  body: ReportMessage,
): Promise<boolean> {
  if (!body.adverseEvent) {
    let opened = false;
    await writeScreened(
      ctx.db,
      ctx,
      body.reason,
      async () => null,
      () => {
        opened = true;
        return { source: 'report', sourceId: `message-report-${reportId}`, authorId: reporterId };
      },
    );
    return opened;
  }
  const reported = await findReportedMessage(ctx.db, reporterId, body.reporteeId);
  if (!reported) return false;
  const byReporter = `Reported by ${reported.reporter_name} (${reported.reporter_email})`;
  const written =
    reported.message_id !== null && reported.text !== null && reported.created_at !== null
      ? {
          sourceId: `message-${reported.message_id}-by-${reporterId}`,
          authorId: body.reporteeId,
          text: reported.text,
          writtenAt: new Date(reported.created_at),
          followUpSources: [{ type: 'message' as const, id: String(reported.message_id) }],
          reporterNote: `${byReporter}: ${body.reason}`,
        }
      : {
          sourceId: `message-report-${reportId}`,
          authorId: reporterId,
          text: body.reason,
          reporterNote: `${byReporter}, about a conversation with no message to them.`,
        };
  const caseId = await ctx.db.transaction().execute((trx) =>
    reportPossibleAdverseEvent(
      trx,
      ctx,
      { source: 'report', threadKey: threadKeys.conversation(reporterId, body.reporteeId), ...written },
      // A member judged it a possible adverse event: the case opens whatever screening finds.
      { ...needsSafetyCase(ctx, written.text), possibleAdverseEvent: true },
    ),
  );
  return caseId !== null;
}

export async function unseenCount(ctx: ServiceContext, actor: Actor) {
  const member = requireMember(actor);
  return { count: await countUnseen(ctx.db, member.id) };
}
