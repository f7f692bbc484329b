import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { nextAverage } from '@aatd/contract';
import { createTestDatabase } from '../../test/test-database.js';
import type { DatabaseHandle } from '../../db/database.js';
import { scaleCounts, scaleState, seedScale } from './index.js';
import { postSegments, publishedItems, type ScaleSizes } from './scale-sizes.js';

// The real data set's shape at a size a test database builds in seconds.
const sizes: ScaleSizes = {
  members: 200,
  articlesPerNewsGroup: 10,
  postsPerEducationCategory: 4,
  conferences: 4,
  modules: 10,
  comments: 600,
  messages: 200,
  conversations: 60,
  ratings: 300,
  savedPosts: 200,
  savedModules: 40,
};

let handle: DatabaseHandle;
let stateBefore: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  stateBefore = await scaleState(handle.db);
  await seedScale(handle.db, sizes);
}, 120_000);
afterAll(async () => handle?.close());

describe('seed:scale data set', () => {
  it('starts only from a fresh database and records that it is done', async () => {
    expect(stateBefore).toBe('fresh');
    expect(await scaleState(handle.db)).toBe('seeded');
  });

  it('has the requested number of rows of each kind', async () => {
    expect(await scaleCounts(handle.db)).toEqual({
      members: sizes.members,
      items: publishedItems(sizes),
      comments: sizes.comments,
      messages: sizes.messages,
      conversations: sizes.conversations,
      ratings: sizes.ratings,
      'saved items': sizes.savedPosts + sizes.savedModules,
    });
  });

  it('fills every kind of post and every tag, all marked as scale data', async () => {
    for (const seg of postSegments(sizes)) {
      const { rows } = await sql<{ n: string }>`
        select count(*) as n from posts where kind = ${seg.kind} and tags = ${seg.tags}::text[]
          and is_sample and title like 'Scale item %'`.execute(handle.db);
      expect(Number(rows[0]!.n), seg.label).toBe(seg.count);
    }
    const members = await handle.db.selectFrom('users').select(['email', 'is_sample']).execute();
    expect(members.every((m) => m.is_sample && m.email.endsWith('@scale.example'))).toBe(true);
  });

  it('keeps search vectors as posts.repository writes them', async () => {
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from posts where search_vector <> setweight(to_tsvector('english', title), 'A')
        || setweight(to_tsvector('english', excerpt), 'B') || setweight(to_tsvector('english', plaintext), 'C')`.execute(
      handle.db,
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('counts comments (replies included) and saves on their items; replies answer a top-level comment of the same post', async () => {
    const { rows } = await sql<{ wrong_counts: number; wrong_replies: number; wrong_saves: number }>`
      select
        (select count(*) from posts p where comment_count <> (select count(*) from comments c where c.post_id = p.id))::int
          as wrong_counts,
        (select count(*) from comments r join comments c on c.id = r.parent_id
          where c.parent_id is not null or c.post_id <> r.post_id)::int as wrong_replies,
        (select count(*) from education_modules m
          where saves_count <> (select count(*) from saved_modules s where s.module_id = m.id))::int as wrong_saves`.execute(
      handle.db,
    );
    expect(rows[0]).toEqual({ wrong_counts: 0, wrong_replies: 0, wrong_saves: 0 });
    const replies = await handle.db.selectFrom('comments').select('id').where('parent_id', 'is not', null).execute();
    expect(replies.length).toBe(Math.round(sizes.comments * 0.3));
  });

  it("gives each post the spec's running average of its ratings, in the order they came", async () => {
    const ratings = await handle.db.selectFrom('ratings').select(['post_id', 'rating']).orderBy('id').execute();
    const expected = new Map<number, { avg: number; count: number }>();
    for (const r of ratings) {
      const s = expected.get(r.post_id) ?? { avg: 0, count: 0 };
      expected.set(r.post_id, { avg: nextAverage(s.avg, s.count, r.rating), count: s.count + 1 });
    }
    const posts = await handle.db.selectFrom('posts').select(['id', 'rating_avg', 'ratings_count']).execute();
    for (const p of posts) {
      const e = expected.get(p.id) ?? { avg: 0, count: 0 };
      expect([p.id, p.rating_avg, p.ratings_count]).toEqual([p.id, e.avg, e.count]);
    }
  });

  it('never has a member write to themselves', async () => {
    const self = await handle.db
      .selectFrom('messages')
      .select('id')
      .whereRef('sender_id', '=', 'receiver_id')
      .execute();
    expect(self).toEqual([]);
  });
});
