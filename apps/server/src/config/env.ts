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
});

export type Env = z.infer<typeof EnvSchema> & { publicUrl: string; dataDir: string };

/** The public value earlier versions used by default; production still refuses it. */
export const DEV_SECRET_KEY = 'development-only-secret-key-change-me';

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.parse(source);
  return {
    ...parsed,
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(parsed.DATA_DIR),
  };
}
