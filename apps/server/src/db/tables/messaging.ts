import type { Generated, Insertable, Selectable } from 'kysely';
import type { NullableTimestamp, Timestamp } from './core.js';

/**
 * A private message between two members. A conversation is the pair (least(sender, receiver),
 * greatest(...)); shared articles and modules are messages that also carry the shared page's link.
 */
export interface MessagesTable {
  id: Generated<number>;
  sender_id: number;
  receiver_id: number;
  text: string;
  /** Set when the message shares an article or module (POST /api/user/share). */
  resource_link: string | null;
  created_at: Timestamp;
  seen_at: NullableTimestamp;
  /** 'held': only its sender sees it until a moderator releases it; 'hidden': a moderator took it down. */
  review_state: Generated<MessageReviewState>;
  hidden_reason: string | null;
}
export type MessageReviewState = 'visible' | 'held' | 'hidden';
export type Message = Selectable<MessagesTable>;
export type NewMessage = Insertable<MessagesTable>;

/** blocker_id refuses messages to and from blocked_id (either direction blocks both). */
export interface BlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: Timestamp;
}

export type ReportAction = 'block' | 'none';
export interface MessageReportsTable {
  id: Generated<number>;
  reporter_id: number;
  reportee_id: number;
  /** The address the reporter gave for follow-up (the report form's member email). */
  contact_email: string | null;
  reason: string;
  action: ReportAction;
  created_at: Timestamp;
}

/** One-time tickets that let an EventSource (which cannot send headers) open /api/events. */
export interface EventTicketsTable {
  /** SHA-256 of the ticket; the ticket itself is never stored. */
  ticket_hash: string;
  member_id: number;
  expires_at: Timestamp;
}

export interface MessagingTables {
  messages: MessagesTable;
  blocks: BlocksTable;
  message_reports: MessageReportsTable;
  event_tickets: EventTicketsTable;
}
