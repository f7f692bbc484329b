import type { ActivityCreate, ActivityPreference } from '@aatd/contract';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/app-error.js';
import { createActivity, listPreferences, setOptIn } from './activities.repository.js';

export async function getPreferences(db: Db, userId: number): Promise<ActivityPreference[]> {
  const rows = await listPreferences(db, userId);
  return rows.map((r) => ({ activityTypeId: r.id, name: r.name, description: r.description, optInStatus: r.opted_in }));
}

/** Opt in or out (part 2 §4); the answer carries the stored state so the card can flip to it. */
export async function choose(db: Db, userId: number, activityTypeId: number, optedIn: boolean) {
  const row = await setOptIn(db, userId, activityTypeId, optedIn);
  if (!row) throw notFound('The activity');
  return { activityTypeId: row.activity_type_id, optInStatus: row.opted_in };
}

/** Admins (API or CLI) add activities; the contract schema has already trimmed and bounded the text. */
export const addActivity = (db: Db, input: ActivityCreate, isSample = false) =>
  createActivity(db, { ...input, isSample });
