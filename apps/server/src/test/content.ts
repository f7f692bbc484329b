import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './build-test-app.js';
import { insertPosts, type PostInput } from '../core/posts/posts.repository.js';

export const BRAND = 'Alphacure';

/** The real app on a fresh database with an invented brand name for the moderation rules. */
export const buildContentApp = () => buildTestApp({ deployment: { brandNames: [BRAND] } });

let n = 0;
export const news = (over: Partial<PostInput> = {}): PostInput => {
  n += 1;
  return {
    kind: 'article',
    tags: ['information', 'clinical-news'],
    newsGroup: 'CLINICAL_NEWS',
    title: `Sample content: article ${n}`,
    excerpt: 'Sample content excerpt',
    html: '<p>Sample body</p>',
    category: 'Sample category',
    articleSource: 'Sample source',
    authors: 'Sample Author',
    articleUrl: `https://example.org/sample-article-${n}`,
    publishedAt: new Date(Date.UTC(2024, 0, 1) + n * 60_000),
    ...over,
  };
};

export const seedPosts = (app: FastifyInstance, items: PostInput[]) => insertPosts(app.db, items);
