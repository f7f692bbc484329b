import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { MESSAGE_TEXT_MAX } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { AdverseEventNote } from '@/components/content/adverse-event-note';
import { TextAreaField } from '@/components/ui/field';

interface MessageFieldsProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** The field's own validation message. */
  fieldError?: string | undefined;
  /** Why the last send failed, shown above the button. */
  sendError?: string | undefined;
  submitLabel: string;
  submitDisabled: boolean;
}

/**
 * The message box of every form that writes a message: the text, the standing note on reporting
 * adverse events beside it, the send error and the button.
 */
export const MessageFields = forwardRef<HTMLTextAreaElement, MessageFieldsProps>(function MessageFields(
  { label, fieldError, sendError, submitLabel, submitDisabled, ...textarea },
  ref,
) {
  return (
    <>
      <TextAreaField
        ref={ref}
        label={label}
        maxLength={MESSAGE_TEXT_MAX}
        aria-required
        error={fieldError}
        {...textarea}
      />
      <AdverseEventNote />
      <Alert kind="error">{sendError}</Alert>
      <Button type="submit" disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </>
  );
});
