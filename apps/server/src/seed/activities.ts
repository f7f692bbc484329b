import type { Db } from '../db/database.js';
import { addActivity } from '../features/activities/activities.service.js';

/** Invented sample activities (marked is_sample) so the preferences page has something to show. */
export const SAMPLE_ACTIVITIES = [
  {
    name: 'Expert webinars',
    description: 'Sample activity. Live online talks on diagnosing and managing AATD, with time for questions.',
  },
  {
    name: 'Case discussion panels',
    description: 'Sample activity. Small-group discussions of anonymised patient cases with peers.',
  },
  {
    name: 'Survey participation',
    description: 'Sample activity. Short surveys on clinical practice that help shape the education programme.',
  },
] as const;

export async function loadSampleActivities(db: Db): Promise<void> {
  for (const a of SAMPLE_ACTIVITIES) await addActivity(db, a, true);
}
