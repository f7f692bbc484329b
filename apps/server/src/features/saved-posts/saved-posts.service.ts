import type { SavedListResponse } from '@aatd/contract';
import { requireMember, type Actor } from '../../core/access-policy.js';
import { forgetListTotal, pageWindow, paginate } from '../../core/pagination.js';
import type { ServiceContext } from '../../core/service-context.js';
import { notFound } from '../../lib/app-error.js';
import { presentSavedArticle } from './saved-posts.presenter.js';
import { listSavedPosts, savedListKey, savePost, unsavePost } from './saved-posts.repository.js';

/** Saving twice is not an error; a missing article is 404. */
export async function saveArticle(ctx: ServiceContext, actor: Actor, postId: number) {
  const member = requireMember(actor);
  if (!(await savePost(ctx.db, member.id, postId))) throw notFound('The article');
  forgetListTotal(savedListKey(member.id));
  return { isSaved: true };
}

/** Unsaving an unsaved article is not an error; a missing article is 404. */
export async function unsaveArticle(ctx: ServiceContext, actor: Actor, postId: number) {
  const member = requireMember(actor);
  if (!(await unsavePost(ctx.db, member.id, postId))) throw notFound('The article');
  forgetListTotal(savedListKey(member.id));
  return { isSaved: false };
}

/** My Account FAVORITES: newest save first, with totalCount beside the pagination meta. */
export async function listSavedArticles(
  ctx: ServiceContext,
  actor: Actor,
  q: { page: number; limit: number },
): Promise<SavedListResponse> {
  const member = requireMember(actor);
  const window = pageWindow(q.page, q.limit);
  const { rows, total } = await listSavedPosts(ctx.db, member.id, window);
  return { ...paginate(rows.map(presentSavedArticle), total, window), totalCount: total };
}
