import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useHasConsentDecision } from '../hooks/use-consent';
import { onCookieSettingsRequested } from '../cookie-settings-events';
import { CookieBanner } from './cookie-banner';
import { onConsentDecision } from '../consent';
import { authStore } from '@/lib/auth-store';

// The dialog (and Radix) loads only when someone opens it, keeping the landing bundle small.
const CookieSettingsDialog = lazy(() => import('./cookie-settings-dialog'));

/**
 * A signed-in member's choice is also recorded on the server (record-cookie-choice.ts); that code
 * and the API client load only for them, not with every visitor's first page.
 */
const whenSignedIn = (record: (m: typeof import('../record-cookie-choice')) => void) => {
  if (authStore.get()) void import('../record-cookie-choice').then(record);
};

/**
 * Render once near the app root: shows the banner until a decision exists and hosts the settings
 * dialog, which the banner and the footer's 'Cookie Settings' link (openCookieSettings()) open.
 */
export function CookieConsentRoot() {
  const decided = useHasConsentDecision();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);

  const show = useCallback(() => {
    setOpener(document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setRequested(true);
    setOpen(true);
  }, []);

  useEffect(() => onCookieSettingsRequested(show), [show]);
  useEffect(() => onConsentDecision((consent) => whenSignedIn((m) => m.recordCookieChoice(consent))), []);
  // A choice made on the public pages before signing in joins the member's consent record.
  useEffect(() => {
    const recordEarlierChoice = () => whenSignedIn((m) => m.recordChoiceMadeBeforeSignIn());
    recordEarlierChoice();
    return authStore.subscribe(recordEarlierChoice);
  }, []);

  return (
    <>
      {!decided && <CookieBanner onOpenSettings={show} />}
      {requested && (
        <Suspense fallback={null}>
          <CookieSettingsDialog open={open} onOpenChange={setOpen} returnFocusTo={opener} />
        </Suspense>
      )}
    </>
  );
}
