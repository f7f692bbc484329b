import {
  MODERATION_PRIORITIES,
  type CannedReply,
  type MemberNotice,
  type ModerationItemDetail,
  type ModerationItemSummary,
  type StaffNote,
  type Word,
} from '@aatd/contract';
import type { WatchAction, WordList } from '../../db/tables/moderation.js';
import type { CannedReplyRow, ItemDetailRow, ItemListRow, StaffNoteRow } from './moderation-queue.repository.js';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export const presentNotice = (row: {
  id: number;
  kind: MemberNotice['kind'];
  text: string;
  created_at: Date;
}): MemberNotice => ({
  id: row.id,
  kind: row.kind,
  text: row.text,
  createdAt: iso(row.created_at),
});

const person = (id: number | null, name: string | null) =>
  id === null ? null : { id, name: name ?? 'Unknown member' };

export const presentItemSummary = (row: ItemListRow | ItemDetailRow): ModerationItemSummary => ({
  id: row.id,
  source: row.source,
  reason: row.reason,
  details: row.details,
  excerpt: row.excerpt,
  author: { id: row.author_id, name: row.author_name },
  reporter: person(row.reporter_id, row.reporter_name),
  state: row.state,
  resolution: row.resolution,
  createdAt: iso(row.created_at),
  priority: MODERATION_PRIORITIES[row.priority] ?? 'normal',
  claimedBy: person(row.claimed_by, row.claimed_by_name),
});

/** A suspension is in force while it has no end or its end is ahead. */
const suspendedNow = (row: ItemDetailRow) =>
  row.suspended_at !== null && (row.suspended_until === null || new Date(row.suspended_until).getTime() > Date.now());

export const presentItemDetail = (row: ItemDetailRow): ModerationItemDetail => {
  const suspended = suspendedNow(row);
  return {
    ...presentItemSummary(row),
    resolutionReason: row.resolution_reason,
    resolvedBy: row.resolved_by_name,
    resolvedAt: isoOrNull(row.resolved_at),
    post: row.post_id !== null && row.post_title !== null ? { id: row.post_id, title: row.post_title } : null,
    context: (row.context ?? []).map((c) => ({
      id: c.id,
      authorId: c.author_id,
      authorName: c.author_name,
      text: c.text,
      createdAt: iso(c.created_at),
      isSubject: row.comment_id !== null ? c.id === row.comment_id : c.is_subject,
      ...(c.review_state ? { reviewState: c.review_state } : {}),
    })),
    contentExists:
      row.comment_id !== null
        ? row.comment_exists
        : row.message_id !== null
          ? row.message_exists
          : row.source === 'messageReport',
    authorStatus: {
      suspended,
      suspendedUntil: suspended ? isoOrNull(row.suspended_until) : null,
      indefinitely: suspended && row.suspended_until === null,
      memberSince: iso(row.author_since),
      silencedUntil:
        row.silenced_until !== null && new Date(row.silenced_until).getTime() > Date.now()
          ? iso(row.silenced_until)
          : null,
      role: row.author_role,
    },
    actions: row.actions ?? [],
    history: (row.history ?? []).map((h) => ({
      kind: h.kind,
      id: h.id,
      label: h.label,
      reason: h.reason,
      by: h.by,
      at: iso(h.at),
    })),
  };
};

export const presentWord = (row: {
  id: number;
  list: WordList;
  term: string;
  action: WatchAction | null;
  created_at: Date;
}): Word => ({
  id: row.id,
  list: row.list,
  term: row.term,
  action: row.action,
  createdAt: iso(row.created_at),
});

export const presentCannedReply = (row: CannedReplyRow): CannedReply => ({
  id: row.id,
  action: row.action,
  title: row.title,
  text: row.text,
  updatedAt: iso(row.updated_at),
  updatedBy: row.updated_by_name,
});

export const presentStaffNote = (row: StaffNoteRow): StaffNote => ({
  id: row.id,
  text: row.text,
  by: row.by_name,
  createdAt: iso(row.created_at),
});
