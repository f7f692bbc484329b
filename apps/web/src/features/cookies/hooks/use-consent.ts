import { useSyncExternalStore } from 'react';
import { consentStore } from '../consent';

/**
 * Whether the server's HTML shows the banner. The public pages are pre-rendered in both forms and
 * the server sends the one the visitor's cookies call for, so a first visit paints the
 * banner without waiting for JavaScript; prerender.tsx sets this before rendering, main.tsx from
 * the HTML before hydrating. Elsewhere it stays false: report "decided" and show no banner.
 */
let bannerInServerHtml = false;
export const setBannerInServerHtml = (shown: boolean) => {
  bannerInServerHtml = shown;
};

/** True once the visitor accepted, rejected or confirmed settings: the banner then hides. */
export const useHasConsentDecision = (): boolean =>
  useSyncExternalStore(consentStore.subscribe, consentStore.hasConsentDecision, () => !bannerInServerHtml);

/**
 * Gate for analytics: render or start usage measurement only while this is true
 * (Analysis consent, spec part 1 §4). Switches back to false as soon as consent is withdrawn.
 */
export const useAnalysisConsent = (): boolean =>
  useSyncExternalStore(consentStore.subscribe, consentStore.hasAnalysisConsent, () => false);
