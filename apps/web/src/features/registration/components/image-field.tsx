import { useId, useRef } from 'react';
import { REGISTRATION_IMAGE_MAX_BYTES, imageFileIssue } from '@aatd/contract';
import { useFilesGivenEarly } from '@/lib/app-ready';
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
  const input = useRef<HTMLInputElement>(null);
  const choose = (file: File | null) =>
    onChange(file, file ? imageFileIssue(file, REGISTRATION_IMAGE_MAX_BYTES) : undefined);
  // A photo chosen while the page was still only its HTML is checked like one chosen after.
  useFilesGivenEarly(input, (files) => choose(files[0] ?? null));
  return (
    <div className={styles.image}>
      <label htmlFor={id}>
        {t('register.image')} <span className={styles.optional}>{t('fields.optional')}</span>
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => choose(e.target.files?.[0] ?? null)}
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
