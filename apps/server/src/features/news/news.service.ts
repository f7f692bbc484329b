import {
  NEWS_CURATION,
  NEWS_TAGS,
  type PostDetail,
  type PostListResponse,
  type SortBy,
  type ViewType,
} from '@aatd/contract';
import { requireMember, type Actor } from '../../core/access-policy.js';
import { pageWindow, paginate } from '../../core/pagination.js';
import { presentPostCard, presentPostDetail } from '../../core/posts/posts.presenter.js';
import { getPost, listPostsByTag } from '../../core/posts/posts.repository.js';
import type { ServiceContext } from '../../core/service-context.js';
import { notFound } from '../../lib/app-error.js';
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

/** A news list by tag (Clinical News, Journal Watch, all news), with the member's saved flags. */
export async function listNews(ctx: ServiceContext, actor: Actor, q: NewsListQuery): Promise<PostListResponse> {
  const member = requireMember(actor);
  const window = pageWindow(q.page, q.limit);
  const filter = { tag: q.tag, sortBy: q.sortBy, orderBy: q.orderBy, userId: member.id, curation: curationOf(q.tag) };
  const { rows, total } = await listPostsByTag(ctx.db, filter, window);
  return paginate(rows.map(presentPostCard), total, window);
}

/** The article page: the post with the first page of its comments, in one query. */
export async function getNewsArticle(ctx: ServiceContext, actor: Actor, id: number, tag?: string): Promise<PostDetail> {
  const member = requireMember(actor);
  const row = await getPost(ctx.db, id, member.id, tag);
  if (!row) throw notFound('The article');
  return presentPostDetail(row);
}

/** Counted when a member follows the article's external link (the leave-site Continue). */
/** POST /api/update-view-count/:type/:id: one view per member, item and day. */
export async function countView(ctx: ServiceContext, actor: Actor, type: ViewType, id: number) {
  const member = requireMember(actor);
  const row = await countViewOnce(ctx.db, { type, postId: id, userId: member.id });
  if (!row) throw notFound('The article');
  return { views: row.views };
}
