import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app.js';
import { createMember } from '../../test/factories.js';
import { pageWindow } from '../pagination.js';
import { getPost, insertPosts, listPostsByTag } from './posts.repository.js';
import { createComment } from '../../test/factories.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app?.close());

describe('posts repository', () => {
  it('writes sanitized HTML, plaintext and a search vector, and lists by tag with the total', async () => {
    const { user } = await createMember(app);
    const ids = await insertPosts(app.db, [
      {
        kind: 'article',
        tags: ['clinical-news', 'information'],
        newsGroup: 'CLINICAL_NEWS',
        title: 'Liver outcomes',
        html: '<p>Hello <script>x()</script><b>liver</b></p>',
      },
      { kind: 'article', tags: ['clinical-news'], title: 'Second', views: 10 },
      { kind: 'article', tags: ['aatd-information-journal-watch'], title: 'Other' },
    ]);
    const row = await app.db
      .selectFrom('posts')
      .select(['html', 'plaintext', 'search_vector', 'tags'])
      .where('id', '=', ids[0]!)
      .executeTakeFirstOrThrow();
    expect(row.html).toBe('<p>Hello <b>liver</b></p>');
    expect(row.plaintext).toBe('Hello liver');
    expect(row.tags).toEqual(['clinical-news', 'information']);
    expect(String(row.search_vector)).toContain('liver');

    const list = await listPostsByTag(
      app.db,
      { tag: 'clinical-news', sortBy: 'views', orderBy: 'desc', userId: user.id },
      pageWindow(1, 1),
    );
    expect(list.total).toBe(2);
    expect(list.rows.map((r) => r.title)).toEqual(['Second']);
    const past = await listPostsByTag(
      app.db,
      { tag: 'clinical-news', sortBy: 'added', orderBy: 'desc', userId: user.id },
      pageWindow(5, 1),
    );
    expect(past).toMatchObject({ rows: [], total: 2 });

    const c = await createComment(app, { postId: ids[0]!, userId: user.id, parentId: null, text: 'first' });
    await createComment(app, { postId: ids[0]!, userId: user.id, parentId: c!.id, text: 'reply' });
    const detail = await getPost(app.db, ids[0]!, user.id);
    expect(detail?.comments[0]?.replies[0]?.text).toBe('reply');
    expect(Number(detail?.total_comments)).toBe(1);
    expect(detail?.comment_count).toBe(2);
  });
});
