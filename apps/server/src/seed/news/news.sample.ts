import { NEWS_GROUPS, nextAverage, type NewsGroup } from '@aatd/contract';
import type { FileStorage } from '../../core/storage/file-storage.js';
import type { Db } from '../../db/database.js';
import { insertComment } from '../../features/comments/comments.repository.js';
import { writeIllustration } from '../illustrations.js';
import { sampleHtml } from '../sample-html.js';
import { PUBLICATIONS } from '../sample-references.js';
import { publishSampleItem, sampleStaff } from '../sample/sample-workflow.js';
import { NEWS_DAYS_AGO, SAMPLE_COMMENTS, SAMPLE_NEWS, SAMPLE_REPLIES } from './news-sample-data.js';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
const EDITORIAL = 'Editorial team';
const APPROVAL_PREFIX: Record<NewsGroup, string> = {
  CLINICAL_NEWS: 'CN',
  JOURNAL_WATCH: 'JW',
  KEY_REVIEW_ARTICLES: 'KR',
  OTHER_RESOURCES: 'OR',
};

/**
 * The sample news across the four groups, each item written, reviewed, approved and published
 * through the content workflow (../sample/sample-workflow.ts) with an editorial illustration
 * (every 7th has none, to show the fallback), varied views, ratings by the sample members and a
 * few comments. The first Clinical News item gets 7 comments so comment paging shows.
 */
export async function loadSampleNews(db: Db, storage: FileStorage): Promise<void> {
  const staff = await sampleStaff(db);
  const ids: number[] = [];
  let n = 0;
  for (const group of NEWS_GROUPS) {
    for (const [i, item] of SAMPLE_NEWS[group].entries()) {
      n += 1;
      const pub = item.publication ? PUBLICATIONS[item.publication] : null;
      const image =
        n % 7 === 0 ? null : await writeIllustration(storage, 'sample/news', `news-${n}.webp`, item.motif, n);
      ids.push(
        await publishSampleItem(db, staff, {
          kind: 'news',
          approvalCode: `SMPL-${APPROVAL_PREFIX[group]}-${String(n).padStart(3, '0')}`,
          views: (n * 37) % 97,
          fields: {
            newsGroup: group,
            title: item.title,
            excerpt: item.excerpt,
            html: sampleHtml({
              sections: item.sections,
              listHeading: group === 'JOURNAL_WATCH' ? 'For practice' : 'Points for practice',
              list: item.points,
              references: pub ? [pub.citation] : [],
            }),
            category: item.label,
            featureImage: image,
            articleSource: pub?.source ?? EDITORIAL,
            // The journal as its source line names it ("Eur Respir J. 2017;…"). No impact factor:
            // the sample cites nothing it cannot name exactly, so these rank by date (the console says so).
            journal: group === 'JOURNAL_WATCH' && pub ? pub.source.split('. ')[0] : null,
            authors: pub?.authors ?? null,
            articleUrl: pub?.url ?? null,
            accessStatus: item.openAccess ?? true,
            publishedAt: daysAgo(NEWS_DAYS_AGO[group](i)).toISOString(),
          },
        }),
      );
    }
  }

  const members = await db
    .selectFrom('users')
    .select('id')
    .where('is_sample', '=', true)
    .where('role', '=', 'member')
    .orderBy('id')
    .execute();
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

  const clinical = SAMPLE_NEWS.CLINICAL_NEWS.length;
  const commented = [ids[0]!, ids[1]!, ids[clinical + 1]!, ids[clinical + SAMPLE_NEWS.JOURNAL_WATCH.length]!];
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
