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
  allowedCountries: z.array(z.string()),
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
