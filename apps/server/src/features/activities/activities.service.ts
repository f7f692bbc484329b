import {
  ACTIVITY_TYPE_ERRORS,
  type ActivityCreate,
  type ActivityPreference,
  type ActivityTypeAdmin,
  type ActivityTypeAdminList,
} from '@aatd/contract';
import { requireMember, requireRole, type Actor } from '../../core/access-policy.js';
import { recordAudit } from '../../core/audit/audit.repository.js';
import type { ServiceContext } from '../../core/service-context.js';
import type { Db } from '../../db/database.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import {
  createActivity,
  findActivityType,
  listActivityTypeIds,
  listActivityTypesForStaff,
  listPreferences,
  setActivityTypeActive,
  setActivityTypeOrder,
  setOptIn,
  updateActivityType,
} from './activities.repository.js';
import { presentActivityTypeAdmin } from './activities.presenter.js';

/** Editors manage what members are offered; admins hold every role. */
const MANAGERS = ['editor'] as const;
const MANAGE_REFUSAL = 'Only editors and administrators may manage activity types.';

/** Every offered activity, and retired ones the member is still opted in to (part 2 §2.12). */
export async function getPreferences(ctx: ServiceContext, actor: Actor): Promise<ActivityPreference[]> {
  const member = requireMember(actor);
  const rows = await listPreferences(ctx.db, member.id);
  return rows.map((r) => ({
    activityTypeId: r.id,
    name: r.name,
    description: r.description,
    optInStatus: r.opted_in,
    retired: !r.active,
  }));
}

/** Opt in or out (part 2 §4); the answer carries the stored state so the card can flip to it. */
export async function choose(ctx: ServiceContext, actor: Actor, activityTypeId: number, optedIn: boolean) {
  const member = requireMember(actor);
  const row = await setOptIn(ctx.db, member.id, activityTypeId, optedIn);
  if (!row) throw notFound('The activity');
  return { activityTypeId: row.activity_type_id, optInStatus: row.opted_in };
}

/** POST /api/admin/activities: an admin adds an activity members may opt in to (audited). */
export async function addActivityAsAdmin(ctx: ServiceContext, actor: Actor, input: ActivityCreate) {
  const admin = requireRole(actor, 'admin');
  return ctx.db.transaction().execute(async (trx) => {
    const row = await addActivity(trx, input);
    await recordAudit(trx, {
      actorId: admin.id,
      action: 'activity-type.create',
      target: { type: 'activity-type', id: row.id },
      toState: 'active',
      details: { name: row.name },
    });
    return row;
  });
}

const duplicateName = () =>
  new AppError(400, 'duplicateName', ACTIVITY_TYPE_ERRORS.duplicateName, {
    fields: { name: ACTIVITY_TYPE_ERRORS.duplicateName },
  });

/** Two active types may not share a name (a unique index): answered as a field error. */
async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw duplicateName();
    throw err;
  }
}

/**
 * The operator's path, with no member acting: the CLI's activity:add and the sample seed (marked
 * is_sample). The contract schema has already trimmed and bounded the text.
 */
export const addActivity = async (db: Db, input: ActivityCreate, isSample = false) => {
  const row = await uniqueName(() => createActivity(db, { ...input, isSample }));
  return { id: row.id, name: row.name, description: row.description, active: row.active };
};

/** GET /api/admin/activity-types: every type in the members' order, retired ones included. */
export async function listActivityTypes(ctx: ServiceContext, actor: Actor): Promise<ActivityTypeAdminList> {
  requireRole(actor, MANAGERS, MANAGE_REFUSAL);
  return { data: (await listActivityTypesForStaff(ctx.db)).map(presentActivityTypeAdmin) };
}

/** POST /api/admin/activity-types: a new type, offered to members at once, last in the list. */
export async function createActivityType(
  ctx: ServiceContext,
  actor: Actor,
  input: ActivityCreate,
): Promise<ActivityTypeAdmin> {
  const editor = requireRole(actor, MANAGERS, MANAGE_REFUSAL);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await uniqueName(() => createActivity(trx, input));
    await recordAudit(trx, {
      actorId: editor.id,
      action: 'activity-type.create',
      target: { type: 'activity-type', id: row.id },
      toState: 'active',
      details: { name: row.name },
    });
    return presentActivityTypeAdmin({ ...row, opted_in: 0 });
  });
}

/** PUT /api/admin/activity-types/:id: name and description; members see the change at once. */
export async function editActivityType(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  input: ActivityCreate,
): Promise<ActivityTypeAdmin> {
  const editor = requireRole(actor, MANAGERS, MANAGE_REFUSAL);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findActivityType(trx, id);
    if (!before) throw notFound('The activity type');
    const row = await uniqueName(() => updateActivityType(trx, id, input));
    if (!row) throw notFound('The activity type');
    await recordAudit(trx, {
      actorId: editor.id,
      action: 'activity-type.update',
      target: { type: 'activity-type', id },
      details: {
        before: { name: before.name, description: before.description },
        after: { name: row.name, description: row.description },
      },
    });
    return presentActivityTypeAdmin({ ...row, opted_in: before.opted_in });
  });
}

/**
 * POST /api/admin/activity-types/:id/retire and /restore. Retiring stops the type being offered;
 * members' choices are kept, so those opted in still see it and a restore brings it back as it was.
 */
export async function setActivityTypeRetired(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  retire: boolean,
): Promise<ActivityTypeAdmin> {
  const editor = requireRole(actor, MANAGERS, MANAGE_REFUSAL);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findActivityType(trx, id);
    if (!before) throw notFound('The activity type');
    if (before.active !== retire) {
      throw conflict(retire ? 'This activity type is already retired.' : 'This activity type is not retired.');
    }
    // Restoring may meet an active namesake added meanwhile.
    const row = await uniqueName(() => setActivityTypeActive(trx, id, !retire));
    if (!row) throw notFound('The activity type');
    await recordAudit(trx, {
      actorId: editor.id,
      action: retire ? 'activity-type.retire' : 'activity-type.restore',
      target: { type: 'activity-type', id },
      fromState: retire ? 'active' : 'retired',
      toState: retire ? 'retired' : 'active',
      details: { name: before.name },
    });
    return presentActivityTypeAdmin({ ...row, opted_in: before.opted_in });
  });
}

/**
 * PUT /api/admin/activity-types/order: the ids of every type in the new order. A list that does not
 * name exactly the stored types (one added or seen by another editor meanwhile) is refused, so a
 * stale screen cannot scramble the order.
 */
export async function reorderActivityTypes(
  ctx: ServiceContext,
  actor: Actor,
  ids: number[],
): Promise<ActivityTypeAdminList> {
  const editor = requireRole(actor, MANAGERS, MANAGE_REFUSAL);
  return ctx.db.transaction().execute(async (trx) => {
    const stored = await listActivityTypeIds(trx);
    const given = new Set(ids);
    if (given.size !== ids.length || given.size !== stored.length || !stored.every((id) => given.has(id))) {
      throw conflict(ACTIVITY_TYPE_ERRORS.staleOrder);
    }
    await setActivityTypeOrder(trx, ids);
    await recordAudit(trx, {
      actorId: editor.id,
      action: 'activity-type.reorder',
      target: { type: 'activity-type', id: 'all' },
      details: { order: ids },
    });
    return { data: (await listActivityTypesForStaff(trx)).map(presentActivityTypeAdmin) };
  });
}
