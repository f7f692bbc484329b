import { runDataExportRound } from '../features/gdpr/gdpr.service.js';
import { repeatingJob } from './job.js';

/**
 * "Download my data": builds waiting exports one at a time, mails their single-use
 * links and retires expired ones. Safe on several workers: each export is claimed atomically.
 */
export const dataExportJob = repeatingJob('data-export', 3_000, async (ctx, stopping) => {
  // Drain what is waiting, then rest.
  while (!stopping() && (await runDataExportRound(ctx)) !== null);
});
