import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { NotificationChannel, NotificationKind } from '@aatd/contract';
import type { NullableTimestamp, Timestamp } from './core.js';

/** What a member should hear about (db/migrations/0080_notifications). */
export interface NotificationsTable {
  id: Generated<number>;
  member_id: number;
  kind: NotificationKind;
  actor_id: number | null;
  link: string;
  subject: string;
  /** Unread rows with the same key fold into one (a second message from the same member). */
  group_key: string;
  created_at: Timestamp;
  read_at: NullableTimestamp;
}
export type NotificationRow = Selectable<NotificationsTable>;
export type NewNotification = Insertable<NotificationsTable>;

/** A member's departures from the default channel of a kind. */
export interface NotificationPreferencesTable {
  member_id: number;
  kind: NotificationKind;
  channel: NotificationChannel;
  updated_at: Timestamp;
}

export type FollowTargetType = 'category' | 'topic';

/** A member follows a category (the tag of its posts) or a module topic (migration 0094). */
export interface FollowsTable {
  member_id: number;
  target_type: FollowTargetType;
  target: string;
  created_at: Timestamp;
}

/** A follow notification still being written, batch by batch, by the fan-out job. */
export interface NotificationFanoutsTable {
  id: Generated<number>;
  kind: NotificationKind;
  target_type: FollowTargetType;
  targets: ColumnType<string[], string[], string[]>;
  actor_id: number | null;
  link: string;
  subject: string;
  group_key: string;
  /** The last follower written: the next batch starts after it. */
  after_member_id: Generated<number>;
  created_at: Timestamp;
  done_at: NullableTimestamp;
}

/** One digest mail claimed for one member and period ('2026-11', '2026-W48'). */
export interface DigestSendsTable {
  member_id: number;
  digest: 'journalWatch' | 'weekly';
  period: string;
  items: number;
  /** false when only the bell was told (the member reads Journal Watch on the site only). */
  emailed: boolean;
  sent_at: Timestamp;
}

export interface NotificationTables {
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  follows: FollowsTable;
  notification_fanouts: NotificationFanoutsTable;
  digest_sends: DigestSendsTable;
}
