import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AdminErasureSchema, ERASED_COMMENTS_TEXT, type AdminErasure } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Alert } from '@/components/ui/feedback';
import { TextAreaField } from '@/components/ui/field';
import { useSiteConfig } from '@/lib/site-config';

/**
 * Erasing a member on their behalf: says what will happen (their comments' fate as this deployment
 * sets it) and asks for the reason, which the audit log records. The text stays when the call
 * fails, so nothing typed is lost.
 */
export function EraseDialog(props: {
  open: boolean;
  name: string;
  onClose: () => void;
  /** Resolves true when done; false keeps the dialog and its text for another try. */
  onErase: (reason: string) => Promise<boolean>;
  error?: string | undefined;
}) {
  const site = useSiteConfig();
  const { register, handleSubmit, formState, reset } = useForm<AdminErasure>({
    resolver: zodResolver(AdminErasureSchema),
    defaultValues: { reason: '' },
  });
  const theirs = ERASED_COMMENTS_TEXT[site.erasure.comments].replace(/\byour\b/g, 'their').replace(/^Your/, 'Their');
  return (
    <Dialog open={props.open} onOpenChange={(o) => !o && props.onClose()} title={`Erase ${props.name}'s account`}>
      <form
        onSubmit={handleSubmit(async ({ reason }) => props.onErase(reason).then((done) => done && reset()))}
        noValidate
      >
        <p>
          They are signed out everywhere now and told by e-mail. After {site.erasure.coolingOffDays} days their profile
          is anonymised and they disappear from the community; signing in before then cancels it. {theirs} Safety cases
          are kept, as pharmacovigilance law requires.
        </p>
        <TextAreaField
          label="Reason"
          hint="Why you erase this account on the member's behalf (for example, the request it answers). Kept in the audit log."
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
            Erase account
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
