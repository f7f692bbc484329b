import type { SiteConfig } from '@aatd/contract';
import { profileRegionsOf, registrationCountriesOf, type Deployment } from '../../config/deployment.js';

/** Only the wording the browser needs; brand lists and DocCheck secrets stay on the server. */
export const presentSiteConfig = (d: Deployment): SiteConfig => ({
  siteName: d.siteName,
  tagline: d.tagline,
  providerName: d.providerName,
  sponsorWording: d.sponsorWording,
  supportEmail: d.supportEmail,
  pharmacovigilance: d.pharmacovigilance,
  // Every country the site serves (the terms name them): registration's and the profile's.
  allowedCountries: [...new Set([...registrationCountriesOf(d), ...profileRegionsOf(d)])],
  registrationCountries: registrationCountriesOf(d),
  profileRegions: profileRegionsOf(d),
  docCheckEnabled: Boolean(d.docCheck),
  npiEnabled: d.npiInstantVerification,
  sampleContent: d.sampleContent,
  legal: d.legal,
  erasure: { coolingOffDays: d.gdpr.coolingOffDays, comments: d.gdpr.erasedComments },
});
