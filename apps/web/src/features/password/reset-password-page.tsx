import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { RESET_PASSWORD_ERROR_MESSAGES, ResetPasswordSchema, messageFor, type ResetPassword } from '@aatd/contract';
import { AltchaWidget, type AltchaHandle } from '@/components/ui/altcha-widget';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { SubmitButton } from '@/components/forms/submit-button';
import { Alert } from '@/components/ui/feedback';
import { PasswordCriteria } from '@/components/ui/password-criteria';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useResetPassword } from './api/reset-password';
import styles from './password.module.css';

/** /resetpassword/:recoveryToken: set a new password (part 2 §2.10, messages of §5 and §8). */
export default function ResetPasswordPage() {
  const { recoveryToken = '' } = useParams();
  const navigate = useNavigate();
  const altcha = useRef<AltchaHandle>(null);
  const reset = useResetPassword();
  const [error, setError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState,
  } = useForm<ResetPassword>({
    resolver: zodResolver(ResetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { recoveryToken, newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setError(undefined);
    try {
      await reset.mutateAsync({ body: { recoveryToken, newPassword }, altcha: await altcha.current!.solve() });
      void navigate(paths.resetPasswordSuccess.getHref());
    } catch (err) {
      const api = err instanceof ApiError ? err : undefined;
      if (api?.body.fields?.newPassword) setFieldError('newPassword', { message: api.body.fields.newPassword });
      // Any other failure shows the server's own text (part 2 §8).
      setError(
        messageFor(
          RESET_PASSWORD_ERROR_MESSAGES,
          api?.code,
          api?.message ?? 'Error in resetting password. Try again later',
        ),
      );
    } finally {
      altcha.current?.renew();
    }
  });

  return (
    <div className={styles.page}>
      <h1>Reset Password</h1>
      <form onSubmit={onSubmit} noValidate>
        <PasswordCriteria />
        <NewPasswordFields
          register={register}
          errors={formState.errors}
          password={{ name: 'newPassword', label: 'Create New Password' }}
          confirm={{ name: 'confirmPassword', label: 'Confirm Password' }}
        />
        <Alert kind="error">{error}</Alert>
        <AltchaWidget ref={altcha} invisible />
        <div className={styles.actions}>
          <SubmitButton valid={formState.isValid} pending={formState.isSubmitting}>
            Confirm
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
