import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { ErrorState, Spinner } from '@/components/ui/feedback';
import { useDocCheckLogin } from '../api/get-doccheck-login';
import styles from './register-form.module.css';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** DocCheck is configured for this deployment (site config). */
  enabled: boolean;
  idForm: string;
  providerName: string;
  /** Without DocCheck: send the registration for the provider to verify. */
  onContinue: () => void;
}

/**
 * Germany's doctor check (part 1 §2): the DocCheck login in a frame. After the login the frame
 * offers "Continue registration", which returns to /register with code, login_id, uniquekey and
 * idForm. Where DocCheck is not configured, the provider verifies German registrations instead.
 */
export function DocCheckDialog({ open, onOpenChange, enabled, idForm, providerName, onContinue }: Props) {
  const login = useDocCheckLogin(idForm, open && enabled);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Doctor verification" wide>
      {enabled ? (
        <>
          <p>Registrations from Germany are confirmed with a DocCheck login. Log in below; your form is kept.</p>
          {login.isPending ? (
            <Spinner label="Loading the DocCheck login" />
          ) : login.isError ? (
            <ErrorState message="The DocCheck login could not be loaded." onRetry={() => void login.refetch()} />
          ) : (
            <>
              <iframe className={styles.frame} src={login.data.loginUrl} title="DocCheck login" />
              <p>
                If the login does not show, <a href={login.data.loginUrl}>open the DocCheck login in this window</a>.
              </p>
            </>
          )}
          <DialogActions>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
          </DialogActions>
        </>
      ) : (
        <>
          <p>
            Registrations from Germany are verified by {providerName}. Select Continue to send your registration; you
            will be able to log in once {providerName} has verified it.
          </p>
          <DialogActions>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button onClick={onContinue}>Continue</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
