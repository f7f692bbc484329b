import { zodResolver } from '@hookform/resolvers/zod';
import { ACTIVITY_DESCRIPTION_MAX, ACTIVITY_NAME_MAX, ActivityCreateSchema, type ActivityCreate } from '@aatd/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { TextAreaField, TextField } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import styles from './activity-types.module.css';

type Props = {
  initial?: ActivityCreate;
  submitLabel: string;
  /** Saves; a rejected promise's field errors are shown beside the fields, what was typed is kept. */
  onSave: (body: ActivityCreate) => Promise<unknown>;
  onCancel?: () => void;
  /** Distinguishes the field ids of several forms on one page. */
  idPrefix: string;
  /** Told when the form starts or stops holding typing that is not saved. */
  onDirtyChange?: (dirty: boolean) => void;
};

/** Name and description of an activity type, checked with the server's own schema. */
export function ActivityTypeForm({ initial, submitLabel, onSave, onCancel, idPrefix, onDirtyChange }: Props) {
  const form = useForm<ActivityCreate>({
    resolver: zodResolver(ActivityCreateSchema),
    defaultValues: initial ?? { name: '', description: '' },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  useEffect(() => {
    onDirtyChange?.(isDirty);
    // A form that goes away (edit cancelled or saved) holds nothing any more.
    return () => onDirtyChange?.(false);
  }, [isDirty, onDirtyChange]);

  const submit = form.handleSubmit(async (body) => {
    try {
      await onSave(body);
      if (!initial) form.reset({ name: '', description: '' });
    } catch (e) {
      const fields = e instanceof ApiError ? e.body.fields : undefined;
      if (fields?.name || fields?.description) {
        for (const key of ['name', 'description'] as const) {
          if (fields[key]) form.setError(key, { message: fields[key] });
        }
      } else {
        form.setError('root', { message: (e as Error).message });
      }
    }
  });

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        id={`${idPrefix}-name`}
        label="Name"
        maxLength={ACTIVITY_NAME_MAX}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextAreaField
        id={`${idPrefix}-description`}
        label="Description"
        rows={3}
        maxLength={ACTIVITY_DESCRIPTION_MAX}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <Alert kind="error">{errors.root?.message}</Alert>
      <div className={styles.formActions}>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
