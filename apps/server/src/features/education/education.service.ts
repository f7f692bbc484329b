import { educationCategory, type EducationCategory, type SortBy } from '@aatd/contract';
import { requireMember, type Actor } from '../../core/access-policy.js';
import { pageWindow, paginate } from '../../core/pagination.js';
import { getPost, listPostsByTag } from '../../core/posts/posts.repository.js';
import type { ServiceContext } from '../../core/service-context.js';
import { notFound } from '../../lib/app-error.js';
import { presentEducationPost, presentEducationPostDetail } from './education.presenter.js';

/** An unknown slug is a page that does not exist: 404, like any other unknown path. */
function categoryOr404(slug: string): EducationCategory {
  const category = educationCategory(slug);
  if (!category) throw notFound('The education category');
  return category;
}

interface ListQuery {
  limit: number;
  page: number;
  sortBy: SortBy;
  orderBy: 'asc' | 'desc';
}

/** GET /api/education/:slug — every signed-in member may read every category. */
export async function listCategoryPosts(ctx: ServiceContext, actor: Actor, slug: string, q: ListQuery) {
  const member = requireMember(actor);
  const category = categoryOr404(slug);
  const window = pageWindow(q.page, q.limit);
  const filter = { tag: category.slug, sortBy: q.sortBy, orderBy: q.orderBy, userId: member.id };
  const { rows, total } = await listPostsByTag(ctx.db, filter, window);
  const data = await Promise.all(rows.map((r) => presentEducationPost(r, category, ctx.env.publicUrl)));
  return paginate(data, total, window);
}

/** GET /api/education/:slug/:id — the post must carry the category's tag, else 404. */
export async function getCategoryPost(ctx: ServiceContext, actor: Actor, slug: string, id: number) {
  const member = requireMember(actor);
  const category = categoryOr404(slug);
  const row = await getPost(ctx.db, id, member.id, category.slug);
  if (!row) throw notFound('The post');
  return presentEducationPostDetail(row, category, ctx.env.publicUrl);
}
