import { accessStatusOf, type SavedArticle } from '@aatd/contract';
import { mediaUrl } from '../../core/media/media-url.js';
import type { SavedPostRow } from './saved-posts.repository.js';

/** A saved article as My Account's FAVORITES tab shows it; accessStatus is the spec's string form. */
export const presentSavedArticle = (row: SavedPostRow): SavedArticle => ({
  id: row.id,
  kind: row.kind,
  tags: row.tags,
  title: row.title,
  excerpt: row.excerpt,
  feature_image: mediaUrl(row.feature_image),
  commentsCount: row.comment_count,
  articleUrl: row.article_url,
  category: row.category,
  accessStatus: accessStatusOf(row.access_status),
  articleSource: row.article_source,
});
