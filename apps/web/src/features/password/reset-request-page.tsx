import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  IDENTITY_ERROR_CODES,
  RESET_REQUEST_ERROR_FALLBACK,
  RESET_REQUEST_ERROR_MESSAGES,
  ResetRequestSchema,
  messageFor,
  type ResetRequest,
} from '@aatd/contract';
import { AltchaWidget, type AltchaHandle } from '@/components/ui/altcha-widget';
import { SubmitButton } from '@/components/forms/submit-button';
import { Alert } from '@/components/ui/feedback';
import { TextField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSiteConfig } from '@/lib/site-config';
import { useRequestPasswordReset } from './api/request-password-reset';
import styles from './password.module.css';

/** /resetpasswordrequest (part 2 §2.10); failures by the spec's codes (part 2 §8). */
export default function ResetRequestPage() {
  const navigate = useNavigate();
  const { providerName } = useSiteConfig();
  const altcha = useRef<AltchaHandle>(null);
  const request = useRequestPasswordReset();
  const [error, setError] = useState<string>();
  const { register, handleSubmit, formState } = useForm<ResetRequest>({
    resolver: zodResolver(ResetRequestSchema),
    mode: 'onChange',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setError(undefined);
    try {
      await request.mutateAsync({ email, altcha: await altcha.current!.solve() });
      void navigate(paths.resetPasswordRequestSuccess.getHref());
    } catch (err) {
      const code = err instanceof ApiError ? err.code : undefined;
      if (code === IDENTITY_ERROR_CODES.userNotVerifiedByProvider) setError(`User is not verified by ${providerName}`);
      else if (err instanceof ApiError && err.status === 429) setError(err.message);
      else setError(messageFor(RESET_REQUEST_ERROR_MESSAGES, code, RESET_REQUEST_ERROR_FALLBACK));
    } finally {
      altcha.current?.renew();
    }
  });

  return (
    <div className={styles.page}>
      <h1>Reset Password</h1>
      <p>Enter your email to recover your password. You will receive an email with instructions.</p>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          aria-required
          {...register('email')}
        />
        <Alert kind="error">{error}</Alert>
        <AltchaWidget ref={altcha} invisible />
        <div className={styles.actions}>
          <SubmitButton valid={formState.isValid} pending={formState.isSubmitting}>
            Confirm
          </SubmitButton>
          <Link to={paths.login.getHref()}>Back to Sign in</Link>
        </div>
      </form>
    </div>
  );
}
