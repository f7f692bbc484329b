import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SECOND_FACTOR_ERROR_CODES, SecondFactorSignInSchema, type SecondFactorSignIn } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { TextField } from '@/components/ui/field';
import { ReadyFieldset } from '@/components/ui/ready-fieldset';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { submitSecondFactor } from '../api/second-factor';
import styles from '../identity.module.css';

/**
 * The second step of sign-in for an account with a second factor: the authenticator app's code,
 * or one of the recovery codes. A right code returns the browser to the provider, which finishes
 * the sign-in; what was typed stays after an error.
 */
export function SecondFactorForm({ interaction }: { interaction: string }) {
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<{ text: string; expired?: boolean }>();
  const [leaving, setLeaving] = useState(false);
  const { register, handleSubmit, formState, reset, setFocus } = useForm<SecondFactorSignIn>({
    resolver: zodResolver(SecondFactorSignInSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    setError(undefined);
    try {
      const { redirectTo } = await submitSecondFactor(interaction, code);
      setLeaving(true);
      window.location.assign(redirectTo);
    } catch (err) {
      const expired = err instanceof ApiError && err.code === SECOND_FACTOR_ERROR_CODES.secondFactorSignInExpired;
      setError({ text: err instanceof Error ? err.message : 'The code could not be checked.', expired });
      setFocus('code');
    }
  });

  const switchKind = () => {
    setRecovery((r) => !r);
    setError(undefined);
    reset({ code: '' });
  };

  const busy = formState.isSubmitting || leaving;
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-label="Second factor">
      <ReadyFieldset>
        <p>
          {recovery
            ? 'Enter one of the recovery codes you saved when you set up your authenticator app. Each code works once.'
            : 'Open your authenticator app and enter the 6-digit code it shows for this site.'}
        </p>
        <TextField
          key={recovery ? 'recovery' : 'totp'}
          label={recovery ? 'Recovery code' : 'Authentication code'}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          aria-required
          autoFocus
          error={formState.errors.code?.message}
          {...register('code')}
        />
        {error && (
          <Alert kind="error">
            {error.text}
            {error.expired && (
              <>
                {' '}
                <Link to={paths.login.getHref()}>Sign in again</Link>
              </>
            )}
          </Alert>
        )}
        <Button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
          Verify
        </Button>
        <Button type="button" variant="secondary" onClick={switchKind}>
          {recovery ? 'Use the code from my authenticator app' : 'Use a recovery code instead'}
        </Button>
      </ReadyFieldset>
    </form>
  );
}
