import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { RejectVerificationSchema, type RejectVerification } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Alert } from '@/components/ui/feedback';
import { TextAreaField } from '@/components/ui/field';

interface Props {
  memberName: string | null;
  onClose: () => void;
  onReject: (reason: string) => Promise<void>;
  error?: string;
}

/** Asks for the reason, which is mailed to the member. */
export function RejectDialog({ memberName, onClose, onReject, error }: Props) {
  const { register, handleSubmit, formState, reset } = useForm<RejectVerification>({
    resolver: zodResolver(RejectVerificationSchema),
    defaultValues: { reason: '' },
  });
  const close = () => {
    reset();
    onClose();
  };
  return (
    <Dialog open={memberName !== null} onOpenChange={(o) => !o && close()} title={`Reject ${memberName ?? ''}`}>
      <form onSubmit={handleSubmit(async ({ reason }) => onReject(reason).then(() => reset()))} noValidate>
        <TextAreaField
          label="Reason"
          hint="The member receives this reason by email."
          error={formState.errors.reason?.message}
          aria-required
          {...register('reason')}
        />
        <Alert kind="error">{error}</Alert>
        <DialogActions>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={formState.isSubmitting}>
            Reject
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
