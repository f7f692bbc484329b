import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Readiness } from '@aatd/contract';
import { pingDatabase } from '../../db/database.js';
import { outboxBacklog } from '../../core/mail/mail.repository.js';
import { jobLagMs, jobRecords } from '../../core/job-records.js';
import { fileStorage } from '../../core/storage/file-storage.js';

type Status = Readiness['status'];
type Ctx = Pick<FastifyInstance, 'db' | 'dbKind' | 'env' | 'redisBreaker'>;

/** A probe must answer within its own timeout: a dependency that hangs counts as failing. */
const CHECK_TIMEOUT_MS = 2_000;
/** Below this much free space in DATA_DIR uploads and exports soon fail. */
export const LOW_DISK_BYTES = 1024 ** 3;
/** A due mail this late means the sender is stuck or SMTP refuses. */
const MAIL_OVERDUE_SECONDS = 15 * 60;
/** A job this far behind its schedule is stuck (a long export round included). */
const JOB_LAG_SECONDS = 15 * 60;

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Free bytes on the disk holding `dir`, or its nearest existing parent (DATA_DIR may not exist yet). */
async function freeBytes(dir: string): Promise<number> {
  for (let at = dir; ; at = path.dirname(at)) {
    try {
      const s = await fs.statfs(at);
      return s.bavail * s.bsize;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || path.dirname(at) === at) throw err;
    }
  }
}

const worst = (statuses: Status[]): Status =>
  statuses.includes('down') ? 'down' : statuses.includes('degraded') ? 'degraded' : 'ok';

/** A bucket answers a look-up of a key it does not hold; one that does not answer fails the check. */
async function storageCheck(ctx: Ctx): Promise<Readiness['checks']['storage']> {
  const storage = fileStorage(ctx.env);
  if (storage.kind === 'local') return undefined; // the disk check covers it
  const started = performance.now();
  return withTimeout(storage.stat('health/ready-probe'), 'the file storage').then(
    () => ({ status: 'ok' as const, latencyMs: Math.round(performance.now() - started) }),
    (err: Error) => ({
      status: 'degraded' as const,
      error: `The file storage (${storage.location}) does not answer: uploads, media and exports fail until it is back (${err.message}).`,
    }),
  );
}

/**
 * GET /api/health/ready: the database must answer (else `down`, 503); Redis trouble, a stuck mail
 * outbox, a nearly full disk, a bucket that does not answer or a stuck job make it `degraded`
 * (still 200: the instance serves the rest).
 */
export async function checkReadiness(ctx: Ctx): Promise<Readiness> {
  const started = performance.now();
  const database: Readiness['checks']['database'] = await withTimeout(pingDatabase(ctx.db), 'the database').then(
    () => ({ status: 'ok' as const, latencyMs: Math.round(performance.now() - started) }),
    (err: Error) => ({ status: 'down' as const, error: err.message }),
  );
  const [mailOutbox, disk, storage] = await Promise.all([
    database.status === 'ok'
      ? withTimeout(outboxBacklog(ctx.db), 'the mail outbox').then(
          (b) => ({ status: b.overdueSeconds > MAIL_OVERDUE_SECONDS ? ('degraded' as const) : ('ok' as const), ...b }),
          () => undefined,
        )
      : undefined,
    freeBytes(ctx.env.dataDir).then(
      (free) => ({ status: free < LOW_DISK_BYTES ? ('degraded' as const) : ('ok' as const), freeBytes: free }),
      () => ({ status: 'degraded' as const, freeBytes: 0 }),
    ),
    storageCheck(ctx),
  ]);
  const redis: Readiness['checks']['redis'] = ctx.redisBreaker
    ? ctx.redisBreaker.healthy
      ? { status: 'ok' }
      : { status: 'degraded', error: 'Redis does not answer: rate limits count per instance until it is back.' }
    : undefined;
  const jobs = jobRecords();
  const maxLagSeconds = Math.round(Math.max(0, ...jobs.map((j) => jobLagMs(j))) / 1000);
  const jobCheck = {
    status: maxLagSeconds > JOB_LAG_SECONDS ? ('degraded' as const) : ('ok' as const),
    running: jobs.length,
    maxLagSeconds,
  };
  const checks = { database, redis, mailOutbox, disk, storage, jobs: jobCheck };
  return {
    status: worst([
      database.status,
      redis?.status ?? 'ok',
      mailOutbox?.status ?? 'ok',
      disk.status,
      storage?.status ?? 'ok',
      jobCheck.status,
    ]),
    database: ctx.dbKind,
    uptimeSeconds: Math.round(process.uptime()),
    checks,
  };
}
