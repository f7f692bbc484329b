import { sql } from 'kysely';
import type { FollowTargetType, NotificationKind } from '@aatd/contract';
import type { Db } from '../../db/database.js';

export interface FanoutInput {
  kind: Extract<NotificationKind, 'followedItem' | 'followedModule'>;
  targetType: FollowTargetType;
  /** Followers of any of these hear of it (an item's tags; a module's topic). */
  targets: string[];
  actorId: number | null;
  link: string;
  subject: string;
  groupKey: string;
}

/**
 * Queues the notice of a first publication to the followers of its categories or topic, in the
 * publishing transaction: the fan-out job writes the notifications, a batch at a time, so a
 * publication followed by thousands costs its request one row.
 */
export async function queueFollowFanout(trx: Db, input: FanoutInput): Promise<void> {
  if (input.targets.length === 0) return;
  await trx
    .insertInto('notification_fanouts')
    .values({
      kind: input.kind,
      target_type: input.targetType,
      targets: input.targets,
      actor_id: input.actorId,
      link: input.link,
      subject: input.subject,
      group_key: input.groupKey,
    })
    .execute();
}

/**
 * The oldest unfinished fan-out, locked for the caller's transaction; a second worker skips it
 * (PostgreSQL) and takes the next one or none, so no batch is written twice.
 */
export const claimFanout = (trx: Db) =>
  trx
    .selectFrom('notification_fanouts')
    .selectAll()
    .where('done_at', 'is', null)
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();

/** The next `limit` followers of the fan-out's targets after the last one written, in member order. */
export async function nextFollowers(
  trx: Db,
  fanout: { target_type: FollowTargetType; targets: string[]; after_member_id: number },
  limit: number,
): Promise<number[]> {
  const rows = await trx
    .selectFrom('follows')
    .select('member_id')
    .distinct()
    .where('target_type', '=', fanout.target_type)
    .where('target', '=', sql<string>`any(${fanout.targets}::text[])`)
    .where('member_id', '>', fanout.after_member_id)
    .orderBy('member_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.member_id);
}

/** Records the batch written: the next starts after `lastMemberId`; `done` closes the fan-out. */
export const advanceFanout = (trx: Db, id: number, lastMemberId: number, done: boolean) =>
  trx
    .updateTable('notification_fanouts')
    .set({ after_member_id: lastMemberId, ...(done ? { done_at: sql<Date>`now()` } : {}) })
    .where('id', '=', id)
    .execute();

/** Finished fan-outs are kept this long (to see what went out), then deleted by the job. */
export const FANOUT_KEEP_DAYS = 30;
export const pruneFanouts = (db: Db) =>
  db
    .deleteFrom('notification_fanouts')
    .where('done_at', '<', sql<Date>`now() - make_interval(days => ${FANOUT_KEEP_DAYS})`)
    .execute();
