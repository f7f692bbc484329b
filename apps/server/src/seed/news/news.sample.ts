import { nextAverage } from '@aatd/contract';
import type { Db } from '../../db/database.js';
import { insertPosts, type PostInput } from '../../core/posts/posts.repository.js';
import { insertComment } from '../../features/comments/comments.repository.js';
import { bodyFor, SAMPLE_COMMENTS, SAMPLE_NEWS, SAMPLE_REPLIES } from './news-sample-data.js';
import { writeNewsImage } from './sample-images.js';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

/**
 * 42 sample news posts across the news tags, with generated images (every 7th has none, to show
 * the fallback), a mix of open and restricted access, varied views, ratings by the sample members
 * and a few comments. The first Clinical News item gets 7 comments so comment paging shows.
 */
export async function loadSampleNews(db: Db, dataDir: string): Promise<void> {
  const posts: PostInput[] = [];
  let n = 0;
  for (const group of SAMPLE_NEWS) {
    for (const [i, topic] of group.topics.entries()) {
      n += 1;
      posts.push({
        kind: 'article',
        tags: group.tags,
        newsGroup: group.group,
        title: `Sample content: ${topic}`,
        excerpt: `Sample content for demonstration: ${topic.charAt(0).toLowerCase()}${topic.slice(1)}. Not a summary of any real publication.`,
        html: bodyFor(topic, group.category),
        featureImage:
          n % 7 === 0 ? null : await writeNewsImage(dataDir, n, group.category.replace('Sample content · ', '')),
        category: group.category,
        articleSource: 'Sample source',
        authors: 'Sample Author',
        articleUrl: `https://example.org/sample-article-${n}`,
        accessStatus: n % 3 !== 0,
        publishedAt: daysAgo(1 + i * 4 + (n % 3)),
        views: (n * 37) % 97,
        isSample: true,
      });
    }
  }
  const ids = await insertPosts(db, posts);

  const members = await db.selectFrom('users').select('id').where('is_sample', '=', true).orderBy('id').execute();
  if (members.length === 0) return;

  // Ratings through rows, so each post's average and count match the spec's rule.
  for (const [i, postId] of ids.entries()) {
    if (i % 4 === 3) continue;
    let avg = 0;
    let count = 0;
    for (const [m, member] of members.entries()) {
      if ((i + m) % 3 === 2) continue;
      const rating = 1 + ((i * 3 + m * 2) % 5);
      await db
        .insertInto('ratings')
        .values({ post_id: postId, user_id: member.id, rating, module_type: 'news' })
        .execute();
      avg = nextAverage(avg, count, rating);
      count += 1;
    }
    await db.updateTable('posts').set({ rating_avg: avg, ratings_count: count }).where('id', '=', postId).execute();
  }

  const commented = [ids[0]!, ids[1]!, ids[20]!, ids[32]!];
  for (const [p, postId] of commented.entries()) {
    const howMany = p === 0 ? SAMPLE_COMMENTS.length : 2;
    for (let c = 0; c < howMany; c += 1) {
      const author = members[(p + c) % members.length]!;
      const comment = await insertComment(db, {
        postId,
        userId: author.id,
        parentId: null,
        text: SAMPLE_COMMENTS[c % SAMPLE_COMMENTS.length]!,
      });
      if (comment && c % 3 === 0) {
        const replier = members[(p + c + 1) % members.length]!;
        await insertComment(db, {
          postId,
          userId: replier.id,
          parentId: comment.id,
          text: SAMPLE_REPLIES[c % SAMPLE_REPLIES.length]!,
        });
      }
    }
  }
  await db.updateTable('comments').set({ is_sample: true }).where('post_id', 'in', commented).execute();
}
