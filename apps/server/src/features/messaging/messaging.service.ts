import { PAGE_SIZE, type Conversation, type ReportMessage, type SendMessage } from '@aatd/contract';
import { requireMember, requireParticipant, requireWriter, type Actor } from '../../core/access-policy.js';
import type { AnnouncedCache } from '../../core/announced-cache.js';
import { deliverMessage, invalidRecipient, notifyUnseen } from '../../core/messages/deliver-message.js';
import { countUnseen, insertReport } from '../../core/messages/messages.repository.js';
import { forgetListTotal, pageWindow } from '../../core/pagination.js';
import type { ServiceContext } from '../../core/service-context.js';
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
  const { message, delivered } = await deliverMessage(ctx.db, ctx, {
    senderId: member.id,
    receiverId: body.receiverId,
    text: body.messageText,
  });
  // Both readers' kept totals and positions of a long conversation: this instance sees the new message at once.
  forgetListTotal(conversationListKey(member.id, body.receiverId));
  forgetListTotal(conversationListKey(body.receiverId, member.id));
  if (delivered) await notifyUnseen(ctx, body.receiverId, Number(message.receiver_unseen));
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
  const stored = await insertReport(ctx.db, {
    reporterId: member.id,
    reporteeId: body.reporteeId,
    reason: body.reason,
    action: body.actionOnReport,
    contactEmail: body.memberEmail ?? null,
  });
  if (!stored) throw invalidRecipient();
  return { action: body.actionOnReport };
}

export async function unseenCount(ctx: ServiceContext, actor: Actor) {
  const member = requireMember(actor);
  return { count: await countUnseen(ctx.db, member.id) };
}
