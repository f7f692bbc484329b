import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGE_TEXT_MAX, MESSAGING_TEXT, ReportFormSchema, type ReportForm } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/forms/submit-button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Alert } from '@/components/ui/feedback';
import { CheckboxField, TextAreaField } from '@/components/ui/field';
import { useReportMember } from '../api/report-member';

const EMPTY: ReportForm = { reason: '', block: false, adverseEvent: false };

/**
 * Report Messages (part 2 §2.14): it names the member being reported, asks for the reason, whether
 * it is a possible adverse event (which opens a safety case at once, as a comment's report does)
 * and offers a block. No e-mail field: the reporter is signed in, and the server takes the address
 * moderators reply to from the account. The original showed nothing on failure; this dialog says
 * what went wrong and keeps the text. After a success the form empties, so Submit is disabled and
 * the same report cannot be sent twice.
 */
export function ReportDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reporteeId: number;
  reporteeName: string;
}) {
  const report = useReportMember();
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string }>();
  const { register, handleSubmit, formState, reset } = useForm<ReportForm>({
    resolver: zodResolver(ReportFormSchema),
    defaultValues: EMPTY,
    mode: 'all',
  });

  const onSubmit = handleSubmit(async ({ reason, block, adverseEvent }) => {
    setResult(undefined);
    try {
      const { action, safetyCaseOpened } = await report.mutateAsync({
        reporteeId: props.reporteeId,
        reason,
        actionOnReport: block ? 'block' : 'none',
        adverseEvent,
      });
      const thanks = safetyCaseOpened ? MESSAGING_TEXT.reportedToSafety : MESSAGING_TEXT.reported;
      setResult({ kind: 'success', text: action === 'block' ? `${MESSAGING_TEXT.blocked}. ${thanks}` : thanks });
      reset(EMPTY);
    } catch (err) {
      setResult({
        kind: 'error',
        text: err instanceof Error && err.message ? err.message : 'The report could not be sent. Please try again.',
      });
    }
  });

  const close = (open: boolean) => {
    if (!open) {
      setResult(undefined);
      reset(EMPTY);
    }
    props.onOpenChange(open);
  };

  return (
    <Dialog open={props.open} onOpenChange={close} title="Report Messages">
      <form noValidate onSubmit={onSubmit}>
        <p>
          Reporting <strong>{props.reporteeName}</strong>. Moderators reply to your account&apos;s e-mail address.
        </p>
        <TextAreaField
          label="Report message"
          rows={4}
          maxLength={MESSAGE_TEXT_MAX}
          aria-required
          error={formState.errors.reason?.message}
          {...register('reason')}
        />
        <CheckboxField
          label="Possible adverse event (a patient's reaction to a medicine)"
          {...register('adverseEvent')}
        />
        <CheckboxField label="Block this member" {...register('block')} />
        <Alert kind={result?.kind ?? 'error'}>{result?.text}</Alert>
        <DialogActions>
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <SubmitButton valid={formState.isValid} pending={report.isPending}>
            Submit
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
