import type { FastifyInstance } from 'fastify';
import { pageMeta, PAGE_SIZE, type PostDetail, type PostListResponse } from '@aatd/contract';
import { notFound } from '../../lib/app-error.js';
import { presentPostCard, presentPostDetail } from '../posts/posts.presenter.js';
import { getPost, incrementViews, listPostsByTag, type ListPostsInput } from '../posts/posts.repository.js';

export function newsService(app: FastifyInstance) {
  return {
    async list(input: ListPostsInput): Promise<PostListResponse> {
      const { rows, total } = await listPostsByTag(app.db, input);
      return { data: rows.map(presentPostCard), meta: { pagination: pageMeta(total, input.page, input.limit) } };
    },

    /** The article page: the post with the first page of its comments, in one query. */
    async detail(id: number, userId: number, tag?: string): Promise<PostDetail> {
      const row = await getPost(app.db, id, userId, { tag, commentLimit: PAGE_SIZE.comments });
      if (!row) throw notFound('The article');
      return presentPostDetail(row);
    },

    async countView(id: number) {
      const row = await incrementViews(app.db, id);
      if (!row) throw notFound('The article');
      return { views: row.views };
    },
  };
}
