import {
  articleHref,
  NEWS_CURATION,
  NEWS_TAGS,
  type ArticleType,
  type PostDetail,
  type PostListResponse,
  type SortBy,
  type ViewType,
} from '@aatd/contract';
import { requireMember, type Actor } from '../../core/access-policy.js';
import { pageWindow, paginate } from '../../core/pagination.js';
import { presentPostCard, presentPostDetail } from '../../core/posts/posts.presenter.js';
import { FIRST_COMMENT_PAGE, getMemberPartOfPost, getPost, listPostsByTag } from '../../core/posts/posts.repository.js';
import { savedAmongHeld, type HeldSavedPosts } from '../../core/posts/held-saved-posts.js';
import { isEveryonesPage } from '../../core/posts/comment-page.repository.js';
import { HELD_LIST_TAGS, heldPostTags, ownCommentPage, type HeldPosts } from '../../core/posts/held-posts.js';
import type { DrawnPages } from '../../core/drawn-pages.js';
import type { ServiceContext } from '../../core/service-context.js';
import { notFound } from '../../lib/app-error.js';
import { sanitizeArticleHtml } from '../../lib/sanitize-html.js';
import { countViewOnce } from './news.repository.js';

interface NewsListQuery {
  tag?: string | undefined;
  sortBy: SortBy;
  orderBy: 'asc' | 'desc';
  page: number;
  limit: number;
}

/** The spec's curation (part 1 §9): Journal Watch top 5 per month; key reviews the top 3 of 2 years. */
const curationOf = (tag: string | undefined) => {
  if (tag === NEWS_TAGS.journalWatch || tag === NEWS_TAGS.journalWatchShort) {
    return { perMonth: NEWS_CURATION.journalWatchPerMonth };
  }
  if (tag === NEWS_TAGS.keyReviewArticles) {
    return { top: NEWS_CURATION.keyReviewsTop, years: NEWS_CURATION.keyReviewsYears };
  }
  return undefined;
};

/** Held list pages: the first ten of each list; later ones are read less and could fill the memory. */
const HELD_LIST_PAGES = 10;

/**
 * A news list by tag (Clinical News, Journal Watch, all news), with the member's saved flags: from
 * memory with the member's held saves, or read and then held with the flags left out.
 */
export async function listNews(
  ctx: ServiceContext,
  actor: Actor,
  q: NewsListQuery,
  held: { lists: HeldPosts<PostListResponse>; saved: HeldSavedPosts },
): Promise<PostListResponse> {
  const member = requireMember(actor);
  const window = pageWindow(q.page, q.limit);
  const key = JSON.stringify([q.tag ?? null, q.sortBy, q.orderBy, window.page, window.limit]);
  const found = await held.lists.lookupShared(key, async () => {
    const filter = { tag: q.tag, sortBy: q.sortBy, orderBy: q.orderBy, userId: member.id, curation: curationOf(q.tag) };
    const { rows, total } = await listPostsByTag(ctx.db, filter, window);
    const own = paginate(rows.map(presentPostCard), total, window);
    const value = { ...own, data: own.data.map((card) => ({ ...card, isSaved: false })) };
    return { own, value, tags: HELD_LIST_TAGS, keep: window.page <= HELD_LIST_PAGES };
  });
  if ('own' in found) return found.own;
  const { shared } = found;
  const ids = shared.data.map((card) => card.id);
  const saved = await savedAmongHeld(ctx.db, held.saved, member.id, ids);
  return { ...shared, data: shared.data.map((card) => ({ ...card, isSaved: saved.has(card.id) })) };
}

/** The held article with this member's own part: one query, or two when they have comments only they see. */
async function withMemberPart(ctx: ServiceContext, held: PostDetail, id: number, memberId: number) {
  const own = await getMemberPartOfPost(ctx.db, id, memberId);
  const comments = await ownCommentPage(ctx.db, held.comments, id, FIRST_COMMENT_PAGE, memberId, own.unlisted);
  return comments && { ...held, isSaved: own.isSaved, userRating: own.userRating, comments };
}

/** The article page: the post with the first page of its comments, in one query, or from memory. */
export async function getNewsArticle(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  tag: string | undefined,
  held: HeldPosts<PostDetail>,
): Promise<PostDetail> {
  const member = requireMember(actor);
  const found = await held.lookupShared(String(id), async () => {
    const row = await getPost(ctx.db, id, member.id);
    if (!row) return null;
    const own = presentPostDetail(row);
    const value = { ...own, isSaved: false, userRating: null };
    return { own, value, tags: heldPostTags(id), keep: isEveryonesPage(row) };
  });
  const article = found && ('own' in found ? found.own : await withMemberPart(ctx, found.shared, id, member.id));
  if (!article || (tag !== undefined && !article.tags.includes(tag))) throw notFound('The article');
  return article;
}

/**
 * GET /api/information/news/:id/view: the article page drawn for this member, from the same article
 * (their saved flag, their rating, the comments they see) as GET /information/news/:id. The page's
 * address names its list; under another list's name the app shows "not found", and so does this.
 */
export async function drawNewsArticle(
  ctx: ServiceContext,
  actor: Actor,
  {
    id,
    type,
    cookieHeader,
    acceptLanguage,
  }: { id: number; type: ArticleType; cookieHeader: string | undefined; acceptLanguage: string | undefined },
  held: HeldPosts<PostDetail>,
  drawn: DrawnPages,
): Promise<string> {
  const article = await getNewsArticle(ctx, actor, id, undefined, held);
  if (!drawn.article) throw notFound('A drawn article page');
  // Sanitized when written; again here, where the browser's DOMPurify cannot (defence in depth).
  const page = { ...article, html: sanitizeArticleHtml(article.html) };
  return drawn.article({ pathname: articleHref(type, id), article: page, cookieHeader, acceptLanguage });
}

/** Counted when a member follows the article's external link (the leave-site Continue). */
/** POST /api/update-view-count/:type/:id: one view per member, item and day. */
export async function countView(ctx: ServiceContext, actor: Actor, type: ViewType, id: number) {
  const member = requireMember(actor);
  const row = await countViewOnce(ctx.db, { type, postId: id, userId: member.id });
  if (!row) throw notFound('The article');
  return { views: row.views };
}
