import { useState, type FormEvent } from 'react';
import {
  COMMENT_REPORT_REASONS,
  COMMENT_REPORT_TEXT,
  MODERATION_REASON_LABELS,
  REPORT_DETAILS_MAX,
  type CommentReportReason,
} from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Alert } from '@/components/ui/feedback';
import { TextAreaField } from '@/components/ui/field';
import { useReportComment } from './api/comments';
import styles from './engagement.module.css';

/**
 * Report a comment to the moderators: one of the four moderation categories, a possible adverse
 * event, or another reason in the reporter's words. What was chosen and typed stays on failure.
 */
export function ReportCommentDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  commentId: number;
}) {
  const report = useReportComment();
  const [reason, setReason] = useState<CommentReportReason>();
  const [details, setDetails] = useState('');
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string }>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setResult(undefined);
    if (!reason) return setResult({ kind: 'error', text: 'Choose a reason.' });
    if (reason === 'other' && !details.trim()) {
      return setResult({ kind: 'error', text: COMMENT_REPORT_TEXT.detailsRequired });
    }
    try {
      const done = await report.mutateAsync({
        commentId: props.commentId,
        reason,
        ...(details.trim() ? { details: details.trim() } : {}),
      });
      setResult({ kind: 'success', text: done.message });
      setReason(undefined);
      setDetails('');
    } catch (err) {
      setResult({
        kind: 'error',
        text: err instanceof Error && err.message ? err.message : 'The report could not be sent.',
      });
    }
  };

  const close = (open: boolean) => {
    if (!open) setResult(undefined);
    props.onOpenChange(open);
  };

  return (
    <Dialog open={props.open} onOpenChange={close} title="Report comment">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <fieldset className={styles.reportReasons}>
          <legend>What is wrong with this comment?</legend>
          {COMMENT_REPORT_REASONS.map((r) => (
            <label key={r} className={styles.reportReason}>
              <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} />
              {MODERATION_REASON_LABELS[r]}
            </label>
          ))}
        </fieldset>
        <TextAreaField
          label={reason === 'other' ? 'Tell the moderators what is wrong' : 'Anything the moderators should know'}
          optional={reason !== 'other'}
          rows={3}
          maxLength={REPORT_DETAILS_MAX}
          value={details}
          onChange={(e) => setDetails(e.target.value)}
        />
        <Alert kind={result?.kind ?? 'error'}>{result?.text}</Alert>
        <DialogActions>
          <Button variant="secondary" onClick={() => close(false)}>
            {result?.kind === 'success' ? 'Close' : 'Cancel'}
          </Button>
          <Button type="submit" disabled={report.isPending}>
            Send report
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
