import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { RegisterFormInput } from '@aatd/contract';
import { TextField } from '@/components/ui/field';
import { PasswordCriteria } from '@/components/ui/password-criteria';
import styles from './register-form.module.css';

interface Props {
  register: UseFormRegister<RegisterFormInput>;
  errors: FieldErrors<RegisterFormInput>;
}

/** Password and confirmation; hidden by the form when the e-mail is a provider ID. */
export function PasswordFields({ register, errors }: Props) {
  return (
    <>
      <PasswordCriteria />
      <div className={styles.grid}>
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          aria-required
          {...register('password')}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          aria-required
          {...register('confirmPassword')}
        />
      </div>
    </>
  );
}
