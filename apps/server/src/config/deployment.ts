import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Deployment settings: every brand string and mailbox is configurable (docs/configuration.md).
 * Read from CONFIG_FILE (default ./config/deployment.json) when present, over these defaults.
 */
export const DEFAULT_COUNTRIES = ['US', 'DE', 'BH', 'EG', 'KW', 'LB', 'OM', 'QA', 'SA', 'AE'];

export const DeploymentSchema = z.object({
  siteName: z.string().min(1).default('AATD HCP Community'),
  tagline: z.string().default('Alpha-1 antitrypsin deficiency: education for healthcare professionals'),
  providerName: z.string().min(1).default('the provider'),
  sponsorWording: z
    .string()
    .default('This non-promotional medical-education community is organised and funded by the provider.'),
  supportEmail: z.string().email().default('support@example.org'),
  /** Where possible adverse events go, by the author's country; `other` for every other country (default: de). */
  pharmacovigilance: z
    .object({ us: z.string().email(), de: z.string().email(), other: z.string().email().optional() })
    .default({ us: 'pv-us@example.org', de: 'pv-de@example.org' }),
  allowedCountries: z.array(z.string().length(2)).min(1).default(DEFAULT_COUNTRIES),
  brandNames: z.array(z.string().min(2)).default([]),
  docCheck: z
    .object({
      clientId: z.string(),
      clientSecret: z.string(),
      authorizeUrl: z.string().url(),
      tokenUrl: z.string().url(),
      userInfoUrl: z.string().url(),
    })
    .optional(),
  npiInstantVerification: z.boolean().default(false),
  sampleContent: z.boolean().default(true),
  /** GDPR self-service (issue 15): erasure waits coolingOffDays; an export link lives exportLinkHours. */
  gdpr: z
    .object({
      coolingOffDays: z.number().int().min(0).default(14),
      /** An erased member's comments: kept as "Former member", or removed. */
      erasedComments: z.enum(['anonymise', 'remove']).default('anonymise'),
      exportLinkHours: z.number().int().min(1).default(48),
    })
    .default({ coolingOffDays: 14, erasedComments: 'anonymise', exportLinkHours: 48 }),
  /** How long personal data that has served its purpose is kept (README, Operations: retention). */
  retention: z
    .object({
      /** Used or expired e-mail verification and reset links. */
      spentLinkDays: z.number().int().min(1).default(30),
      /** Delivered mails; a safety case's mail stays with the case. */
      deliveredMailDays: z.number().int().min(1).default(30),
    })
    .default({ spentLinkDays: 30, deliveredMailDays: 30 }),
});
export type Deployment = z.infer<typeof DeploymentSchema>;

export function loadDeployment(file = process.env.CONFIG_FILE ?? './config/deployment.json'): Deployment {
  const resolved = path.resolve(file);
  const raw = fs.existsSync(resolved) ? (JSON.parse(fs.readFileSync(resolved, 'utf8')) as unknown) : {};
  const result = DeploymentSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(`Invalid deployment config ${resolved}: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}
