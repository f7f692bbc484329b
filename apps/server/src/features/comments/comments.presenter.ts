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
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export const presentReply = (row: CommentLike): Reply => ({
  id: row.id,
  userId: row.user_id,
  image: mediaUrl(row.image_path),
  firstName: row.first_name,
  lastName: row.last_name,
  commentText: row.text,
  createdAt: iso(row.created_at),
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
