import type { Comment, CommentPage, Reply } from '@aatd/contract';
import { mediaUrl } from '../media/media-url.js';

/** The fields every comment-shaped row carries, from JSON (nested) or a plain row. */
export interface CommentLike {
  id: number;
  user_id: number;
  text: string;
  created_at: Date | string;
  first_name: string;
  last_name: string;
  image_path: string | null;
  /** Absent on rows written just now (visible unless the caller says otherwise). */
  review_state?: 'visible' | 'held' | 'hidden';
  hidden_reason?: string | null;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

const presentReply = (row: CommentLike): Reply => ({
  id: row.id,
  userId: row.user_id,
  image: mediaUrl(row.image_path),
  firstName: row.first_name,
  lastName: row.last_name,
  commentText: row.text,
  createdAt: iso(row.created_at),
  // Only the author is ever served a comment that is not visible, so the marker is theirs.
  ...(row.review_state && row.review_state !== 'visible'
    ? {
        review: { state: row.review_state, reason: row.review_state === 'hidden' ? (row.hidden_reason ?? null) : null },
      }
    : {}),
});

export const presentComment = (row: CommentLike & { replies?: CommentLike[] }): Comment => ({
  ...presentReply(row),
  replies: (row.replies ?? []).map(presentReply),
});

export const presentCommentPage = (
  comments: Array<CommentLike & { replies: CommentLike[] }>,
  total: string | number | null,
): CommentPage => ({
  comments: comments.map(presentComment),
  totalCommentsCount: Number(total ?? 0),
});
