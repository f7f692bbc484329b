import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FEEDBACK_FEATURES,
  FEEDBACK_MESSAGES,
  FEEDBACK_TEXT_MAX,
  FeedbackFormSchema,
  type FeedbackFormInput,
} from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { SelectField, TextAreaField } from '@/components/ui/field';
import { AdverseEventNote } from '@/components/content/adverse-event-note';
import { useSendFeedback } from './api/send-feedback';

type Values = { feedbackText: string; feature?: (typeof FEEDBACK_FEATURES)[number] | '' };

/**
 * /feedback (part 2 §2.17). Details are required with no message (Send stays disabled until
 * filled). The original swallowed failures; this page shows them and keeps what was typed.
 */
export default function FeedbackPage() {
  const send = useSendFeedback();
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string }>();
  const { register, handleSubmit, reset, formState } = useForm<FeedbackFormInput, unknown, Values>({
    resolver: zodResolver(FeedbackFormSchema),
    defaultValues: { feedbackText: '', feature: '' },
    mode: 'all',
  });

  const onSubmit = handleSubmit(async ({ feedbackText, feature }) => {
    setResult(undefined);
    try {
      await send.mutateAsync({ feedbackText, ...(feature ? { feature } : {}) });
      reset();
      setResult({ kind: 'success', text: FEEDBACK_MESSAGES.sent });
    } catch {
      setResult({ kind: 'error', text: FEEDBACK_MESSAGES.failed });
    }
  });

  return (
    <section style={{ maxWidth: 640 }}>
      <h1>Feedback</h1>
      <form noValidate onSubmit={onSubmit}>
        <SelectField
          label="Feature"
          optional
          placeholder="Select..."
          options={FEEDBACK_FEATURES.map((f) => ({ value: f, label: f }))}
          {...register('feature')}
        />
        <TextAreaField label="Details" aria-required maxLength={FEEDBACK_TEXT_MAX} {...register('feedbackText')} />
        <AdverseEventNote />
        {result && <Alert kind={result.kind}>{result.text}</Alert>}
        <Button type="submit" disabled={!formState.isValid || send.isPending}>
          Send
        </Button>
      </form>
    </section>
  );
}
