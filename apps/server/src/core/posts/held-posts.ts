import type { CommentPage } from '@aatd/contract';
import type { AnnouncedCache } from '../announced-cache.js';
import type { Db } from '../../db/database.js';
import type { PageWindow } from '../pagination.js';
import { readCommentPage } from './comment-page.repository.js';
import { presentCommentPage } from './comments.presenter.js';

/**
 * Articles, comment pages and news lists are held in memory as every member sees them who has no
 * held or hidden comments there (decision 0060), with no member's own part in them. Migration 0047
 * announces 'p<id>' on `content_changes` when a post or its comments change, 'posts' when post rows
 * do, and 'all' when a change may touch every post (an author renamed, a bulk change).
 */
export type HeldPosts<V> = AnnouncedCache<V>;
export const heldPostTags = (postId: number) => [`p${postId}`];
/** A held list of posts reads every post row it might show. */
export const HELD_LIST_TAGS = ['posts'];

/**
 * A held comment page as this member sees it: the held page itself, unless `unlisted` of their
 * comments on the post are held or hidden; then their own page, whose total is the held one
 * (what everyone sees) plus their own top-level comments. Null when the post is gone.
 */
export async function ownCommentPage(
  db: Db,
  held: CommentPage,
  postId: number,
  page: Pick<PageWindow, 'limit' | 'offset'>,
  memberId: number,
  unlisted: number,
): Promise<CommentPage | null> {
  if (unlisted === 0) return held;
  const row = await readCommentPage(db, postId, page, memberId);
  if (!row) return null;
  return presentCommentPage(row.comments, held.totalCommentsCount + Number(row.own_unlisted_comments ?? 0));
}
