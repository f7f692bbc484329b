import { useState, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  SAFETY_CASE_STATE_LABELS,
  SAFETY_CASE_STATES,
  SAFETY_SOURCE_LABELS,
  type SafetyCaseState,
} from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { Alert, EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { downloadLineListing, useSafetyCases, type SafetyCaseFilters } from './api/safety-cases';
import { MailState, SafetyStateBadge } from './components/safety-state-badge';
import styles from './components/safety.module.css';

const isState = (s: string | null): s is SafetyCaseState => SAFETY_CASE_STATES.includes(s as SafetyCaseState);

/** Up and Down on a case link move to the case above or below. */
function moveBetweenRows(e: KeyboardEvent<HTMLTableSectionElement>) {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  const target = e.target as HTMLElement;
  const row = target.closest('tr');
  if (!row || !target.matches('a[data-row-link]')) return;
  const next = e.key === 'ArrowDown' ? row.nextElementSibling : row.previousElementSibling;
  const link = next?.querySelector<HTMLAnchorElement>('a[data-row-link]');
  if (!link) return;
  e.preventDefault();
  link.focus();
}

const due = (iso: string) => iso.slice(0, 10);

/** /admin/safety: possible adverse events found in what members wrote, filtered, a keyset page at a time. */
export default function SafetyCasesPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const state = isState(raw) ? raw : undefined;
  const serious = params.get('serious');
  const assignee = params.get('assignee');
  const dueBefore = params.get('dueBefore');
  const filters: SafetyCaseFilters = {
    state,
    serious: serious === 'true' || serious === 'false' ? serious : undefined,
    assignee: assignee === 'me' || assignee === 'none' ? assignee : undefined,
    dueBefore: dueBefore && /^\d{4}-\d{2}-\d{2}$/.test(dueBefore) ? dueBefore : undefined,
    sort: params.get('sort') === 'due' ? 'due' : 'newest',
  };
  // The cursors of the pages before this one, so "Previous" goes back without offsets.
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors[cursors.length - 1];
  const cases = useSafetyCases(filters, cursor);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const set = (changes: Record<string, string>) => {
    setCursors([]);
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      return next;
    });
  };
  const rows = cases.data?.data ?? [];

  return (
    <>
      <h1>Safety cases</h1>
      <p className={styles.lead}>
        Texts members wrote that screening (or a member&apos;s report) found may describe an adverse event. Each case
        was mailed with its E2B file to the pharmacovigilance mailbox of its author&apos;s country. Day 0 is when the
        text was written; serious cases are due in 15 calendar days, the others in 90.
      </p>
      <div className={styles.filters}>
        <label htmlFor="safety-state">State</label>
        <select id="safety-state" value={state ?? ''} onChange={(e) => set({ state: e.target.value })}>
          <option value="">All states</option>
          {SAFETY_CASE_STATES.map((s) => (
            <option key={s} value={s}>
              {SAFETY_CASE_STATE_LABELS[s]}
            </option>
          ))}
        </select>
        <label htmlFor="safety-serious">Seriousness</label>
        <select id="safety-serious" value={filters.serious ?? ''} onChange={(e) => set({ serious: e.target.value })}>
          <option value="">Serious and non-serious</option>
          <option value="true">Serious</option>
          <option value="false">Non-serious</option>
        </select>
        <label htmlFor="safety-assignee">Assignee</label>
        <select
          id="safety-assignee"
          value={typeof filters.assignee === 'string' ? filters.assignee : ''}
          onChange={(e) => set({ assignee: e.target.value })}
        >
          <option value="">Anyone</option>
          <option value="me">Assigned to me</option>
          <option value="none">Unassigned</option>
        </select>
        <label htmlFor="safety-due">Due by</label>
        <input
          id="safety-due"
          type="date"
          value={filters.dueBefore ?? ''}
          onChange={(e) => set({ dueBefore: e.target.value })}
        />
        <label htmlFor="safety-sort">Order</label>
        <select id="safety-sort" value={filters.sort} onChange={(e) => set({ sort: e.target.value })}>
          <option value="newest">Newest first</option>
          <option value="due">Soonest due first</option>
        </select>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setDownloadError(null);
            downloadLineListing(filters).catch((err: Error) =>
              setDownloadError(err.message || 'The line listing could not be downloaded.'),
            );
          }}
        >
          Download line listing (CSV)
        </Button>
      </div>
      {downloadError && <Alert kind="error">{downloadError}</Alert>}
      {cases.isPending ? (
        <Spinner label="Loading safety cases" />
      ) : cases.isError ? (
        <ErrorState message="The safety cases could not be loaded." onRetry={() => void cases.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState>No safety cases match these filters.</EmptyState>
      ) : (
        <>
          <div className={styles.tableWrap} aria-busy={cases.isFetching || undefined}>
            <table className={styles.table}>
              <caption className="visually-hidden">Safety cases</caption>
              <thead>
                <tr>
                  <th scope="col">Case</th>
                  <th scope="col">Text</th>
                  <th scope="col">Where</th>
                  <th scope="col">Author</th>
                  <th scope="col">Day 0</th>
                  <th scope="col">Due</th>
                  <th scope="col">State</th>
                  <th scope="col">Assignee</th>
                  <th scope="col">Mail</th>
                </tr>
              </thead>
              <tbody onKeyDown={moveBetweenRows}>
                {rows.map((c) => (
                  <tr key={c.id}>
                    <th scope="row">
                      <Link to={paths.consoleSafetyCase.getHref(c.id)} data-row-link>
                        Case {c.id}
                      </Link>
                      {c.followUpOf !== null && <span className={styles.sub}>Follow-up of {c.followUpOf}</span>}
                      {c.duplicateOf !== null && (
                        <span className={styles.sub}>Possible duplicate of {c.duplicateOf}</span>
                      )}
                    </th>
                    <td className={styles.excerpt}>{c.excerpt}</td>
                    <td>
                      {SAFETY_SOURCE_LABELS[c.source]}
                      {c.refused && <span className={styles.sub}>Refused by moderation</span>}
                    </td>
                    <td>
                      {c.authorName}
                      <span className={styles.sub}>{c.authorCountry}</span>
                    </td>
                    <td>
                      <time dateTime={c.writtenAt}>{formatDateTime(c.writtenAt)}</time>
                    </td>
                    <td>
                      <time dateTime={c.dueAt}>{due(c.dueAt)}</time>
                      <span className={styles.sub}>{c.serious ? 'Serious' : 'Non-serious'}</span>
                    </td>
                    <td>
                      <SafetyStateBadge state={c.state} />
                    </td>
                    <td>{c.assignee?.name ?? 'Unassigned'}</td>
                    <td>
                      <MailState status={c.mailStatus} short />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className={styles.filters} aria-label="Safety case pages">
            <Button
              type="button"
              variant="secondary"
              disabled={cursors.length === 0}
              onClick={() => setCursors((c) => c.slice(0, -1))}
            >
              Previous page
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={!cases.data.nextCursor}
              onClick={() => cases.data.nextCursor && setCursors((c) => [...c, cases.data.nextCursor!])}
            >
              Next page
            </Button>
          </nav>
        </>
      )}
    </>
  );
}
