import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Deployment settings: every brand string and mailbox is configurable (docs/configuration.md).
 * Read from CONFIG_FILE (default ./config/deployment.json) when present, over these defaults.
 */
/** The spec's lists: registration offers DE and US (part 1 §9), the profile the 8 regions of part 2 §3. */
export const SPEC_REGISTRATION_COUNTRIES = ['DE', 'US'];
export const SPEC_PROFILE_REGIONS = ['BH', 'EG', 'KW', 'LB', 'OM', 'QA', 'SA', 'AE'];

const legalVersion = z.object({
  version: z.string().min(1).max(100),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'),
});

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
  /** The deployment's override: one list for both registration and the profile (older configs). */
  allowedCountries: z.array(z.string().length(2)).min(1).optional(),
  /** Each list on its own; unset, allowedCountries, else the spec's (SPEC_…). */
  registrationCountries: z.array(z.string().length(2)).min(1).optional(),
  profileRegions: z.array(z.string().length(2)).min(1).optional(),
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
  /**
   * The version and effective date of each legal document (the spec dates the legal pages
   * 2022-09-23 and the terms shown at registration 2022-03-29). Publishing a new terms or privacy
   * version here makes every member accept it at their next sign-in before content is served.
   */
  legal: z.object({ terms: legalVersion, privacy: legalVersion, cookies: legalVersion }).default({
    terms: { version: '2022-03-29', date: '2022-03-29' },
    privacy: { version: '2022-09-23', date: '2022-09-23' },
    cookies: { version: '2022-09-23', date: '2022-09-23' },
  }),
  /** HCP verification is valid validityMonths from the decision; reminders go reminderDays before the end. */
  hcpVerification: z
    .object({
      validityMonths: z.number().int().min(1).default(24),
      reminderDays: z.array(z.number().int().min(1)).default([30, 7]),
    })
    .default({ validityMonths: 24, reminderDays: [30, 7] }),
  /** GDPR self-service: erasure waits coolingOffDays; an export link lives exportLinkHours. */
  gdpr: z
    .object({
      coolingOffDays: z.number().int().min(0).default(14),
      /** An erased member's comments: kept as "Former member", or removed. */
      erasedComments: z.enum(['anonymise', 'remove']).default('anonymise'),
      exportLinkHours: z.number().int().min(1).default(48),
    })
    .default({ coolingOffDays: 14, erasedComments: 'anonymise', exportLinkHours: 48 }),
  /** How long personal data that has served its purpose is kept (docs/privacy.md). */
  retention: z
    .object({
      /** Used or expired e-mail verification and reset links. */
      spentLinkDays: z.number().int().min(1).default(30),
      /** Delivered mails; a safety case's mail stays with the case. */
      deliveredMailDays: z.number().int().min(1).default(30),
      /**
       * Consent records keep the network address and browser this many days, then only the choice
       * stays (proof of consent needs what and when). Unset: until the member is erased.
       */
      consentNetworkDays: z.number().int().min(1).optional(),
    })
    .default({ spentLinkDays: 30, deliveredMailDays: 30 }),
  /** The console's media library: the largest upload of each kind, in megabytes (MB = 1024 × 1024 bytes). */
  mediaLibrary: z
    .object({
      imageMaxMb: z.number().positive().max(100).default(20),
      pdfMaxMb: z.number().positive().max(500).default(50),
      videoMaxMb: z.number().positive().max(4096).default(500),
    })
    .default({ imageMaxMb: 20, pdfMaxMb: 50, videoMaxMb: 500 }),
  /** Importing a Ghost export: the most posts (and pages) one import takes. */
  ghostImport: z
    .object({ maxPosts: z.number().int().min(1).max(1_000_000).default(20_000) })
    .default({ maxPosts: 20_000 }),
});
export type Deployment = z.infer<typeof DeploymentSchema>;

/** The countries registration offers and accepts. */
export const registrationCountriesOf = (d: Pick<Deployment, 'allowedCountries' | 'registrationCountries'>) =>
  d.registrationCountries ?? d.allowedCountries ?? SPEC_REGISTRATION_COUNTRIES;

/** The regions Edit Profile offers (a member's own region stays offered too, web personal-fields). */
export const profileRegionsOf = (d: Pick<Deployment, 'allowedCountries' | 'profileRegions'>) =>
  d.profileRegions ?? d.allowedCountries ?? SPEC_PROFILE_REGIONS;

export function loadDeployment(file = process.env.CONFIG_FILE ?? './config/deployment.json'): Deployment {
  const resolved = path.resolve(file);
  const raw = fs.existsSync(resolved) ? (JSON.parse(fs.readFileSync(resolved, 'utf8')) as unknown) : {};
  const result = DeploymentSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(`Invalid deployment config ${resolved}: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}
