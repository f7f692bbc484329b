import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { RejectVerificationSchema, type RejectVerification } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Alert } from '@/components/ui/feedback';
import { TextAreaField } from '@/components/ui/field';

/**
 * Asks for the reason a verification is rejected (mailed to the member). The text stays when the
 * call fails, so nothing typed is lost.
 */
export function RejectDialog(props: {
  open: boolean;
  name: string;
  onClose: () => void;
  /** Resolves true when done; false keeps the dialog and its text for another try. */
  onReject: (reason: string) => Promise<boolean>;
  error?: string | undefined;
}) {
  const { register, handleSubmit, formState, reset } = useForm<RejectVerification>({
    resolver: zodResolver(RejectVerificationSchema),
    defaultValues: { reason: '' },
  });
  return (
    <Dialog open={props.open} onOpenChange={(o) => !o && props.onClose()} title={`Reject ${props.name}`}>
      <form
        onSubmit={handleSubmit(async ({ reason }) => props.onReject(reason).then((done) => done && reset()))}
        noValidate
      >
        <TextAreaField
          label="Reason"
          hint="The member receives this reason by e-mail."
          error={formState.errors.reason?.message}
          aria-required
          {...register('reason')}
        />
        <Alert kind="error">{props.error}</Alert>
        <DialogActions>
          <Button variant="secondary" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={formState.isSubmitting}>
            Reject verification
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
