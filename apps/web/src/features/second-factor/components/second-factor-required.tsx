import { Button } from '@/components/ui/button';
import { ErrorState, Spinner } from '@/components/ui/feedback';
import { signOut } from '@/lib/sign-out';
import { useSecondFactorStatus } from '../api/second-factor';
import { TotpSetup } from './totp-setup';
import styles from './second-factor.module.css';

/**
 * What staff whose session lacks the second factor see instead of the console: the
 * set-up right here when they have none (confirming it opens the console), or the way to sign in
 * again with a code when this session was signed in with the password alone.
 */
export function SecondFactorRequired() {
  const status = useSecondFactorStatus();
  return (
    <section className={styles.page} aria-labelledby="second-factor-required-title">
      <h1 id="second-factor-required-title">Two-step verification is required</h1>
      <p>
        Staff accounts can change what members read and see other members&apos; details, so the console opens only to a
        session signed in with a password and a code from an authenticator app, or with a passkey.
      </p>
      {status.isPending ? (
        <Spinner label="Loading your two-step verification" />
      ) : status.isError ? (
        <ErrorState onRetry={() => void status.refetch()} />
      ) : status.data.enrolled ? (
        <>
          <p>
            Your account has two-step verification, but this session was signed in without it. Sign out and sign in
            again with the code from your app (or with a passkey, if you have added one in My Account).
          </p>
          <Button type="button" onClick={() => void signOut()}>
            Sign out and sign in again
          </Button>
        </>
      ) : (
        <>
          <h2>Set it up now</h2>
          <p>It takes a minute: you need an authenticator app on your phone.</p>
          <TotpSetup />
        </>
      )}
    </section>
  );
}
