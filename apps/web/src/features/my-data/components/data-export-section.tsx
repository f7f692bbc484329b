import type { DataExport } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { Alert, ErrorState, Spinner } from '@/components/ui/feedback';
import { formatDateTime } from '@/lib/format-date';
import { useDataExport, useRequestDataExport } from '../api/my-data';
import layout from '@/components/ui/account-section.module.css';
import styles from './my-data.module.css';

const size = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? ` (${Math.max(1, Math.round(bytes / 1024))} KB)`
      : ` (${(bytes / 1048576).toFixed(1)} MB)`;

function ExportStatus({ e }: { e: DataExport }) {
  switch (e.status) {
    case 'pending':
    case 'running':
      return (
        <div className={styles.progress}>
          <label htmlFor="export-progress">Preparing your file: {e.progress}%</label>
          <progress id="export-progress" max={100} value={e.progress}>
            {e.progress}%
          </progress>
          <p className={styles.hint}>You may leave this page: we e-mail you a download link when the file is ready.</p>
        </div>
      );
    case 'ready':
      return (
        <Alert kind="success">
          Your file is ready{size(e.sizeBytes)}. We e-mailed you a download link: it works once, and until{' '}
          {formatDateTime(e.expiresAt!)}.
        </Alert>
      );
    case 'downloaded':
      return <p>Your last export was downloaded on {formatDateTime(e.downloadedAt!)}.</p>;
    case 'expired':
      return <p>The link of your last export has expired without being used.</p>;
    case 'failed':
      return <Alert kind="error">Your last export could not be prepared. Please ask again.</Alert>;
  }
}

/** "Download my data" in My Account: ask, watch the progress, get the link by e-mail. */
export function DataExportSection() {
  const state = useDataExport();
  const ask = useRequestDataExport();
  const current = state.data?.export ?? null;
  const busy = current?.status === 'pending' || current?.status === 'running';
  return (
    <section className={layout.section} aria-labelledby="my-data-export">
      <h2 id="my-data-export">Download my data</h2>
      <p>
        Get a copy of everything we hold about you: your profile, sessions, consents, comments, ratings, saved items,
        messages sent and received, shares, invitations and feedback, as a ZIP file with your uploaded photo.
      </p>
      {state.isPending ? (
        <Spinner label="Loading your data export" />
      ) : state.isError ? (
        <ErrorState message="The state of your data export could not be loaded." onRetry={() => void state.refetch()} />
      ) : (
        <>
          <div aria-live="polite">{current && <ExportStatus e={current} />}</div>
          {ask.isError && <Alert kind="error">{ask.error.message}</Alert>}
          {!busy && (
            <Button variant="secondary" onClick={() => ask.mutate()} disabled={ask.isPending}>
              {ask.isPending ? 'Asking…' : current ? 'Prepare a new copy of my data' : 'Download my data'}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
