import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import type { Consent } from './consent';

/**
 * A signed-in member's cookie choice is also recorded on the server, with the cookie policy
 * version in force (issue 15 "consent records"); visitors' choices stay in their cookies only.
 * The cookies already apply the choice in this browser, so a failed call is not shown as a
 * failure of the choice; the next decision is recorded again.
 */
export function recordCookieChoice(consent: Consent): void {
  if (!authStore.get()?.access_token) return;
  void api
    .post('/user/cookie-consent', {
      personalisation: consent.personalisation,
      advertising: consent.advertising,
      analysis: consent.analysis,
    })
    .catch(() => undefined);
}
