import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { ReadyFieldset } from '@/components/ui/ready-fieldset';
import { ApiError } from '@/lib/api-client';
import { PasskeyCeremonyError } from '@/lib/passkey-ceremony';
import { useT } from '@/lib/i18n';
import { loginErrorMessage } from '../login-error';
import { redirectToProvider } from '../sign-in-request';
import styles from '../identity.module.css';

/** The device's refusal, the server's passkey sentence, or the login page's usual text. */
const passkeyErrorMessage = (err: unknown) =>
  err instanceof PasskeyCeremonyError || (err instanceof ApiError && err.code.startsWith('passkey'))
    ? err.message
    : loginErrorMessage(err);

/**
 * "Sign in with a passkey" under the login form: no e-mail, no password, no code; the device
 * verifies the person. The ceremony's code (and the WebAuthn library) loads on the click, so the
 * login page's first chunk stays as small as before.
 */
export function PasskeySignIn({ returnTo, onAttempt }: { returnTo: string; onAttempt?: () => void }) {
  const t = useT();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setError(undefined);
    onAttempt?.();
    setBusy(true);
    try {
      const { signInWithPasskey } = await import('../api/passkey-sign-in');
      const { sessionToken } = await signInWithPasskey();
      await redirectToProvider(sessionToken, returnTo);
    } catch (err) {
      setBusy(false);
      setError(passkeyErrorMessage(err));
    }
  };
  return (
    <div className={styles.passkey}>
      <p className={styles.or}>{t('login.or')}</p>
      {/* Pre-rendered like the form: a click before the app runs would be lost. */}
      <ReadyFieldset>
        <Button type="button" variant="secondary" onClick={() => void start()} disabled={busy} aria-busy={busy}>
          {t('login.passkey')}
        </Button>
      </ReadyFieldset>
      {error && <Alert kind="error">{error}</Alert>}
    </div>
  );
}
