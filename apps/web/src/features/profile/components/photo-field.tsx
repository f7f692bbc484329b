import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { PROFILE_IMAGE_MAX_BYTES, imageFileIssue } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { DEFAULT_AVATAR } from '@/components/layouts/default-avatar';
import type { PhotoValue } from '../utils/profile-form-data';
import styles from './profile-form.module.css';

/**
 * Photo upload with preview and remove. The browser checks type and size first (part 2 §5 messages);
 * the server checks the bytes again and re-encodes the image.
 */
export function PhotoField({ value, onChange }: { value: PhotoValue; onChange: (v: PhotoValue) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const previewUrl = useMemo(() => (value instanceof File ? URL.createObjectURL(value) : value), [value]);
  useEffect(
    () => () => void (value instanceof File && previewUrl && URL.revokeObjectURL(previewUrl)),
    [value, previewUrl],
  );

  const pick = (file: File | undefined) => {
    if (!file) return;
    const issue = imageFileIssue(file, PROFILE_IMAGE_MAX_BYTES);
    setError(issue);
    if (!issue) onChange(file);
    if (input.current) input.current.value = '';
  };

  return (
    <div className={styles.photo}>
      <img
        src={previewUrl ?? DEFAULT_AVATAR}
        alt={previewUrl ? 'Profile photo preview' : 'No profile photo'}
        width={96}
        height={96}
      />
      <div>
        <label htmlFor={id} className={styles.photoLabel}>
          Profile photo <span className={styles.hint}>(jpg, jpeg or png, at most 1 MB)</span>
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => pick(e.target.files?.[0])}
        />
        {value && (
          <Button
            variant="secondary"
            onClick={() => {
              setError(undefined);
              onChange(null);
            }}
          >
            Remove photo
          </Button>
        )}
        {error && (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
