import type { BackgroundJob, JobContext } from './job.js';
import { mailOutboxJob } from './mail-outbox.job.js';
import { retentionJob } from './retention.job.js';
import { contentScheduleJob } from './content-schedule.job.js';
import { contentImportJob } from './content-import.job.js';
import { dataExportJob } from './data-export.job.js';
import { accountErasureJob } from './account-erasure.job.js';
import { verificationRemindersJob } from './verification-reminders.job.js';
import { followFanoutJob } from './follow-fanout.job.js';
import { digestsJob } from './digests.job.js';

/** Every background job; they run in the web process by default or in `npm run worker`. */
export const backgroundJobs: BackgroundJob[] = [
  mailOutboxJob,
  retentionJob,
  contentScheduleJob,
  contentImportJob,
  dataExportJob,
  accountErasureJob,
  verificationRemindersJob,
  followFanoutJob,
  digestsJob,
];

export function startBackgroundJobs(ctx: JobContext): () => Promise<void> {
  const stops = backgroundJobs.map((job) => job.start(ctx));
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
