import { useState } from 'react';
import type { HcpVerificationItem } from '@aatd/contract';
import { Alert, EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { Pager } from '@/components/ui/pager';
import { usePageParam } from '@/lib/use-page-param';
import { memberName } from '@/lib/member-name';
import { useDecideVerification } from './api/decide-verification';
import { useVerificationQueue } from './api/get-verification-queue';
import { RejectDialog } from './components/reject-dialog';
import { RequestCard } from './components/request-card';
import styles from './admin-verification.module.css';

const nameOf = (i: HcpVerificationItem) => memberName(i.member);

/**
 * /admin/verifications in the console: members waiting for HCP verification; approve, or reject
 * with a reason (the console shows the page to admins only).
 */
export default function VerificationQueuePage() {
  const { page, setPage } = usePageParam();
  const queue = useVerificationQueue(page);
  const decide = useDecideVerification();
  const [rejecting, setRejecting] = useState<HcpVerificationItem | null>(null);
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string }>();
  const [dialogError, setDialogError] = useState<string>();

  const approve = async (item: HcpVerificationItem) => {
    setStatus(undefined);
    try {
      await decide.mutateAsync({ id: item.id, approve: true });
      setStatus({ kind: 'success', text: `${nameOf(item)} is approved and has been emailed.` });
    } catch (e) {
      setStatus({ kind: 'error', text: (e as Error).message });
    }
  };
  const reject = async (reason: string) => {
    if (!rejecting) return;
    setDialogError(undefined);
    try {
      await decide.mutateAsync({ id: rejecting.id, approve: false, reason });
      setStatus({ kind: 'success', text: `${nameOf(rejecting)} is rejected and has been emailed the reason.` });
      setRejecting(null);
    } catch (e) {
      setDialogError((e as Error).message);
    }
  };

  return (
    <>
      <h1>Verification queue</h1>
      <p>Members who verified their email and wait for their registration as healthcare professionals to be checked.</p>
      {status && <Alert kind={status.kind}>{status.text}</Alert>}
      {queue.isPending ? (
        <Spinner />
      ) : queue.isError ? (
        <ErrorState onRetry={() => void queue.refetch()} />
      ) : queue.data.data.length === 0 ? (
        <EmptyState>No members are waiting for verification</EmptyState>
      ) : (
        <>
          <ul className={styles.list}>
            {queue.data.data.map((item) => (
              <RequestCard
                key={item.id}
                item={item}
                busy={decide.isPending}
                onApprove={() => void approve(item)}
                onReject={() => {
                  setDialogError(undefined);
                  setRejecting(item);
                }}
              />
            ))}
          </ul>
          <Pager meta={queue.data.meta.pagination} onPage={setPage} label="Verification queue pages" />
        </>
      )}
      <RejectDialog
        memberName={rejecting ? nameOf(rejecting) : null}
        onClose={() => setRejecting(null)}
        onReject={reject}
        error={dialogError}
      />
    </>
  );
}
