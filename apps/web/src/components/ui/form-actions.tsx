import { Alert } from './feedback';
import { Button } from './button';
import layout from './account-section.module.css';

/**
 * The foot of a My Account form: the call's failure (when there is one), the submit button (busy
 * while it submits) and, with `onCancel`, a secondary button that goes back without sending.
 */
export function FormActions({
  error,
  submitLabel,
  submitting,
  cancelLabel,
  onCancel,
}: {
  error: string | undefined;
  submitLabel: string;
  submitting: boolean;
  cancelLabel?: string;
  onCancel?: () => void;
}) {
  return (
    <>
      {error !== undefined && <Alert kind="error">{error}</Alert>}
      <div className={layout.actions}>
        <Button type="submit" disabled={submitting} aria-busy={submitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
        )}
      </div>
    </>
  );
}
