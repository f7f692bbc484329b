import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { CHANGE_PASSWORD_ERROR_MESSAGES, ChangePasswordSchema, type ChangePassword } from '@aatd/contract';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { SubmitButton } from '@/components/forms/submit-button';
import { Alert } from '@/components/ui/feedback';
import { TextField } from '@/components/ui/field';
import { PasswordCriteria } from '@/components/ui/password-criteria';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useChangePassword } from './api/change-password';
import styles from './password.module.css';

/** /changepassword (part 2 §2.10): current password, a new different one, repeated. */
export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const change = useChangePassword();
  const [error, setError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState,
  } = useForm<ChangePassword>({
    resolver: zodResolver(ChangePasswordSchema),
    mode: 'onTouched',
    defaultValues: { oldPassword: '', newPassword: '', repeatPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ oldPassword, newPassword }) => {
    setError(undefined);
    try {
      await change.mutateAsync({ oldPassword, newPassword });
      void navigate(paths.changePasswordSuccess.getHref());
    } catch (e) {
      if (!(e instanceof ApiError)) return setError('Error in changing the password. Please try again later.');
      if (e.status === 401) return setError(CHANGE_PASSWORD_ERROR_MESSAGES.unauthorized);
      let shownAtField = false;
      for (const [name, message] of Object.entries(e.body.fields ?? {})) {
        if (name === 'oldPassword' || name === 'newPassword') {
          setFieldError(name, { message });
          shownAtField ||= message === e.message;
        }
      }
      // The server's first error summary (part 2 §8), once: not again when its field already says it.
      if (!shownAtField) setError(e.message);
    }
  });

  return (
    <div className={styles.member}>
      <h1>Change Password</h1>
      <PasswordCriteria />
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          error={formState.errors.oldPassword?.message}
          aria-required
          {...register('oldPassword')}
        />
        <NewPasswordFields
          register={register}
          errors={formState.errors}
          password={{ name: 'newPassword', label: 'New Password' }}
          confirm={{ name: 'repeatPassword', label: 'Repeat Password' }}
        />
        <Alert kind="error">{error}</Alert>
        <div className={styles.actions}>
          <SubmitButton valid={formState.isValid} pending={formState.isSubmitting}>
            Change Password
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
