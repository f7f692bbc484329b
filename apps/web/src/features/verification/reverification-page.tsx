import type { LoggedUser } from '@aatd/contract';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/field';
import { Alert, ErrorState, Spinner } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { currentUserQueryOptions, useCurrentUser } from '@/lib/current-user';
import { formatDate } from '@/lib/format-date';
import { queryClient } from '@/lib/query-client';
import { useSiteConfig } from '@/lib/site-config';
import { signOut } from '@/lib/sign-out';
import { requestReverification } from './api/reverification';
import styles from './verification.module.css';

/**
 * HCP re-verification: the member's verification is valid for a period from the
 * provider's decision. Near its end (and after it, when content is closed) the member confirms
 * their professional details here, which sends a request to the provider; the provider's
 * approval restores access. Sign-in keeps working throughout.
 */
export default function ReverificationPage() {
  const user = useCurrentUser();
  if (user.isPending) return <Spinner />;
  if (user.isError) {
    return (
      <div className={styles.page}>
        <ErrorState message={user.error.message} onRetry={() => void user.refetch()} />
      </div>
    );
  }
  return <Reverification user={user.data} />;
}

function Reverification({ user }: { user: LoggedUser }) {
  const { providerName, supportEmail } = useSiteConfig();
  const from = (useLocation().state as { from?: { pathname: string } } | null)?.from;
  const { state, expiresAt, renewalPending } = user.verification;
  const [organisation, setOrganisation] = useState(user.organisation ?? '');
  const [professionalNumber, setProfessionalNumber] = useState(user.professionalNumber ?? '');
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<{ organisation?: string; confirmed?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const end = expiresAt ? <time dateTime={expiresAt}>{formatDate(expiresAt)}</time> : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = {
      organisation: organisation.trim() ? undefined : 'Please enter your organisation',
      confirmed: confirmed ? undefined : 'Please confirm that these details are correct',
    };
    setErrors(found);
    if (found.organisation || found.confirmed) return;
    setBusy(true);
    try {
      await requestReverification({ organisation: organisation.trim(), professionalNumber, confirmed: true });
      await queryClient.invalidateQueries({ queryKey: currentUserQueryOptions.queryKey });
    } catch (err) {
      setErrors({ form: err instanceof ApiError ? err.message : 'Something went wrong. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <h1>{state === 'expired' ? 'Your verification has expired' : 'Confirm your professional details'}</h1>
      {state === 'expired' && (
        <p>
          Your verification as a healthcare professional ended on {end}. You can still sign in and manage your account,
          but the community&apos;s content is closed until {providerName} has verified you again.
        </p>
      )}
      {state === 'expiring' && (
        <p>
          Your verification as a healthcare professional ends on {end}. Please confirm your details so that{' '}
          {providerName} can verify them again before then.
        </p>
      )}
      {(state === 'valid' || state === 'none') && (
        <>
          <p>
            {state === 'valid' && end ? <>Your verification is valid until {end}. </> : null}
            There is nothing to do for now.
          </p>
          <Link to={from?.pathname ?? paths.community.getHref()}>Continue to the community</Link>
        </>
      )}
      {renewalPending ? (
        <Alert kind="success">
          Thank you: your details were sent to {providerName} for verification. You will receive an e-mail when it is
          done{state === 'expired' ? ', and the content opens again' : ''}.
        </Alert>
      ) : (
        (state === 'expired' || state === 'expiring') && (
          <form onSubmit={(e) => void submit(e)} noValidate className={styles.resend}>
            <h2>Your professional details</h2>
            <TextField
              label="Organisation"
              value={organisation}
              onChange={(e) => setOrganisation(e.target.value)}
              error={errors.organisation}
              autoComplete="organization"
            />
            <TextField
              label="Professional number"
              optional
              value={professionalNumber}
              onChange={(e) => setProfessionalNumber(e.target.value)}
              hint="Your licence or registration number (for US members, the NPI)."
            />
            <CheckboxField
              label="I confirm that I am a healthcare professional and that these details are correct"
              checked={confirmed}
              onChange={(e) => setConfirmed(e.target.checked)}
              error={errors.confirmed}
            />
            {errors.form && <Alert kind="error">{errors.form}</Alert>}
            <Button type="submit" disabled={busy}>
              {busy ? 'Sending…' : 'Confirm my details'}
            </Button>
          </form>
        )
      )}
      <p>
        Questions? Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={() => void signOut()}>
          Sign out
        </Button>
      </div>
    </div>
  );
}
