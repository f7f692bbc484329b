import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { syncMediaSession } from '@/lib/media-session';
import { ButtonLink } from '@/components/ui/button-link';
import { Alert, Spinner } from '@/components/ui/feedback';
import { exchangeToken } from './api/exchange-token';
import { CALLBACK_ERRORS, readCallbackFragment } from './callback-fragment';
import { takePendingSignIn } from './sign-in-request';
import styles from './identity.module.css';

/**
 * /callback (spec part 1 §2, §8): reads code and state from the fragment, exchanges the code with
 * its PKCE verifier, stores the tokens and goes where the member was headed (else the community).
 */
export default function CallbackPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  // This sign-in cancelled a requested erasure: say so before going on.
  const [cancelledErasure, setCancelledErasure] = useState<string>();
  const started = useRef(false);

  useEffect(() => {
    // The code is single use: never exchange it twice (StrictMode runs effects twice in dev).
    if (started.current) return;
    started.current = true;
    const fragment = readCallbackFragment(window.location.hash);
    // Keep the code out of the address bar and history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const pending = takePendingSignIn();
    if ('error' in fragment) return setError(fragment.error);
    // A state we did not send means this response was not started from this tab.
    if (!pending || pending.state !== fragment.state) return setError(CALLBACK_ERRORS.tokens);
    exchangeToken({ code: fragment.code, code_verifier: pending.verifier })
      .then(({ access_token, id_token, erasureCancelled }) => {
        const session = { access_token, id_token, sessionToken: pending.sessionToken };
        // The media cookie first, so the first page's images and videos already load.
        return syncMediaSession(session).then(() => {
          authStore.set(session);
          if (erasureCancelled) setCancelledErasure(pending.returnTo);
          else void navigate(pending.returnTo, { replace: true });
        });
      })
      .catch((err: unknown) => setError(err instanceof ApiError && err.message ? err.message : CALLBACK_ERRORS.tokens));
  }, [navigate]);

  return (
    <section className={styles.page}>
      {cancelledErasure ? (
        <>
          <h1>Welcome back</h1>
          <Alert kind="success">
            You had asked us to erase your account. Because you signed in, the erasure is cancelled and your account
            stays as it is.
          </Alert>
          <ButtonLink to={cancelledErasure} replace>
            Continue
          </ButtonLink>
        </>
      ) : error ? (
        <>
          <h1>Login</h1>
          <Alert kind="error">{error}</Alert>
          <ButtonLink to={paths.login.getHref()}>Back to login</ButtonLink>
        </>
      ) : (
        <>
          <h1>Please wait while you get logged in</h1>
          <Spinner label="Signing you in" />
        </>
      )}
    </section>
  );
}
