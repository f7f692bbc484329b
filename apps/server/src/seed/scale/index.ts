import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { REPLY_SHARE, SCALE_SIZES, totalPosts, type ScaleSizes } from './scale-sizes.js';
import { silentProgress, type Progress } from './progress.js';
import { insertScaleMembers, SCALE_EMAIL_DOMAIN } from './scale-members.js';
import { insertScaleModules, insertScalePosts } from './scale-content.js';
import { insertScaleComments, insertScaleRatings, insertScaleReplies, insertScaleSaved } from './scale-engagement.js';
import { insertScaleMessages } from './scale-messages.js';
import { updateScaleCounters } from './scale-derived.js';
import { idRange } from './scale-ids.js';

export { SCALE_SIZES, publishedItems, type ScaleSizes } from './scale-sizes.js';
export { progressBar } from './progress.js';
export { COMMON_TERM, RARE_TERM, WORDS } from './scale-words.js';

export const SCALE_FLAG = 'scale_data_loaded';

/**
 * 'fresh': no member yet, the only state seeding starts from (it never mixes scale rows with an
 * installation's own); 'seeded': a finished scale data set; 'occupied': anything else.
 */
export async function scaleState(db: Db): Promise<'fresh' | 'seeded' | 'occupied'> {
  const flag = await db.selectFrom('app_settings').select('value').where('key', '=', SCALE_FLAG).executeTakeFirst();
  if (flag) return 'seeded';
  const anyone = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return anyone ? 'occupied' : 'fresh';
}

/**
 * Builds the scale data set with set-based SQL in batches, keeps the derived columns right,
 * records that it is there and refreshes the planner's statistics. Every row is marked: members
 * by their @scale.example address and is_sample, content by "Scale item" / "Scale module" titles
 * and is_sample, comments and messages by their "Scale ..." text.
 */
export async function seedScale(db: Db, sizes: ScaleSizes = SCALE_SIZES, progress: Progress = silentProgress) {
  await insertScaleMembers(db, sizes.members, progress);
  const members = await idRange(db, 'users', sql`email like ${`%@${SCALE_EMAIL_DOMAIN}`}`, sizes.members);
  await insertScalePosts(db, sizes, progress);
  const posts = await idRange(db, 'posts', sql`is_sample and title like 'Scale item %'`, totalPosts(sizes));
  await insertScaleModules(db, sizes.modules, progress);
  const modules = await idRange(db, 'education_modules', sql`title like 'Scale module %'`, sizes.modules);

  const replies = Math.round(sizes.comments * REPLY_SHARE);
  await insertScaleComments(db, { members, posts }, sizes.comments - replies, progress);
  const topComments = await idRange(db, 'comments', sql`parent_id is null`, sizes.comments - replies);
  await insertScaleReplies(db, { members, topComments }, replies, progress);
  await insertScaleMessages(db, members, sizes, progress);
  await insertScaleRatings(db, { members, posts }, sizes.ratings, progress);
  await insertScaleSaved(
    db,
    { members, posts, modules },
    { posts: sizes.savedPosts, modules: sizes.savedModules },
    progress,
  );
  await updateScaleCounters(db, progress);

  await db
    .insertInto('app_settings')
    .values({ key: SCALE_FLAG, value: JSON.stringify(sizes) })
    .execute();
  // As autovacuum leaves a live database: statistics for the planner, and the visibility map that
  // lets counts be answered from an index alone (a bulk load has not been vacuumed yet).
  const analyze = progress('vacuum analyze', 1);
  await sql`vacuum analyze`.execute(db);
  analyze.end();
}

/** Row counts of the tables the scale data set fills, for the seed's closing report. */
export async function scaleCounts(db: Db) {
  const { rows } = await sql<Record<string, string>>`
    select (select count(*) from users) as members,
      (select count(*) from posts where kind <> 'module') + (select count(*) from education_modules) as items,
      (select count(*) from comments) as comments, (select count(*) from messages) as messages,
      (select count(distinct (least(sender_id, receiver_id), greatest(sender_id, receiver_id))) from messages)
        as conversations,
      (select count(*) from ratings) as ratings,
      (select count(*) from saved_posts) + (select count(*) from saved_modules) as "saved items"`.execute(db);
  return Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)]));
}
