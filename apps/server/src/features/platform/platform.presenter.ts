import type { HealthSchema, SiteConfig } from '@aatd/contract';
import type { z } from 'zod';
import type { Deployment } from '../../config/deployment.js';

/** Only the wording the browser needs; brand lists and DocCheck secrets stay on the server. */
export const presentSiteConfig = (d: Deployment): SiteConfig => ({
  siteName: d.siteName,
  tagline: d.tagline,
  providerName: d.providerName,
  sponsorWording: d.sponsorWording,
  supportEmail: d.supportEmail,
  pharmacovigilance: d.pharmacovigilance,
  allowedCountries: d.allowedCountries,
  docCheckEnabled: Boolean(d.docCheck),
  npiEnabled: d.npiInstantVerification,
  sampleContent: d.sampleContent,
  legal: d.legal,
});

/**
 * Health's answer as JSON, written directly: two enumerations and a whole number, nothing to escape
 * or strip. Load balancers poll it many times a second, and zod's check of each answer before
 * JSON.stringify cost more than writing it.
 */
export const healthJson = (h: z.infer<typeof HealthSchema>) =>
  `{"status":"${h.status}","database":"${h.database}","uptimeSeconds":${h.uptimeSeconds}}`;
