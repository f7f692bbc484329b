import type { Generated, Selectable } from 'kysely';
import type { NullableTimestamp, Timestamp } from './core.js';

export type ModerationSource = 'commentReport' | 'messageReport' | 'rule';
export type ModerationItemState = 'open' | 'closed';
export type ModerationActionKind = 'dismiss' | 'hide' | 'release' | 'warn' | 'suspend' | 'lift' | 'escalate';
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
}
export type ModerationItemRow = Selectable<ModerationItemsTable>;

/** What moderators did to a member, with the reason: the author's history in the queue. */
export interface ModerationActionsTable {
  id: Generated<number>;
  item_id: number | null;
  member_id: number;
  action: ModerationActionKind;
  reason: string;
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

export interface ModerationTables {
  moderation_items: ModerationItemsTable;
  moderation_actions: ModerationActionsTable;
  member_notices: MemberNoticesTable;
  moderation_words: ModerationWordsTable;
}
