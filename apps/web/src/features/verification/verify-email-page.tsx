import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  VERIFY_EMAIL_ERROR_FALLBACK,
  VERIFY_EMAIL_ERROR_MESSAGES,
  VERIFY_EMAIL_STATUS,
  messageFor,
} from '@aatd/contract';
import { ButtonLink } from '@/components/ui/button-link';
import { Alert, Spinner } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSiteConfig } from '@/lib/site-config';
import { useVerifyEmail } from './api/verify-email';
import styles from './verification.module.css';

/**
 * /verifyEmail/:recoveryToken (part 2 §2.11). Verifies once, then goes to the page for the outcome.
 * A failure shows its text and stays here: the original redirected at once, so the text was never read.
 * No captcha, unlike the spec: the link's single-use token is the proof, and solving a challenge
 * kept the member waiting seconds here (decision 0006).
 */
export default function VerifyEmailPage() {
  const { recoveryToken = '' } = useParams();
  const navigate = useNavigate();
  const { supportEmail } = useSiteConfig();
  const started = useRef(false); // the token works once: never send it twice
  const verify = useVerifyEmail();
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const res = await verify.mutateAsync({ recoveryToken });
        void navigate(
          res.status === VERIFY_EMAIL_STATUS.hcpVerifiedInstantly
            ? paths.registerSuccess.getHref('verified')
            : paths.verificationRequested.getHref(),
          { replace: true },
        );
      } catch (err) {
        const code = err instanceof ApiError ? err.code : undefined;
        const known = messageFor(VERIFY_EMAIL_ERROR_MESSAGES, code, '');
        setError(known || (err instanceof ApiError && err.status === 429 ? err.message : VERIFY_EMAIL_ERROR_FALLBACK));
      }
    })();
  }, [recoveryToken, navigate, verify]);

  return (
    <div className={styles.page}>
      <h1>Email verification</h1>
      {error ? (
        <>
          <Alert kind="error">{error}</Alert>
          <p>
            If your link has expired, you can{' '}
            <Link to={paths.verifyEmailPrompt.getHref()}>request a new verification link</Link>. For any other help,
            please contact <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
          </p>
          <div className={styles.actions}>
            <ButtonLink to={paths.login.getHref()}>Login</ButtonLink>
            <ButtonLink variant="secondary" to={paths.home.getHref()}>
              Back to Home
            </ButtonLink>
          </div>
        </>
      ) : (
        <>
          <p>Please wait while we verify your account</p>
          <Spinner label="Verifying your account" />
        </>
      )}
    </div>
  );
}
