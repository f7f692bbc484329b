import { z } from 'zod';
import { LegalVersionsSchema } from './consent.js';

/** Deployment wording the browser needs; every brand string is configurable. */
export const SiteConfigSchema = z.object({
  siteName: z.string(),
  tagline: z.string(),
  providerName: z.string(),
  sponsorWording: z.string(),
  supportEmail: z.string(),
  pharmacovigilance: z.object({ us: z.string(), de: z.string() }),
  /** Every country the site serves: the registration countries and the profile regions. */
  allowedCountries: z.array(z.string()),
  /** Offered at registration (the spec: DE, US) and in Edit Profile (the spec's 8 regions). */
  registrationCountries: z.array(z.string()),
  profileRegions: z.array(z.string()),
  docCheckEnabled: z.boolean(),
  npiEnabled: z.boolean(),
  sampleContent: z.boolean(),
  /** Each legal document's version and effective date (the legal pages show the dates). */
  legal: LegalVersionsSchema,
  /** What an erasure does, told to the member (and the admin) before they confirm it. */
  erasure: z.object({ coolingOffDays: z.number().int(), comments: z.enum(['anonymise', 'remove']) }),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});

/** GET /api/health/live: the process answers (no dependency is asked; a liveness probe). */
export const LivenessSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });

/**
 * One dependency as readiness sees it: `ok`; `degraded` (the instance still serves, an operator
 * should look); `down` (the instance cannot serve: readiness answers 503).
 */
const CheckStatusSchema = z.enum(['ok', 'degraded', 'down']);

/** GET /api/health/ready: whether this instance should get traffic, and why not. */
export const ReadinessSchema = z.object({
  status: CheckStatusSchema,
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
  checks: z.object({
    database: z.object({ status: CheckStatusSchema, latencyMs: z.number().optional(), error: z.string().optional() }),
    /** Only when REDIS_URL is set; degraded means rate limits count per instance for now. */
    redis: z.object({ status: CheckStatusSchema, error: z.string().optional() }).optional(),
    mailOutbox: z
      .object({
        status: CheckStatusSchema,
        pending: z.number(),
        failing: z.number(),
        oldestPendingSeconds: z.number(),
        overdueSeconds: z.number(),
      })
      .optional(),
    disk: z.object({ status: CheckStatusSchema, freeBytes: z.number() }),
    /** Only with STORAGE=s3; degraded means uploads, media and exports fail until the bucket answers. */
    storage: z
      .object({ status: CheckStatusSchema, latencyMs: z.number().optional(), error: z.string().optional() })
      .optional(),
    /** The background jobs this process runs (none when a separate worker runs them). */
    jobs: z.object({ status: CheckStatusSchema, running: z.number(), maxLagSeconds: z.number() }),
  }),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
