import type { Conversation, ConversationList, MemberSummary, Message } from '@aatd/contract';
import { mediaUrl } from '../media/media-url.js';
import type { ConversationMessageRow, ConversationSummaryRow } from './conversations.repository.js';
import type { MessageRow, PartyRow } from './messaging.repository.js';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** Only the public profile fields: never another member's e-mail or phone. */
export const presentParty = (row: PartyRow): MemberSummary => ({
  id: row.id,
  title: row.title,
  firstName: row.first_name,
  lastName: row.last_name,
  image: mediaUrl(row.image_path),
  isAdmin: row.is_admin,
});

const presentMessageCore = (row: MessageRow): Omit<Message, 'sender'> => ({
  id: row.id,
  senderId: row.sender_id,
  receiverId: row.receiver_id,
  messageText: row.text,
  resourceLink: row.resource_link,
  createdAt: iso(row.created_at),
  seen: row.seen_at !== null,
});

export const presentMessage = (row: MessageRow, sender: PartyRow): Message => ({
  ...presentMessageCore(row),
  sender: presentParty(sender),
});

export const presentConversationList = (result: { total: number; data: ConversationSummaryRow[] }): ConversationList => ({
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
