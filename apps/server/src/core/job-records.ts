/** What monitoring reads of a job that runs in this process (readiness, metrics). */
export interface JobRecord {
  name: string;
  intervalMs: number;
  runs: number;
  failures: number;
  /** performance.now() of the last round's start and end; the job's start before any round. */
  lastStartedAt: number;
  lastFinishedAt: number;
  running: boolean;
}

const records = new Map<string, JobRecord>();

/** Registers a started job; returns the function that forgets it when it stops. */
export function trackJob(record: JobRecord): () => void {
  records.set(record.name, record);
  return () => {
    if (records.get(record.name) === record) records.delete(record.name);
  };
}

/** The jobs started in this process, by name. */
export const jobRecords = (): readonly JobRecord[] => [...records.values()];

/** How far a job is behind its schedule: the time since its last round ended, past its interval. */
export const jobLagMs = (job: JobRecord, now = performance.now()) =>
  Math.max(0, now - job.lastFinishedAt - job.intervalMs);
