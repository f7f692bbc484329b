import { useSyncExternalStore } from 'react';
import { consentStore } from '../consent';

/** True once the visitor accepted, rejected or confirmed settings: the banner then hides. */
export const useHasConsentDecision = (): boolean =>
  // Without a DOM (no cookies to read) report "decided" so no banner flashes before hydration.
  useSyncExternalStore(consentStore.subscribe, consentStore.hasConsentDecision, () => true);

/**
 * Gate for analytics: render or start usage measurement only while this is true
 * (Analysis consent, spec part 1 §4). Switches back to false as soon as consent is withdrawn.
 */
export const useAnalysisConsent = (): boolean =>
  useSyncExternalStore(consentStore.subscribe, consentStore.hasAnalysisConsent, () => false);
