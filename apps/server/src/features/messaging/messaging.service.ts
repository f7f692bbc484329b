import type { FastifyInstance } from 'fastify';
import { MESSAGING_TEXT, MessagingErrorCodes, PAGE_SIZE, moderationMessage, type ReportMessage } from '@aatd/contract';
import { AppError, notFound } from '../../lib/app-error.js';
import { moderate } from '../../lib/moderation/index.js';
import { countUnseen, findRecipientState, insertMessage, insertReport } from './messaging.repository.js';
import { listConversations, markConversationSeen, readConversation } from './conversations.repository.js';
import { presentConversation, presentConversationList, presentMessage } from './messaging.presenter.js';

type App = Pick<FastifyInstance, 'db' | 'deployment' | 'log'> & { events?: FastifyInstance['events'] };

const invalidRecipient = () => new AppError(400, MessagingErrorCodes.invalidUserId, MESSAGING_TEXT.invalidRecipient);

/** Tells the member's open tabs their new unseen count; a failed publish must not fail the request. */
async function notifyUnseen(app: App, memberId: number, count: number) {
  try {
    await app.events?.publish(memberId, { type: 'unseen', count });
  } catch (err) {
    app.log.warn({ err: (err as Error).message }, 'live event not delivered');
  }
}

/** Profanity alone has its own code and text (part 2 §8); anything else lists the categories. */
function assertAcceptable(text: string, brandNames: readonly string[]) {
  const { categories } = moderate(text, { brandNames });
  if (categories.length === 0) return;
  if (categories.length === 1 && categories[0] === 'profanity') {
    throw new AppError(400, MessagingErrorCodes.profanityContent, MESSAGING_TEXT.profanity);
  }
  throw new AppError(400, MessagingErrorCodes.inappropriateContent, moderationMessage(categories), { categories });
}

export interface DeliverInput {
  senderId: number;
  receiverId: number;
  text: string;
  /** A shared article or module: the message then links to it (POST /api/user/share). */
  resourceLink?: string | null;
}

/**
 * Sends a private message: the recipient must be another verified member who has not opted out,
 * neither side may have blocked the other, and the text passes moderation. The receiver's open
 * tabs then get their new unseen count. Sharing an article or module goes through here too.
 */
export async function deliverMessage(app: App, input: DeliverInput) {
  if (input.receiverId === input.senderId) throw invalidRecipient();
  const state = await findRecipientState(app.db, input.senderId, input.receiverId);
  if (!state || state.opted_out || state.hcp_status !== 'verified') throw invalidRecipient();
  if (state.sender_block || state.receiver_block) {
    throw new AppError(403, MessagingErrorCodes.userBlocked, MESSAGING_TEXT.userBlocked);
  }
  if (input.text.trim()) assertAcceptable(input.text, app.deployment.brandNames);
  const row = await insertMessage(app.db, input);
  await notifyUnseen(app, input.receiverId, Number(row.receiver_unseen));
  return presentMessage(row, { ...row, id: row.sender_id });
}

export async function listMyConversations(app: App, memberId: number, page: number) {
  return presentConversationList(await listConversations(app.db, memberId, page, PAGE_SIZE.messages));
}

/**
 * A page of the conversation with another member. The reader is always one side of it (the
 * repository filters by the reader's id); reading marks what they received as seen.
 */
export async function readConversationPage(app: App, memberId: number, otherId: number, page: number) {
  if (otherId === memberId) throw notFound('The conversation');
  const result = await readConversation(app.db, memberId, otherId, page, PAGE_SIZE.conversation);
  if (!result?.other) throw notFound('The member');
  const body = presentConversation(result.other, result);
  if (result.unseen > 0) {
    const { marked, unseen } = await markConversationSeen(app.db, memberId, otherId);
    if (marked > 0) await notifyUnseen(app, memberId, unseen);
  }
  return body;
}

export async function reportMember(app: App, memberId: number, body: ReportMessage) {
  if (body.reporteeId === memberId) throw invalidRecipient();
  const stored = await insertReport(app.db, {
    reporterId: memberId,
    reporteeId: body.reporteeId,
    reason: body.reason,
    action: body.actionOnReport,
    contactEmail: body.memberEmail ?? null,
  });
  if (!stored) throw invalidRecipient();
  return { action: body.actionOnReport };
}

export const unseenCount = async (app: App, memberId: number) => ({ count: await countUnseen(app.db, memberId) });

/**
 * For features that store a message themselves (sharing an article or module): tells the
 * receiver's open tabs their new unseen count. One count query; never throws for the publish.
 */
export async function publishUnseenCount(app: App, memberId: number) {
  await notifyUnseen(app, memberId, await countUnseen(app.db, memberId));
}
