import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useT } from '@/lib/i18n';
import styles from './field.module.css';

interface FieldShell {
  label: ReactNode;
  /** Text, or a list where the message has lines of its own (the password criteria). */
  error?: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
}

function Shell({ id, label, error, hint, optional, children }: FieldShell & { id: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label} {optional && <span className={styles.optional}>{t('fields.optional')}</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        // A div: the message may hold a list.
        <div id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

/** The control's id, look, and its tie to the hint and the announced error. */
const controlProps = (id: string, { error, hint }: Pick<FieldShell, 'error' | 'hint'>) => ({
  id,
  className: styles.control,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined,
});

/** A labelled input whose error is announced and tied to it (react-hook-form passes `register()` props). */
export const TextField = forwardRef<HTMLInputElement, FieldShell & InputHTMLAttributes<HTMLInputElement>>(
  function TextField({ label, error, hint, optional, id, ...props }, ref) {
    const auto = useId();
    const fid = id ?? auto;
    return (
      <Shell id={fid} label={label} error={error} hint={hint} optional={optional}>
        <input ref={ref} {...controlProps(fid, { error, hint })} {...props} />
      </Shell>
    );
  },
);

/** The account's current password, asked to sign in or before a factor is given up. */
export const CurrentPasswordField = forwardRef<
  HTMLInputElement,
  Omit<FieldShell, 'label'> & { label?: ReactNode } & InputHTMLAttributes<HTMLInputElement>
>(function CurrentPasswordField({ label, ...props }, ref) {
  const t = useT();
  return (
    <TextField
      ref={ref}
      label={label ?? t('login.password')}
      type="password"
      autoComplete="current-password"
      aria-required
      {...props}
    />
  );
});

export const TextAreaField = forwardRef<HTMLTextAreaElement, FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function TextAreaField({ label, error, hint, optional, id, ...props }, ref) {
    const auto = useId();
    const fid = id ?? auto;
    return (
      <Shell id={fid} label={label} error={error} hint={hint} optional={optional}>
        <textarea ref={ref} {...controlProps(fid, { error, hint })} {...props} />
      </Shell>
    );
  },
);

export const SelectField = forwardRef<
  HTMLSelectElement,
  FieldShell &
    SelectHTMLAttributes<HTMLSelectElement> & {
      options: ReadonlyArray<{ value: string; label: string }>;
      placeholder?: string;
    }
>(function SelectField({ label, error, hint, optional, id, options, placeholder, ...props }, ref) {
  const auto = useId();
  const fid = id ?? auto;
  return (
    <Shell id={fid} label={label} error={error} hint={hint} optional={optional}>
      <select ref={ref} {...controlProps(fid, { error, hint })} {...props}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Shell>
  );
});

export const CheckboxField = forwardRef<
  HTMLInputElement,
  { label: ReactNode; error?: string } & InputHTMLAttributes<HTMLInputElement>
>(function CheckboxField({ label, error, id, ...props }, ref) {
  const auto = useId();
  const fid = id ?? auto;
  return (
    <div>
      <div className={styles.check}>
        <input ref={ref} id={fid} type="checkbox" aria-invalid={error ? true : undefined} {...props} />
        <label htmlFor={fid}>{label}</label>
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
