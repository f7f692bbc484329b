import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { ButtonLink } from '@/components/ui/button';
import { Alert, Spinner } from '@/components/ui/feedback';
import { exchangeToken } from './api/exchange-token';
import { takePendingSignIn } from './sign-in-request';
import styles from './auth.module.css';

const TOKENS_ERROR = 'Error in getting the tokens #1';
const NO_CODE_ERROR = 'Error in getting the tokens #2';

/**
 * /callback (spec part 1 §2, §8): reads code and state from the fragment, exchanges the code with
 * its PKCE verifier, stores the tokens and goes where the member was headed (else the community).
 */
export default function CallbackPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const started = useRef(false);

  useEffect(() => {
    // The code is single use: never exchange it twice (StrictMode runs effects twice in dev).
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(window.location.hash.slice(1));
    // Keep the code out of the address bar and history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const pending = takePendingSignIn();
    const code = params.get('code');
    if (params.has('error')) return setError(params.get('error_description') || TOKENS_ERROR);
    if (!code) return setError(NO_CODE_ERROR);
    // A state we did not send means this response was not started from this tab.
    if (!pending || pending.state !== params.get('state')) return setError(TOKENS_ERROR);
    exchangeToken({ code, code_verifier: pending.verifier })
      .then(({ access_token, id_token }) => {
        authStore.set({ access_token, id_token, sessionToken: pending.sessionToken });
        void navigate(pending.returnTo, { replace: true });
      })
      .catch((err: unknown) => setError(err instanceof ApiError && err.message ? err.message : TOKENS_ERROR));
  }, [navigate]);

  return (
    <section className={styles.page}>
      {error ? (
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
