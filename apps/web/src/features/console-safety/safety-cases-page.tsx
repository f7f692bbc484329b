import type { KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  SAFETY_CASE_STATE_LABELS,
  SAFETY_CASE_STATES,
  SAFETY_SOURCE_LABELS,
  type SafetyCaseState,
} from '@aatd/contract';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { Pager } from '@/components/ui/pager';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { parsePage } from '@/lib/use-page-param';
import { useSafetyCases } from './api/safety-cases';
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

/** /admin/safety: possible adverse events found in what members wrote, newest first (issue 15). */
export default function SafetyCasesPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const state = isState(raw) ? raw : undefined;
  const page = parsePage(params.get('page'));
  const cases = useSafetyCases(state, page);
  const set = (changes: Record<string, string>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      return next;
    });
  const rows = cases.data?.data ?? [];

  return (
    <>
      <h1>Safety cases</h1>
      <p className={styles.lead}>
        Texts members wrote that screening found may describe an adverse event. Each case was mailed to the
        pharmacovigilance mailbox of its author&apos;s country; tick the minimum criteria and record the decision.
      </p>
      <div className={styles.filters}>
        <label htmlFor="safety-state">State</label>
        <select id="safety-state" value={state ?? ''} onChange={(e) => set({ state: e.target.value, page: '' })}>
          <option value="">All states</option>
          {SAFETY_CASE_STATES.map((s) => (
            <option key={s} value={s}>
              {SAFETY_CASE_STATE_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      {cases.isPending ? (
        <Spinner label="Loading safety cases" />
      ) : cases.isError ? (
        <ErrorState message="The safety cases could not be loaded." onRetry={() => void cases.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState>
          {state ? `No cases are in the state “${SAFETY_CASE_STATE_LABELS[state]}”.` : 'No safety cases yet.'}
        </EmptyState>
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            {cases.data.meta.pagination.total} {cases.data.meta.pagination.total === 1 ? 'case' : 'cases'}
          </p>
          <div className={styles.tableWrap} aria-busy={cases.isFetching || undefined}>
            <table className={styles.table}>
              <caption className="visually-hidden">Safety cases, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Case</th>
                  <th scope="col">Text</th>
                  <th scope="col">Where</th>
                  <th scope="col">Author</th>
                  <th scope="col">Written</th>
                  <th scope="col">State</th>
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
                    </th>
                    <td className={styles.excerpt}>{c.excerpt}</td>
                    <td>{SAFETY_SOURCE_LABELS[c.source]}</td>
                    <td>
                      {c.authorName}
                      <span className={styles.sub}>{c.authorCountry}</span>
                    </td>
                    <td>
                      <time dateTime={c.writtenAt}>{formatDateTime(c.writtenAt)}</time>
                    </td>
                    <td>
                      <SafetyStateBadge state={c.state} />
                    </td>
                    <td>
                      <MailState status={c.mailStatus} short />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager meta={cases.data.meta.pagination} onPage={(n) => set({ page: String(n) })} label="Safety case pages" />
        </>
      )}
    </>
  );
}
