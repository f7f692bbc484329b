import { ModerationErrorCodes } from './moderation.js';
import { z } from 'zod';
import { line, requiredText } from './fields.js';
import { MemberSummarySchema } from './members.js';

/** Error codes of private messaging (part 2 §8). */
export const MessagingErrorCodes = {
  invalidUserId: 'invalidUserId',
  userBlocked: 'userBlocked',
  profanityContent: ModerationErrorCodes.profanity,
  inappropriateContent: ModerationErrorCodes.inappropriate,
} as const;

/** Every messaging text of part 2 §2.14, §5 and §8, spelled as the spec spells it. */
export const MESSAGING_TEXT = {
  memberNameRequired: 'Member name is required',
  messageRequired: 'Message cannot be left empty',
  replyRequired: 'Reply Message is required',
  reportRequired: 'Report Message cannot be left empty',
  sent: 'Thank you! your message has been sent',
  notAllowed: "You're not allowed to message this recipient",
  invalidRecipient: 'Invalid recepient',
  userBlocked: 'You are not allowed to message the recipient.',
  profanity: 'Profanity in message is not allowed',
  sendFailed: 'Error in messaging',
  replyInvalidRecipient: 'Invalid Recepient',
  replyFailed: 'Error while messaging',
  blocked: 'YOU HAVE SUCCESSFULLY BLOCKED THE USER',
  reported: 'Thank you for your message. Appropriate action will be taken.',
  reportedToSafety: 'Thank you. The safety team has your report of a possible adverse event.',
  loadPrevious: 'Load previous messages',
  loadRecent: 'Load recent messages',
} as const;

export const MESSAGE_TEXT_MAX = 5000;
const id = z.coerce.number().int().positive().max(2_147_483_647);
const messageText = (required: string) =>
  requiredText(required).max(MESSAGE_TEXT_MAX, `Messages are limited to ${MESSAGE_TEXT_MAX} characters`);

/** POST /api/messages (contact page and conversation reply). */
export const SendMessageSchema = z.object({
  receiverId: id,
  messageText: messageText(MESSAGING_TEXT.messageRequired),
});
export type SendMessage = z.infer<typeof SendMessageSchema>;

/** The contact form: the member name is shown (disabled) and must be there. */
export const ContactFormSchema = z.object({
  memberName: requiredText(MESSAGING_TEXT.memberNameRequired),
  messageText: messageText(MESSAGING_TEXT.messageRequired),
});
export type ContactForm = z.infer<typeof ContactFormSchema>;

export const ReplyFormSchema = z.object({ messageText: messageText(MESSAGING_TEXT.replyRequired) });
export type ReplyForm = z.infer<typeof ReplyFormSchema>;

export const REPORT_ACTIONS = ['block', 'none'] as const;
const reportReason = requiredText(MESSAGING_TEXT.reportRequired).max(MESSAGE_TEXT_MAX);

/**
 * POST /api/messages/report. The reporter is signed in: the address moderators reply to is the
 * account's own, taken from the session (a memberEmail sent by an older client is ignored).
 * adverseEvent: the reporter says the conversation describes a possible adverse event, which opens
 * a safety case at once (of the reportee's newest message to the reporter, with the report as the
 * reporter's note).
 */
export const ReportMessageSchema = z.object({
  reporteeId: id,
  reason: reportReason,
  actionOnReport: z.enum(REPORT_ACTIONS),
  adverseEvent: z.boolean().optional(),
});
export type ReportMessage = z.infer<typeof ReportMessageSchema>;

export const ReportFormSchema = z.object({ reason: reportReason, block: z.boolean(), adverseEvent: z.boolean() });
export type ReportForm = z.infer<typeof ReportFormSchema>;
/** safetyCaseOpened: the report (or the message it is about) reached the safety team as a case. */
export const ReportResultSchema = z.object({ action: z.enum(REPORT_ACTIONS), safetyCaseOpened: z.boolean() });

export const MessageSchema = z.object({
  id: z.number().int(),
  senderId: z.number().int(),
  receiverId: z.number().int(),
  messageText: z.string(),
  /** The shared article or module (a site path) when the message is a share. */
  resourceLink: z.string().nullable(),
  createdAt: z.string(),
  seen: z.boolean(),
  /**
   * Only on the sender's own message while the recipient does not have it: held for a
   * moderator's review ("awaiting review"), or hidden by a moderator with the reason they gave.
   */
  review: z.object({ state: z.enum(['held', 'hidden']), reason: z.string().nullable() }).optional(),
  sender: MemberSummarySchema,
});
export type Message = z.infer<typeof MessageSchema>;

export const MessagesPageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
export const RecipientParamsSchema = z.object({ recipientId: id });

/** My Messages: one card per conversation, newest first. */
export const ConversationSummarySchema = z.object({
  recipient: MemberSummarySchema,
  lastMessage: MessageSchema.omit({ sender: true }),
  unseenCount: z.number().int(),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;
export const ConversationListSchema = z.object({
  data: z.array(ConversationSummarySchema),
  totalCount: z.number().int(),
});
export type ConversationList = z.infer<typeof ConversationListSchema>;

/**
 * One page of a conversation (page 1 = the newest 3, oldest first within the page).
 * senderBlock: the reader has blocked the other member; receiverBlock: the other member has
 * blocked the reader. Either one means no more messages in this conversation.
 */
export const ConversationSchema = z.object({
  data: z.array(MessageSchema),
  totalCount: z.number().int(),
  receiverBlock: z.boolean(),
  senderBlock: z.boolean(),
  recipient: MemberSummarySchema,
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const UnseenCountSchema = z.object({ count: z.number().int().min(0) });

/** Live updates over Server-Sent Events (GET /api/events?ticket=...). */
export const EventTicketSchema = z.object({ ticket: z.string(), expiresIn: z.number().int() });
export const EventsQuerySchema = z.object({ ticket: line().min(16).max(128) });
export const LiveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('unseen'), count: z.number().int().min(0) }),
  /** The member's unread notifications now (the header's bell). */
  z.object({ type: z.literal('notifications'), unread: z.number().int().min(0) }),
]);
export type LiveEvent = z.infer<typeof LiveEventSchema>;
