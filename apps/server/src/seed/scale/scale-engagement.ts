import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { SENTENCES } from './scale-words.js';
import { inBatches, type Progress } from './progress.js';
import { pick, uniform } from './scale-members.js';
import type { IdRange } from './scale-ids.js';

const BATCH = 50_000;

/**
 * Top-level comments: item k of the posts gets a share falling with k (u² skew), so the newest
 * articles carry thousands of comments and most items a few dozen; authors cycle through members.
 */
export async function insertScaleComments(
  db: Db,
  ids: { members: IdRange; posts: IdRange },
  total: number,
  progress: Progress,
) {
  const { members, posts } = ids;
  await inBatches(progress('comments', total), total, BATCH, (from, to) =>
    sql`
      insert into comments (post_id, user_id, parent_id, text, is_sample, created_at, updated_at)
      select ${posts.first} + floor(${posts.count} * power(${uniform(sql`g::bigint`)}, 2))::int,
        ${members.first} + (g::bigint * 7919) % ${members.count}, null,
        'Scale comment: ' || ${pick(SENTENCES, sql`g`)}, true, at, at
      from (select g, now() - (${total} - g) * interval '25 seconds' as at
            from generate_series(${from}::int, ${to}::int) g) s
      order by g`.execute(db),
  );
}

/** Replies, one level deep as the product allows, each to a top-level comment of the same post. */
export async function insertScaleReplies(
  db: Db,
  ids: { members: IdRange; topComments: IdRange },
  total: number,
  progress: Progress,
) {
  const { members, topComments } = ids;
  await inBatches(progress('comment replies', total), total, BATCH, (from, to) =>
    sql`
      insert into comments (post_id, user_id, parent_id, text, is_sample, created_at, updated_at)
      select c.post_id, ${members.first} + (g::bigint * 6007 + 11) % ${members.count}, c.id,
        'Scale reply: ' || ${pick(SENTENCES, sql`g * 3`)}, true,
        c.created_at + (g % 600) * interval '1 minute', c.created_at + (g % 600) * interval '1 minute'
      from generate_series(${from}::int, ${to}::int) g
      join comments c on c.id = ${topComments.first} + (g::bigint * 48271) % ${topComments.count}
      order by g`.execute(db),
  );
}

/**
 * Rows keyed by (item, member), unique by construction: row r is item r mod items and member
 * (r div items) * stride + item * 13, so a member never repeats on one item.
 */
const pairs = (items: number, members: number, stride: number) => ({
  item: sql`(r % ${items})`,
  member: sql`(((r / ${items}) * ${stride} + (r % ${items}) * 13) % ${members})`,
});

/** Ratings from one to five stars, mostly good, as news ratings are; module_type as the pages send it. */
export async function insertScaleRatings(
  db: Db,
  ids: { members: IdRange; posts: IdRange },
  total: number,
  progress: Progress,
) {
  const { item, member } = pairs(ids.posts.count, ids.members.count, 5881);
  await inBatches(progress('ratings', total), total, BATCH, (from, to) =>
    sql`
      insert into ratings (post_id, user_id, rating, module_type, created_at)
      select p.id, ${ids.members.first} + ${member}, (array[5, 4, 4, 3, 5, 4, 2, 5, 1, 4])[1 + r % 10],
        case p.kind when 'article' then 'news' when 'conference' then 'conference-highlights' end,
        now() - (${total} - r) * interval '90 seconds'
      from generate_series(${from - 1}::int, ${to - 1}::int) r
      join posts p on p.id = ${ids.posts.first} + ${item}
      order by r
      on conflict do nothing`.execute(db),
  );
}

/** Favourites: saved posts and saved modules. */
export async function insertScaleSaved(
  db: Db,
  ids: { members: IdRange; posts: IdRange; modules: IdRange },
  totals: { posts: number; modules: number },
  progress: Progress,
) {
  const m = ids.members;
  const post = pairs(ids.posts.count, m.count, 3571);
  await inBatches(progress('saved posts', totals.posts), totals.posts, BATCH, (from, to) =>
    sql`
      insert into saved_posts (user_id, post_id, created_at)
      select ${m.first} + ${post.member}, ${ids.posts.first} + ${post.item}, now() - r * interval '2 minutes'
      from generate_series(${from - 1}::int, ${to - 1}::int) r
      on conflict do nothing`.execute(db),
  );
  const mod = pairs(ids.modules.count, m.count, 3571);
  await inBatches(progress('saved modules', totals.modules), totals.modules, BATCH, (from, to) =>
    sql`
      insert into saved_modules (user_id, module_id, created_at)
      select ${m.first} + ${mod.member}, ${ids.modules.first} + ${mod.item}, now() - r * interval '2 minutes'
      from generate_series(${from - 1}::int, ${to - 1}::int) r
      on conflict do nothing`.execute(db),
  );
}
