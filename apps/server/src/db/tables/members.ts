import type { Generated, Insertable, Selectable } from 'kysely';
import type { NullableTimestamp, Timestamp } from './core.js';

/**
 * Activities members can opt in to (part 2 §2.12); editors and admins manage them in the console,
 * `active` false (with `retired_at`) stops a retired one being offered; `position` is the members' order.
 */
export interface ActivityTypesTable {
  id: Generated<number>;
  name: string;
  description: string;
  active: Generated<boolean>;
  is_sample: Generated<boolean>;
  created_at: Timestamp;
  position: Generated<number>;
  retired_at: NullableTimestamp;
  updated_at: Timestamp;
}
export type ActivityType = Selectable<ActivityTypesTable>;

/** A member's choice per activity; no row means not opted in. */
export interface MemberActivityTable {
  user_id: number;
  activity_type_id: number;
  opted_in: boolean;
  updated_at: Timestamp;
}

/** An invitation a member sent to a colleague; only the SHA-256 of the link token is kept. */
export interface InvitationsTable {
  id: Generated<number>;
  inviter_id: number;
  email: string;
  token_hash: string;
  created_at: Timestamp;
  accepted_at: NullableTimestamp;
}

export interface FeedbackTable {
  id: Generated<number>;
  user_id: number;
  feature: string | null;
  feedback_text: string;
  created_at: Timestamp;
}
export type NewFeedback = Insertable<FeedbackTable>;

/**
 * First-party session records for the reporting overview: a sign-in opens one (strictly necessary),
 * heartbeats sent only with Analysis consent extend it; idle for SESSION_IDLE_MINUTES ends it.
 */
export interface MemberSessionsTable {
  id: Generated<number>;
  user_id: number;
  started_at: Timestamp;
  last_seen_at: Timestamp;
  ended_at: NullableTimestamp;
}

export interface MembersTables {
  activity_types: ActivityTypesTable;
  member_activity: MemberActivityTable;
  invitations: InvitationsTable;
  feedback: FeedbackTable;
  member_sessions: MemberSessionsTable;
}
