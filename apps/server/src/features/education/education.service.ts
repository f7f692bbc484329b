import { educationCategory, pageMeta, type EducationCategory, type SortBy } from '@aatd/contract';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/app-error.js';
import { getPost, listPostsByTag } from '../posts/posts.repository.js';
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
export async function listCategoryPosts(db: Db, publicUrl: string, memberId: number, slug: string, q: ListQuery) {
  const category = categoryOr404(slug);
  const { rows, total } = await listPostsByTag(db, { tag: category.slug, ...q, userId: memberId });
  const data = await Promise.all(rows.map((r) => presentEducationPost(r, category, publicUrl)));
  return { data, meta: { pagination: pageMeta(total, q.page, q.limit) } };
}

/** GET /api/education/:slug/:id — the post must carry the category's tag, else 404. */
export async function getCategoryPost(db: Db, publicUrl: string, memberId: number, slug: string, id: number) {
  const category = categoryOr404(slug);
  const row = await getPost(db, id, memberId, { tag: category.slug });
  if (!row) throw notFound('The post');
  return presentEducationPostDetail(row, category, publicUrl);
}
