import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Alert, EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { Pager } from '@/components/ui/pager';
import { StaffTable } from '@/components/ui/staff-table';
import styles from '@/components/ui/staff-screen.module.css';
import { formatDateTime } from '@/lib/format-date';
import { parsePage } from '@/lib/use-page-param';
import { useActOnUndelivered, useUndeliveredMail } from './api/undelivered-mail';

const COLUMNS = ['Mail', 'To', 'Subject', 'Tries', 'Last error', 'Given up', 'Actions'] as const;

/** /admin/mail: mails the outbox gave up on (refused for good, or failed too often); admins retry or discard each. */
export default function UndeliveredMailPage() {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const list = useUndeliveredMail(page);
  const act = useActOnUndelivered();
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const run = (id: number, action: 'retry' | 'discard') => {
    setOutcome(null);
    act.mutate(
      { id, action },
      {
        onSuccess: () =>
          setOutcome({
            kind: 'success',
            text: action === 'retry' ? `Mail ${id} is back in the queue.` : `Mail ${id} was discarded.`,
          }),
        onError: (err) => setOutcome({ kind: 'error', text: `Mail ${id}: ${err.message}` }),
      },
    );
  };
  const rows = list.data?.data ?? [];

  return (
    <>
      <h1>Undelivered mail</h1>
      <p className={styles.muted}>
        Mails the mail server refused for good (for example an address that does not exist) or that failed too many
        times. They are not sent again unless you retry them; check the address first, or discard them. Admins are told
        by mail when one lands here.
      </p>
      <div aria-live="polite">{outcome ? <Alert kind={outcome.kind}>{outcome.text}</Alert> : null}</div>
      {list.isPending ? (
        <Spinner label="Loading undelivered mail" />
      ) : list.isError ? (
        <ErrorState message="The undelivered mail could not be loaded." onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState>Every mail was delivered: nothing is waiting here.</EmptyState>
      ) : (
        <>
          <p className={styles.count}>
            {list.data.meta.pagination.total} {list.data.meta.pagination.total === 1 ? 'mail' : 'mails'}
          </p>
          <StaffTable caption="Undelivered mail, newest first" columns={COLUMNS}>
            {rows.map((m) => (
              <tr key={m.id}>
                <th scope="row">Mail {m.id}</th>
                <td>{m.to}</td>
                <td>{m.subject}</td>
                <td>{m.attempts}</td>
                <td>{m.lastError ?? '—'}</td>
                <td>
                  <time dateTime={m.deadAt}>{formatDateTime(m.deadAt)}</time>
                </td>
                <td>
                  <div className={styles.actions}>
                    <Button
                      variant="secondary"
                      disabled={act.isPending}
                      onClick={() => run(m.id, 'retry')}
                      aria-label={`Retry mail ${m.id}`}
                    >
                      Retry
                    </Button>
                    <Button
                      variant="danger"
                      disabled={act.isPending}
                      onClick={() => run(m.id, 'discard')}
                      aria-label={`Discard mail ${m.id}`}
                    >
                      Discard
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </StaffTable>
          <Pager
            meta={list.data.meta.pagination}
            onPage={(n) => setParams({ page: String(n) })}
            label="Undelivered mail pages"
          />
        </>
      )}
    </>
  );
}
