import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DisableTotpSchema, type DisableTotp } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-actions';
import { ErrorState, Spinner } from '@/components/ui/feedback';
import { CurrentPasswordField, TextField } from '@/components/ui/field';
import { formatDateTime } from '@/lib/format-date';
import { useDisableSecondFactor, useSecondFactorStatus } from '../api/second-factor';
import { TotpSetup } from './totp-setup';
import layout from '@/components/ui/account-section.module.css';
import styles from './second-factor.module.css';

/** Turning it off needs the password and a current code (or a recovery code). */
function TurnOffForm({ onCancel }: { onCancel: () => void }) {
  const disable = useDisableSecondFactor();
  const { register, handleSubmit, formState } = useForm<DisableTotp>({
    resolver: zodResolver(DisableTotpSchema),
    defaultValues: { password: '', code: '' },
  });
  const onSubmit = handleSubmit(async (values) => void (await disable.mutateAsync(values).catch(() => undefined)));
  return (
    <form className={layout.form} noValidate onSubmit={onSubmit} aria-label="Turn off two-step verification">
      <CurrentPasswordField error={formState.errors.password?.message} {...register('password')} />
      <TextField
        label="Code from your authenticator app (or a recovery code)"
        autoComplete="one-time-code"
        aria-required
        error={formState.errors.code?.message}
        {...register('code')}
      />
      <FormActions
        error={disable.isError ? disable.error.message : undefined}
        submitLabel="Turn off"
        submitting={formState.isSubmitting}
        cancelLabel="Keep it on"
        onCancel={onCancel}
      />
    </form>
  );
}

/** "Two-step verification" in My Account: turn the authenticator-app code on or off. */
export function SecondFactorSection() {
  const status = useSecondFactorStatus();
  const [turningOff, setTurningOff] = useState(false);
  const s = status.data;
  return (
    <section className={layout.section} aria-labelledby="second-factor-title">
      <h2 id="second-factor-title">Two-step verification</h2>
      <p>
        Besides your password, ask for a code from an authenticator app on your phone when you sign in, so a stolen
        password alone does not open your account.
      </p>
      {status.isPending ? (
        <Spinner label="Loading your two-step verification" />
      ) : status.isError ? (
        <ErrorState message="Your two-step verification could not be loaded." onRetry={() => void status.refetch()} />
      ) : s!.enrolled ? (
        <>
          <p>
            <strong>On</strong> since {formatDateTime(s!.enrolledAt!)}. {s!.recoveryCodesLeft} of 10 recovery codes
            left.
          </p>
          {s!.required && (
            <p className={styles.hint}>Your staff role needs it for the console: turning it off closes the console.</p>
          )}
          {turningOff ? (
            <TurnOffForm onCancel={() => setTurningOff(false)} />
          ) : (
            <div className={layout.actions}>
              <Button type="button" variant="secondary" onClick={() => setTurningOff(true)}>
                Turn off two-step verification
              </Button>
            </div>
          )}
        </>
      ) : (
        <>
          <p>
            <strong>Off.</strong>
            {s!.required && ' Your staff role needs it before you can use the console.'}
          </p>
          <TotpSetup />
        </>
      )}
    </section>
  );
}
