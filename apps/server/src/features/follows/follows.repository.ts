import { sql } from 'kysely';
import type { FollowTargetType } from '@aatd/contract';
import type { Db } from '../../db/database.js';

/** The member's follows, newest first. */
export const listFollows = (db: Db, memberId: number) =>
  db
    .selectFrom('follows')
    .select(['target_type', 'target', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('target')
    .execute();

/**
 * Follows the target unless the member already holds `max` follows (counted in the statement, so
 * two tabs cannot pass the bound together by much). Answers false only when the bound stopped it;
 * following twice is harmless.
 */
export async function addFollow(
  db: Db,
  memberId: number,
  target: { type: FollowTargetType; target: string },
  max: number,
): Promise<boolean> {
  const result = await sql<{ ok: boolean }>`
    with added as (
      insert into follows (member_id, target_type, target)
      select ${memberId}, ${target.type}, ${target.target}
      where (select count(*) from follows where member_id = ${memberId}) < ${max}
      on conflict do nothing
      returning 1
    )
    select exists (select 1 from added)
      or exists (select 1 from follows where member_id = ${memberId} and target_type = ${target.type} and target = ${target.target}) as ok`.execute(
    db,
  );
  return result.rows[0]?.ok ?? false;
}

export const removeFollow = (db: Db, memberId: number, target: { type: FollowTargetType; target: string }) =>
  db
    .deleteFrom('follows')
    .where('member_id', '=', memberId)
    .where('target_type', '=', target.type)
    .where('target', '=', target.target)
    .execute();

/** Whether a module topic exists (the console's topics: one with no live module yet may be followed). */
export const topicExists = async (db: Db, topic: string) =>
  Boolean(await db.selectFrom('education_topics').select('topic').where('topic', '=', topic).executeTakeFirst());
