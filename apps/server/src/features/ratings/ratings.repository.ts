import { sql } from 'kysely';
import { nextAverage } from '@aatd/contract';
import type { Db } from '../../db/database.js';
import { publishedPosts } from '../../core/posts/published-posts.repository.js';

export type RateOutcome =
  { status: 'notFound' } | { status: 'alreadyRated' } | { status: 'rated'; rating: number; ratingsCount: number };

/**
 * One rating per member per post, and the post's average by the spec's floor rule, in one
 * transaction: the post row is locked first, so concurrent ratings apply one after another.
 * Two statements: the locking read, then insert-and-update together.
 */
export async function ratePost(
  db: Db,
  input: { postId: number; userId: number; rating: number; moduleType?: string | undefined },
): Promise<RateOutcome> {
  return db.transaction().execute(async (trx) => {
    const post = await publishedPosts(trx)
      .select(['rating_avg', 'ratings_count'])
      .where('id', '=', input.postId)
      .forUpdate()
      .executeTakeFirst();
    if (!post) return { status: 'notFound' } as const;
    const average = nextAverage(post.rating_avg, post.ratings_count, input.rating);
    const result = await sql<{ rating_avg: number; ratings_count: number }>`
      with inserted as (
        insert into ratings (post_id, user_id, rating, module_type)
        values (${input.postId}, ${input.userId}, ${input.rating}, ${input.moduleType ?? null})
        on conflict (post_id, user_id) do nothing
        returning id
      )
      update posts set rating_avg = ${average}, ratings_count = ratings_count + 1
      where id = ${input.postId} and exists (select 1 from inserted)
      returning rating_avg, ratings_count`.execute(trx);
    const row = result.rows[0];
    if (!row) return { status: 'alreadyRated' } as const;
    return { status: 'rated', rating: row.rating_avg, ratingsCount: row.ratings_count } as const;
  });
}

/** The member's own rating of a published post: undefined when no such post, null when unrated. */
export async function findOwnRating(db: Db, postId: number, userId: number): Promise<number | null | undefined> {
  const row = await publishedPosts(db)
    .leftJoin('ratings', (join) => join.onRef('ratings.post_id', '=', 'posts.id').on('ratings.user_id', '=', userId))
    .select('ratings.rating')
    .where('posts.id', '=', postId)
    .executeTakeFirst();
  return row ? (row.rating ?? null) : undefined;
}
