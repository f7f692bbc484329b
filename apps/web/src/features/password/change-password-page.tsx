import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { CHANGE_PASSWORD_ERROR_MESSAGES, ChangePasswordSchema, type ChangePassword } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { TextField } from '@/components/ui/field';
import { PasswordCriteria } from '@/components/ui/password-criteria';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useChangePassword } from './api/change-password';
import styles from './password.module.css';

type Field = keyof ChangePassword;

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
  const err = (f: Field) => formState.errors[f]?.message;

  const onSubmit = handleSubmit(async ({ oldPassword, newPassword }) => {
    setError(undefined);
    try {
      await change.mutateAsync({ oldPassword, newPassword });
      void navigate(paths.changePasswordSuccess.getHref());
    } catch (e) {
      if (!(e instanceof ApiError)) return setError('Error in changing the password. Please try again later.');
      if (e.status === 401) return setError(CHANGE_PASSWORD_ERROR_MESSAGES.unauthorized);
      for (const [name, message] of Object.entries(e.body.fields ?? {})) {
        if (name === 'oldPassword' || name === 'newPassword') setFieldError(name, { message });
      }
      setError(e.message); // the server's first error summary (part 2 §8)
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
          error={err('oldPassword')}
          aria-required
          {...register('oldPassword')}
        />
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          error={err('newPassword')}
          aria-required
          {...register('newPassword')}
        />
        <TextField
          label="Repeat Password"
          type="password"
          autoComplete="new-password"
          error={err('repeatPassword')}
          aria-required
          {...register('repeatPassword')}
        />
        <Alert kind="error">{error}</Alert>
        <div className={styles.actions}>
          <Button type="submit" disabled={formState.isSubmitting}>
            Change Password
          </Button>
        </div>
      </form>
    </div>
  );
}
