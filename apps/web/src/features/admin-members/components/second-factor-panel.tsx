import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Alert, ErrorState, Spinner } from '@/components/ui/feedback';
import { formatDateTime } from '@/lib/format-date';
import { useMemberSecondFactor, useResetSecondFactor } from '../api/second-factor';
import styles from '@/components/ui/staff-screen.module.css';

const passkeysText = (n: number) =>
  n === 0 ? 'No passkeys.' : `${n} passkey${n === 1 ? '' : 's'} (each signs in as both factors).`;

/**
 * The member's second factor (and passkeys) on /admin/members/:id: admins reset another member's (a
 * lost phone), which the audit log records; their own is reset only with a recovery code.
 */
export function SecondFactorPanel({
  memberId,
  name,
  canAct,
  isSelf,
}: {
  memberId: number;
  name: string;
  canAct: boolean;
  isSelf: boolean;
}) {
  const factor = useMemberSecondFactor(memberId);
  const reset = useResetSecondFactor(memberId);
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const doReset = async () => {
    setAsking(false);
    setResult(null);
    try {
      setResult({ kind: 'success', text: (await reset.mutateAsync()).message });
    } catch (e) {
      setResult({ kind: 'error', text: (e as Error).message });
    }
  };

  return (
    <section className={styles.section} aria-labelledby="member-second-factor">
      <h2 id="member-second-factor">Two-step verification</h2>
      <div aria-live="polite">{result && <Alert kind={result.kind}>{result.text}</Alert>}</div>
      {factor.isPending ? (
        <Spinner label="Loading two-step verification" />
      ) : factor.isError ? (
        <ErrorState
          message={`Two-step verification could not be loaded: ${factor.error.message}`}
          onRetry={() => void factor.refetch()}
        />
      ) : factor.data.enrolled || factor.data.passkeys > 0 ? (
        <>
          {factor.data.enrolled && (
            <p>
              On since {formatDateTime(factor.data.enrolledAt!)}; {factor.data.recoveryCodesLeft} of 10 recovery codes
              left.
            </p>
          )}
          <p>{passkeysText(factor.data.passkeys)}</p>
          {canAct &&
            (isSelf ? (
              <p>
                You cannot reset your own: sign in with one of your recovery codes, then set it up again in My Account.
              </p>
            ) : (
              <Button type="button" variant="secondary" onClick={() => setAsking(true)} disabled={reset.isPending}>
                Reset two-step verification
              </Button>
            ))}
        </>
      ) : (
        <p>Off: this account signs in with a password only.</p>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Reset two-step verification?"
        message={`${name}'s authenticator app, recovery codes and passkeys stop working at once, and they are signed out everywhere. They set up a new factor before they can use the console again. The audit log records the reset.`}
        confirmLabel="Reset"
        busy={reset.isPending}
        onConfirm={() => void doReset()}
      />
    </section>
  );
}
