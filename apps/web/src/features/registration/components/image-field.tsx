import { useId } from 'react';
import { REGISTRATION_IMAGE_MAX_BYTES, imageFileIssue } from '@aatd/contract';
import { useT } from '@/lib/i18n';
import styles from './register-form.module.css';

interface Props {
  error?: string;
  onChange: (file: File | null, error?: string) => void;
}

/** Optional profile image: jpg, jpeg or png up to 2 MB, checked here with the server's messages. */
export function ImageField({ error, onChange }: Props) {
  const id = useId();
  const t = useT();
  return (
    <div className={styles.image}>
      <label htmlFor={id}>
        {t('register.image')} <span className={styles.optional}>{t('fields.optional')}</span>
      </label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          const file = e.target.files?.[0] ?? null;
          onChange(file, file ? imageFileIssue(file, REGISTRATION_IMAGE_MAX_BYTES) : undefined);
        }}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {t('register.imageHint')}
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
