import type { ActivityCreate, ActivityPreference } from '@aatd/contract';
import { requireMember, requireRole, type Actor } from '../../core/access-policy.js';
import type { ServiceContext } from '../../core/service-context.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/app-error.js';
import { createActivity, listPreferences, setOptIn } from './activities.repository.js';

/** Every active activity with the member's own choice (part 2 §2.12). */
export async function getPreferences(ctx: ServiceContext, actor: Actor): Promise<ActivityPreference[]> {
  const member = requireMember(actor);
  const rows = await listPreferences(ctx.db, member.id);
  return rows.map((r) => ({ activityTypeId: r.id, name: r.name, description: r.description, optInStatus: r.opted_in }));
}

/** Opt in or out (part 2 §4); the answer carries the stored state so the card can flip to it. */
export async function choose(ctx: ServiceContext, actor: Actor, activityTypeId: number, optedIn: boolean) {
  const member = requireMember(actor);
  const row = await setOptIn(ctx.db, member.id, activityTypeId, optedIn);
  if (!row) throw notFound('The activity');
  return { activityTypeId: row.activity_type_id, optInStatus: row.opted_in };
}

/** POST /api/admin/activities: an admin adds an activity members may opt in to. */
export async function addActivityAsAdmin(ctx: ServiceContext, actor: Actor, input: ActivityCreate) {
  requireRole(actor, 'admin');
  return addActivity(ctx.db, input);
}

/**
 * The operator's path, with no member acting: the CLI's activity:add and the sample seed (marked
 * is_sample). The contract schema has already trimmed and bounded the text.
 */
export const addActivity = (db: Db, input: ActivityCreate, isSample = false) =>
  createActivity(db, { ...input, isSample });
