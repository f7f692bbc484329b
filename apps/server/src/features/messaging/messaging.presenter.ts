import type { Conversation, ConversationList, MemberSummary, Message } from '@aatd/contract';
import { presentMemberSummary } from '../../core/users/member-summary.presenter.js';
import type { ConversationMessageRow, ConversationSummaryRow } from './conversations.repository.js';
import type { MessageRow, PartyRow } from '../../core/messages/messages.repository.js';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** The other party of a conversation: public profile fields only. */
export const presentParty = (row: PartyRow): MemberSummary => presentMemberSummary(row);

const presentMessageCore = (row: MessageRow): Omit<Message, 'sender'> => ({
  id: row.id,
  senderId: row.sender_id,
  receiverId: row.receiver_id,
  messageText: row.text,
  resourceLink: row.resource_link,
  createdAt: iso(row.created_at),
  seen: row.seen_at !== null,
  // Only its sender reads a message that is not visible: awaiting review, or hidden and why.
  ...(row.review_state !== 'visible' ? { review: { state: row.review_state, reason: row.hidden_reason } } : {}),
});

export const presentMessage = (row: MessageRow, sender: PartyRow): Message => ({
  ...presentMessageCore(row),
  sender: presentParty(sender),
});

export const presentConversationList = (result: {
  total: number;
  data: ConversationSummaryRow[];
}): ConversationList => ({
  totalCount: result.total,
  data: result.data.map((row) => ({
    recipient: presentParty({ ...row, id: row.other_id }),
    lastMessage: presentMessageCore(row),
    unseenCount: Number(row.unseen_count),
  })),
});

export const presentConversation = (
  other: PartyRow,
  result: { total: number; sender_block: boolean; receiver_block: boolean; data: ConversationMessageRow[] },
): Conversation => ({
  data: result.data.map((row) => presentMessage(row, row.sender)),
  totalCount: Number(result.total),
  senderBlock: result.sender_block,
  receiverBlock: result.receiver_block,
  recipient: presentParty(other),
});
