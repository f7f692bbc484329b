import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/field';
import { passwordMessage } from '@/components/ui/password-criteria';

type PasswordField<N> = { name: N; label: string };

/**
 * A new password and its confirmation (registration, change and reset password). Each form
 * labels them its own way; the messages, 'Passwords must match' included, come from its schema.
 */
export function NewPasswordFields<N extends string>({
  register,
  errors,
  password,
  confirm,
}: {
  register: (name: NoInfer<N>) => UseFormRegisterReturn;
  errors: Partial<Record<NoInfer<N>, { message?: string }>>;
  password: PasswordField<N>;
  confirm: PasswordField<N>;
}) {
  return [password, confirm].map(({ name, label }) => (
    <TextField
      key={name}
      label={label}
      type="password"
      autoComplete="new-password"
      error={passwordMessage(errors[name]?.message)}
      aria-required
      {...register(name)}
    />
  ));
}
