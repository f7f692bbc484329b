import type { Generated, Selectable } from 'kysely';
import type { NullableTimestamp, Timestamp } from './core.js';

export type ModerationSource = 'commentReport' | 'messageReport' | 'rule';
export type ModerationItemState = 'open' | 'closed';
export type ModerationActionKind =
  'dismiss' | 'hide' | 'release' | 'warn' | 'suspend' | 'lift' | 'escalate' | 'silence' | 'unsilence';
export type WordList = 'brandName' | 'profanity' | 'allowedDomain' | 'watchedTerm';
export type WatchAction = 'block' | 'hold' | 'flag';

/** The moderation queue (migrations/0020_moderation). */
export interface ModerationItemsTable {
  id: Generated<number>;
  source: ModerationSource;
  reason: string;
  details: string | null;
  comment_id: number | null;
  message_report_id: number | null;
  /** A private message the rules held or flagged (migrations/0039). */
  message_id: number | null;
  post_id: number | null;
  reporter_id: number | null;
  author_id: number;
  excerpt: string | null;
  state: Generated<ModerationItemState>;
  resolution: ModerationActionKind | null;
  resolution_reason: string | null;
  resolved_by: number | null;
  resolved_at: NullableTimestamp;
  created_at: Timestamp;
  /** The moderator working the item (migrations/0064), and since when. */
  claimed_by: number | null;
  claimed_at: NullableTimestamp;
  /** 0 low, 1 normal, 2 high. */
  priority: Generated<number>;
}
export type ModerationItemRow = Selectable<ModerationItemsTable>;

/** What moderators did to a member, with the reason: the author's history in the queue. */
export interface ModerationActionsTable {
  id: Generated<number>;
  item_id: number | null;
  member_id: number;
  action: ModerationActionKind;
  /** Null for a release or dismissal decided without one (migrations/0064). */
  reason: string | null;
  until: NullableTimestamp;
  safety_case_id: number | null;
  actor_id: number | null;
  created_at: Timestamp;
}

/** Notices a member sees: a moderator's warning, or why their content was hidden. */
export interface MemberNoticesTable {
  id: Generated<number>;
  user_id: number;
  kind: 'warning' | 'contentHidden';
  text: string;
  created_at: Timestamp;
  read_at: NullableTimestamp;
}

/** The console-edited word lists; only watched terms carry an action. */
export interface ModerationWordsTable {
  id: Generated<number>;
  list: WordList;
  term: string;
  action: WatchAction | null;
  created_by: number | null;
  created_at: Timestamp;
}

/** Saved texts a moderator picks for an action's reason (migrations/0064). */
export interface ModerationCannedRepliesTable {
  id: Generated<number>;
  action: CannedReplyAction;
  title: string;
  text: string;
  updated_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type CannedReplyAction = 'dismiss' | 'hide' | 'release' | 'warn' | 'suspend' | 'silence' | 'escalate';

/** Notes staff keep about a member; members never see them (migrations/0064). */
export interface MemberStaffNotesTable {
  id: Generated<number>;
  member_id: number;
  author_id: number | null;
  text: string;
  created_at: Timestamp;
}

export interface ModerationTables {
  moderation_canned_replies: ModerationCannedRepliesTable;
  member_staff_notes: MemberStaffNotesTable;
  moderation_items: ModerationItemsTable;
  moderation_actions: ModerationActionsTable;
  member_notices: MemberNoticesTable;
  moderation_words: ModerationWordsTable;
}
