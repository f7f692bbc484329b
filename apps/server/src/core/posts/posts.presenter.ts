import { accessStatusOf, type CommentPage, type PostCard, type PostDetail } from '@aatd/contract';
import { mediaUrl } from '../media/media-url.js';
import { presentCommentPage } from './comments.presenter.js';
import type { PostCardRow, PostDetailRow } from './posts.repository.js';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

type CardFields = Omit<PostCardRow, 'total'>;

/**
 * A post as every card shows it (news, therapy, conference, resource, link, AR). Shared with the
 * education features; accessStatus is the spec's string form.
 */
export function presentPostCard(row: CardFields): PostCard {
  return {
    id: row.id,
    // Member reads never return module anchors (publishedPosts).
    kind: row.kind as PostCard['kind'],
    tags: row.tags,
    newsGroup: row.news_group,
    title: row.title,
    excerpt: row.excerpt,
    feature_image: mediaUrl(row.feature_image),
    category: row.category,
    articleSource: row.article_source,
    authors: row.authors,
    articleUrl: row.article_url,
    journal: row.journal,
    impactFactor: row.impact_factor,
    accessStatus: accessStatusOf(row.access_status),
    pdf_link: mediaUrl(row.pdf_link),
    embed_video_link: mediaUrl(row.embed_video_link),
    qr_code_image: mediaUrl(row.qr_code_image),
    publishedAt: iso(row.published_at),
    views: row.views,
    rating: row.rating_avg,
    ratingsCount: row.ratings_count,
    commentCount: row.comment_count,
    isSaved: Boolean(row.is_saved),
    isSample: row.is_sample,
  };
}

export function presentPostDetail(row: PostDetailRow): PostDetail {
  const comments: CommentPage = presentCommentPage(row.comments, row.total_comments);
  return {
    ...presentPostCard(row),
    html: row.html,
    userRating: row.user_rating ?? null,
    comments,
  };
}
