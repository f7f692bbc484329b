import type { FastifyInstance } from 'fastify';
import { createMember } from '../apps/server/src/test/factories.js';

export interface BenchTarget {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

/** Member-only endpoints to measure; features add theirs here. A member token is minted once. */
export async function benchTargets(app: FastifyInstance): Promise<BenchTarget[]> {
  const { auth } = await createMember(app);
  // News: the most commented sample article stands for the article page and its first comment page.
  const article = await app.db
    .selectFrom('posts')
    .select('id')
    .where('kind', '=', 'article')
    .orderBy('comment_count', 'desc')
    .executeTakeFirst();
  return [
    { name: 'GET /api/user', path: '/api/user', headers: auth },
    {
      name: 'GET /api/information/news (list)',
      path: '/api/information/news?tag=clinical-news&limit=3&page=1',
      headers: auth,
    },
    ...(article
      ? [
          { name: 'GET /api/information/news/:id (page)', path: `/api/information/news/${article.id}`, headers: auth },
          { name: 'GET /api/comment/:id (page 1)', path: `/api/comment/${article.id}?limit=5&page=1`, headers: auth },
        ]
      : []),
  ];
}
