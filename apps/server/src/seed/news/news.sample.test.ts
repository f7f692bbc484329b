import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app.js';
import { createMember } from '../../test/factories.js';
import { loadSampleMembers, SAMPLE_STAFF } from '../sample/sample-users.js';
import { PUBLICATIONS } from '../sample-references.js';
import { SAMPLE_NEWS } from './news-sample-data.js';
import { loadSampleNews } from './news.sample.js';
import { fileStorage } from '../../core/storage/file-storage.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await loadSampleMembers(app.db);
  await loadSampleNews(app.db, fileStorage(app.env));
});
afterAll(async () => {
  fs.rmSync(app.env.dataDir, { recursive: true, force: true });
  await app.close();
});

describe('sample news', () => {
  it('loads every item of the four news groups, flagged sample, with real titles, sources and local images', async () => {
    const posts = await app.db.selectFrom('posts').selectAll().execute();
    expect(posts.length).toBe(Object.values(SAMPLE_NEWS).flat().length);
    const cited = new Set<string>(Object.values(PUBLICATIONS).map((p) => p.url));
    for (const p of posts) {
      expect(p.is_sample).toBe(true);
      expect(p.status).toBe('published');
      expect(p.title).not.toMatch(/sample/i);
      expect(p.html).toMatch(/<h2>/);
      // Every link points to one of the publications the sample content may cite.
      if (p.article_url) expect(cited.has(p.article_url), p.article_url).toBe(true);
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

  it('publishes each item through the workflow: a version, an approval by a reviewer who is not its author, audit records', async () => {
    const posts = await app.db.selectFrom('posts').select(['id', 'approval_code', 'review_by']).execute();
    const staff = await app.db.selectFrom('users').select(['id', 'email']).where('role', '!=', 'member').execute();
    const editor = staff.find((u) => u.email === SAMPLE_STAFF.editor.email)!;
    const reviewer = staff.find((u) => u.email === SAMPLE_STAFF.reviewer.email)!;
    for (const p of posts) {
      expect(p.approval_code).toMatch(/^SMPL-[A-Z]{2}-\d{3}$/);
      expect(p.review_by).not.toBeNull();
      const revisions = await app.db.selectFrom('post_revisions').selectAll().where('post_id', '=', p.id).execute();
      expect(revisions).toHaveLength(1);
      expect(revisions[0]).toMatchObject({ state: 'published', author_id: editor.id, reviewer_id: reviewer.id });
      const audit = await app.db
        .selectFrom('audit_log')
        .select(['action', 'actor_id'])
        .where('target_type', '=', 'post')
        .where('target_id', '=', String(p.id))
        .orderBy('id')
        .execute();
      expect(audit).toEqual([
        { action: 'content.create', actor_id: editor.id },
        { action: 'content.submit', actor_id: editor.id },
        { action: 'content.approve', actor_id: reviewer.id },
        { action: 'content.publish', actor_id: editor.id },
      ]);
    }
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
