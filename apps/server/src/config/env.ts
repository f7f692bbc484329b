import path from 'node:path';
import { z } from 'zod';

/** Process environment, validated once at start. Deployment wording lives in deployment.ts. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** This machine only by default; a container or LAN host sets HOST=0.0.0.0 (or an address). */
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  CONFIG_FILE: z.string().optional(),
  /** Serve the web build from another folder (tests build into their own). */
  WEB_DIST: z.string().optional(),
  /** Unset outside production: generated once into DATA_DIR (secret-key.ts). */
  SECRET_KEY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DB_POOL_MAX: z.coerce.number().int().min(1).default(10),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /** `worker`: this web process leaves the background jobs to `npm run worker` (several instances). */
  BACKGROUND_JOBS: z.enum(['in-process', 'worker']).default('in-process'),
  /** Bearer token for GET /api/metrics; unset, the metrics answer only to this machine (loopback, no proxy). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** How often the content schedule runs (publishing, review-by); the browser tests shorten it. */
  CONTENT_SCHEDULE_INTERVAL_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Where uploads and exports live: `local` (under DATA_DIR) or `s3` (an S3-compatible bucket, S3_*). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_PREFIX: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
});

/** The bucket files go to when STORAGE=s3 (core/storage/s3-storage.ts). */
export interface S3Config {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  prefix: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

export type Env = z.infer<typeof EnvSchema> & { publicUrl: string; dataDir: string; s3: S3Config | null };

/** The public value earlier versions used by default; production still refuses it. */
export const DEV_SECRET_KEY = 'development-only-secret-key-change-me';

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.parse(source);
  return {
    ...parsed,
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(parsed.DATA_DIR),
    s3: s3Config(parsed),
  };
}

/**
 * The S3 settings when STORAGE=s3, checked together so a start with half of them fails at once
 * with every problem named (and no value of a secret).
 */
function s3Config(p: z.infer<typeof EnvSchema>): S3Config | null {
  const given = (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((k) => p[k]);
  if (p.STORAGE !== 's3') {
    if (!given.length) return null;
    const what = `${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set but STORAGE is not s3`;
    throw new Error(`${what}; set STORAGE=s3 to keep files in the bucket, or remove them.`);
  }
  const problems: string[] = [];
  if (!p.S3_BUCKET) problems.push('S3_BUCKET must name the bucket');
  else if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(p.S3_BUCKET)) {
    problems.push('S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens');
  }
  if (!p.S3_REGION) problems.push('S3_REGION must be set (any value, e.g. us-east-1, for a server without regions)');
  if (!p.S3_ACCESS_KEY_ID !== !p.S3_SECRET_ACCESS_KEY) {
    problems.push(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the instance role',
    );
  }
  if (p.S3_PREFIX !== undefined && !/^[\w.-]+(\/[\w.-]+)*\/?$/.test(p.S3_PREFIX)) {
    problems.push('S3_PREFIX must be a path of letters, digits, dots, hyphens and underscores (e.g. aatd/prod)');
  }
  if (problems.length) throw new Error(`STORAGE=s3 is not configured:\n- ${problems.join('\n- ')}`);
  return {
    endpoint: p.S3_ENDPOINT,
    bucket: p.S3_BUCKET!,
    region: p.S3_REGION!,
    prefix: p.S3_PREFIX,
    accessKeyId: p.S3_ACCESS_KEY_ID,
    secretAccessKey: p.S3_SECRET_ACCESS_KEY,
    // Most servers other than AWS (MinIO, Ceph, Garage) want the bucket in the path.
    forcePathStyle: p.S3_FORCE_PATH_STYLE ? p.S3_FORCE_PATH_STYLE === 'true' : Boolean(p.S3_ENDPOINT),
  };
}
