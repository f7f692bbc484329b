import type { DataExport } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { Alert, ErrorState, Spinner } from '@/components/ui/feedback';
import { formatDateTime } from '@/lib/format-date';
import { usePrepareStaffDataExport, useStaffDataExport } from '../api/members';
import styles from '@/components/ui/staff-screen.module.css';

function ExportState({ e, by }: { e: DataExport; by: string | null }) {
  const who = by ?? 'a former administrator';
  switch (e.status) {
    case 'pending':
    case 'running':
      return (
        <div>
          <label htmlFor="staff-export-progress">Preparing the export: {e.progress}%</label>{' '}
          <progress id="staff-export-progress" max={100} value={e.progress}>
            {e.progress}%
          </progress>
          <p>When it is ready, the download link is e-mailed to {who}.</p>
        </div>
      );
    case 'ready':
      return (
        <Alert kind="success">
          The export is ready. The single-use download link was e-mailed to {who} (not to the member); it works until{' '}
          {formatDateTime(e.expiresAt!)}.
        </Alert>
      );
    case 'downloaded':
      return (
        <p>
          The last export, prepared by {who}, was downloaded on {formatDateTime(e.downloadedAt!)}.
        </p>
      );
    case 'expired':
      return <p>The link of the last export, prepared by {who}, expired without being used.</p>;
    case 'failed':
      return <Alert kind="error">The last export could not be prepared. Please try again.</Alert>;
  }
}

/**
 * The data protection officer's view (admins only): prepares the same ZIP the member gets
 * from "Download my data", with progress; the single-use link goes to the admin who asked, and
 * the export is in the audit log.
 */
export function DataExportPanel({ memberId }: { memberId: number }) {
  const state = useStaffDataExport(memberId);
  const prepare = usePrepareStaffDataExport(memberId);
  const current = state.data?.export ?? null;
  const busy = current?.status === 'pending' || current?.status === 'running';
  return (
    <section className={styles.section} aria-labelledby="member-data-export">
      <h2 id="member-data-export">Data export</h2>
      <p>
        For a data protection request: a ZIP of everything held about this member (profile, sessions, consents,
        comments, ratings, saved items, messages, shares, invitations, feedback and uploaded files). The download link
        is e-mailed to you, works once and expires; the export is recorded in the audit log.
      </p>
      {state.isPending ? (
        <Spinner label="Loading the data export" />
      ) : state.isError ? (
        <ErrorState
          message={`The data export could not be loaded: ${state.error.message}`}
          onRetry={() => void state.refetch()}
        />
      ) : (
        <>
          <div aria-live="polite">{current && <ExportState e={current} by={state.data.preparedBy} />}</div>
          {prepare.isError && <Alert kind="error">{prepare.error.message}</Alert>}
          {!busy && (
            <p>
              <Button variant="secondary" onClick={() => prepare.mutate()} disabled={prepare.isPending}>
                {prepare.isPending ? 'Asking…' : 'Prepare data export'}
              </Button>
            </p>
          )}
        </>
      )}
    </section>
  );
}
