import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ResendVerificationSchema, type ResendVerification } from '@aatd/contract';
import { AltchaWidget, type AltchaHandle } from '@/components/ui/altcha-widget';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { TextField } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { useResendVerification } from '../api/resend-verification';
import styles from '../verification.module.css';

/**
 * Asks for a new e-mail link when the first expired or never arrived. The server answers the same
 * for every address; a refusal (too many requests, no connection) is shown and the address stays.
 */
export function ResendVerificationForm({ email = '' }: { email?: string }) {
  const altcha = useRef<AltchaHandle>(null);
  const resend = useResendVerification();
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'success'; text: string }>();
  const { register, handleSubmit, formState } = useForm<ResendVerification>({
    resolver: zodResolver(ResendVerificationSchema),
    mode: 'onChange',
    defaultValues: { email },
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(undefined);
    try {
      const { message } = await resend.mutateAsync({ ...values, altcha: await altcha.current!.solve() });
      setOutcome({ kind: 'success', text: message });
    } catch (err) {
      setOutcome({
        kind: 'error',
        text: err instanceof ApiError ? err.message : 'Something went wrong. Please try again.',
      });
    } finally {
      altcha.current?.renew();
    }
  });

  return (
    <form className={styles.resend} onSubmit={onSubmit} noValidate aria-labelledby="resend-title">
      <h2 id="resend-title">Need a new link?</h2>
      <p>
        If your link has expired or the email did not arrive, enter the address you registered with and we will send a
        new one.
      </p>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        aria-required
        error={formState.errors.email?.message}
        {...register('email')}
      />
      {outcome && <Alert kind={outcome.kind}>{outcome.text}</Alert>}
      <AltchaWidget ref={altcha} invisible />
      <Button type="submit" disabled={!formState.isValid || formState.isSubmitting} aria-busy={formState.isSubmitting}>
        Send a new link
      </Button>
    </form>
  );
}
