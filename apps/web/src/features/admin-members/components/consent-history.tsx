import { LEGAL_DOCUMENT_TITLES, type ConsentRecord } from '@aatd/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Alert, EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { formatDateTime } from '@/lib/format-date';
import { downloadConsentCsv, useConsentHistory } from '../api/members';
import { StaffTable } from '@/components/ui/staff-table';
import styles from '@/components/ui/staff-screen.module.css';

const SOURCE_LABELS: Record<ConsentRecord['source'], string> = {
  registration: 'Registration',
  signIn: 'Accepted at sign-in',
  cookieBanner: 'Cookie banner',
  cookieBannerBeforeSignIn: 'Cookie banner, before sign-in',
  operator: 'Recorded by an operator',
};

const choiceOf = (r: ConsentRecord) =>
  r.choice
    ? Object.entries(r.choice)
        .filter(([k]) => k !== 'necessary')
        .map(([k, v]) => `${k}: ${v ? 'yes' : 'no'}`)
        .join(', ')
    : 'Accepted';

/** A member's consent history (admins only: it holds addresses), newest first, with a CSV export. */
export function ConsentHistorySection({ memberId }: { memberId: number }) {
  const history = useConsentHistory(memberId);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string>();

  const exportCsv = async () => {
    setExporting(true);
    setExportError(undefined);
    try {
      await downloadConsentCsv(memberId);
    } catch (e) {
      setExportError((e as Error).message);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="member-consents">
      <h2 id="member-consents">Consent history</h2>
      {history.isPending ? (
        <Spinner label="Loading the consent history" />
      ) : history.isError ? (
        <ErrorState
          message={`The consent history could not be loaded: ${history.error.message}`}
          onRetry={() => void history.refetch()}
        />
      ) : history.data.data.length === 0 ? (
        <EmptyState>No consent on record: the member will be asked to accept the current terms at sign-in.</EmptyState>
      ) : (
        <>
          <StaffTable
            caption="Consent history, newest first"
            columns={['When', 'Document', 'Version', 'Choice', 'How', 'Address']}
          >
            {history.data.data.map((r) => (
              <tr key={r.id}>
                <td>
                  <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
                  {r.chosenAt && r.source === 'cookieBannerBeforeSignIn' && (
                    <>
                      {' '}
                      (chosen <time dateTime={r.chosenAt}>{formatDateTime(r.chosenAt)}</time>)
                    </>
                  )}
                </td>
                <td>{LEGAL_DOCUMENT_TITLES[r.document]}</td>
                <td>{r.version}</td>
                <td>{choiceOf(r)}</td>
                <td>{SOURCE_LABELS[r.source]}</td>
                <td>{r.ipAddress ?? '—'}</td>
              </tr>
            ))}
          </StaffTable>
          <p>
            <Button variant="secondary" onClick={() => void exportCsv()} disabled={exporting}>
              {exporting ? 'Exporting…' : 'Export as CSV'}
            </Button>
          </p>
          {exportError && <Alert kind="error">{exportError}</Alert>}
        </>
      )}
    </section>
  );
}
