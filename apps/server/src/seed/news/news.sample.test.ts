import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app.js';
import { createMember } from '../../test/factories.js';
import { loadSampleMembers } from '../sample/sample-users.js';
import { loadSampleNews } from './news.sample.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await loadSampleMembers(app.db);
  await loadSampleNews(app.db, app.env.dataDir);
});
afterAll(async () => {
  fs.rmSync(app.env.dataDir, { recursive: true, force: true });
  await app.close();
});

describe('sample news', () => {
  it('loads at least 40 marked posts across the news tags with local images and no invented citations', async () => {
    const posts = await app.db.selectFrom('posts').selectAll().execute();
    expect(posts.length).toBeGreaterThanOrEqual(40);
    for (const p of posts) {
      expect(p.is_sample).toBe(true);
      expect(p.title).toMatch(/^Sample content/);
      expect(p.category).toMatch(/^Sample content/);
      expect(p.article_source).toBe('Sample source');
      expect(p.authors).toBe('Sample Author');
      expect(p.article_url).toMatch(/^https:\/\/example\.org\/sample-article-\d+$/);
      if (p.feature_image) expect(fs.existsSync(path.join(app.env.dataDir, 'uploads', p.feature_image))).toBe(true);
    }
    for (const tag of [
      'clinical-news',
      'aatd-information-journal-watch',
      'journal-watch',
      'aatd-information-key-review-articles',
      'other-resources',
    ]) {
      expect(posts.filter((p) => p.tags.includes(tag)).length).toBeGreaterThan(0);
    }
    expect(new Set(posts.map((p) => p.access_status))).toEqual(new Set([true, false]));
    expect(posts.some((p) => p.feature_image === null)).toBe(true);
  });

  it('keeps ratings and comment counts consistent with their rows', async () => {
    const posts = await app.db.selectFrom('posts').select(['id', 'ratings_count', 'comment_count']).execute();
    const ratings = await app.db.selectFrom('ratings').select('post_id').execute();
    const comments = await app.db.selectFrom('comments').select('post_id').execute();
    for (const p of posts) {
      expect(p.ratings_count).toBe(ratings.filter((r) => r.post_id === p.id).length);
      expect(p.comment_count).toBe(comments.filter((c) => c.post_id === p.id).length);
    }
    expect(posts.some((p) => p.comment_count > 5)).toBe(true);
  });

  it('serves the generated images to members', async () => {
    const member = await createMember(app);
    const post = await app.db
      .selectFrom('posts')
      .select('feature_image')
      .where('feature_image', 'is not', null)
      .executeTakeFirstOrThrow();
    const res = await app.inject({ method: 'GET', url: `/api/media/${post.feature_image}`, headers: member.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });
});
