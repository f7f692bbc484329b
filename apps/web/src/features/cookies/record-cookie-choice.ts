import type { CookieChoiceBody } from '@aatd/contract';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { getChoiceMade, hasConsentDecision, getConsent, type Consent } from './consent';

const post = (body: CookieChoiceBody) => api.post('/user/cookie-consent', body).catch(() => undefined);

const bodyOf = (consent: Consent): CookieChoiceBody => {
  const { madeAt, policyVersion } = getChoiceMade();
  return {
    personalisation: consent.personalisation,
    advertising: consent.advertising,
    analysis: consent.analysis,
    ...(madeAt ? { madeAt } : {}),
    ...(policyVersion ? { policyVersion } : {}),
  };
};

/**
 * A signed-in member's cookie choice is also recorded on the server, with the cookie policy
 * version in force; visitors' choices stay in their cookies only.
 * The cookies already apply the choice in this browser, so a failed call is not shown as a
 * failure of the choice; the next decision is recorded again.
 */
export function recordCookieChoice(consent: Consent): void {
  if (!authStore.get()?.access_token) return;
  void post(bodyOf(consent));
}

const SENT_KEY = 'cookieChoiceSentFor';

/**
 * When a member is signed in and this browser holds a choice made before (on the public pages'
 * banner), it is recorded for them with the time it was made, marked as made before sign-in. The
 * server records a choice once per member; this browser asks once per session.
 */
export function recordChoiceMadeBeforeSignIn(): void {
  const token = authStore.get()?.access_token;
  if (!token || !hasConsentDecision()) return;
  const body = bodyOf(getConsent());
  if (!body.madeAt) return;
  const marker = `${body.madeAt}|${token.slice(-24)}`;
  const storage = (() => {
    try {
      return sessionStorage;
    } catch {
      return null; // Without session storage the server still records the choice only once.
    }
  })();
  if (storage?.getItem(SENT_KEY) === marker) return;
  // Marked only once recorded: a failed call is tried again on the next page of this session.
  void api
    .post('/user/cookie-consent', { ...body, beforeSignIn: true })
    .then(() => storage?.setItem(SENT_KEY, marker))
    .catch(() => undefined);
}
