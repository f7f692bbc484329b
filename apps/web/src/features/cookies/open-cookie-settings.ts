/**
 * Public entry of the cookie-consent feature for the app shell: render <CookieConsentRoot /> once
 * in the site layout, and call openCookieSettings() from the footer's 'Cookie Settings' link to
 * reopen the settings dialog after a choice was made.
 */
export { requestCookieSettings as openCookieSettings } from './cookie-settings-events';
export { CookieConsentRoot } from './components/cookie-consent-root';
export { setBannerInServerHtml, useAnalysisConsent, useHasConsentDecision } from './hooks/use-consent';
export { CONSENT_COOKIES } from './consent';
