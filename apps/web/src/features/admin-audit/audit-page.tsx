import { useState, type FormEvent } from 'react';
import { AUDIT_ACTION_LABELS, type AuditQuery } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { Alert, EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { Pager } from '@/components/ui/pager';
import { formatDateTime } from '@/lib/format-date';
import { useFilterParams } from '@/lib/use-filter-params';
import { downloadAuditCsv, useAuditLog } from './api/audit';
import styles from '@/components/ui/staff-screen.module.css';
import own from './admin-audit.module.css';

const FILTERS = ['actor', 'action', 'targetType', 'targetId', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];
const isDay = (raw: string) => /^\d{4}-\d{2}-\d{2}$/.test(raw);

const FIELDS: ReadonlyArray<{ name: Filter; label: string; type?: string; hint?: string }> = [
  { name: 'actor', label: 'Who', hint: 'Part of the name' },
  { name: 'action', label: 'What' },
  { name: 'targetType', label: 'Target type', hint: 'user, post, safety-case …' },
  { name: 'targetId', label: 'Target number' },
  { name: 'from', label: 'From', type: 'date' },
  { name: 'to', label: 'To', type: 'date' },
];

/** The filter's choices, sorted by label (the groups' "Any … action" together). */
const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABELS).sort(([, a], [, b]) => a.localeCompare(b));

const summary = (details: Record<string, unknown>) => {
  const entries = Object.entries(details);
  return entries.length
    ? entries.map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`).join('; ')
    : '—';
};

/** /admin/audit: the append-only log of staff actions, to filter and export as CSV. */
export default function AuditPage() {
  const list = useFilterParams(FILTERS, { from: isDay, to: isDay });
  const applied = list.values;
  const [draft, setDraft] = useState(applied);
  const [lastApplied, setLastApplied] = useState(applied);
  if (FILTERS.some((f) => lastApplied[f] !== applied[f])) {
    // Back or "Clear filters" changed the address: show what it holds.
    setLastApplied(applied);
    setDraft(applied);
  }
  const filters = Object.fromEntries(FILTERS.filter((f) => applied[f]).map((f) => [f, applied[f]])) as Omit<
    AuditQuery,
    'page' | 'limit'
  >;
  const log = useAuditLog({ ...filters, page: list.page });
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string>();

  const apply = (e: FormEvent) => {
    e.preventDefault();
    list.change(Object.fromEntries(FILTERS.map((f) => [f, draft[f].trim()])));
  };
  const exportCsv = async () => {
    setExportError(undefined);
    setExporting(true);
    try {
      await downloadAuditCsv(filters);
    } catch (e) {
      setExportError((e as Error).message);
    } finally {
      setExporting(false);
    }
  };
  const rows = log.data?.data ?? [];

  return (
    <>
      <div className={styles.head}>
        <h1>Audit log</h1>
        <Button variant="secondary" onClick={() => void exportCsv()} disabled={exporting}>
          {exporting ? 'Exporting…' : 'Export CSV'}
        </Button>
      </div>
      <p className={styles.muted}>
        Every staff action, newest first. Records cannot be changed or deleted. The export holds the records matching
        the filters below.
      </p>
      <Alert kind="error">{exportError}</Alert>
      <form aria-label="Filter the audit log" className={styles.filters} onSubmit={apply}>
        {FIELDS.map((f) => (
          <div key={f.name} className={styles.filter}>
            <label htmlFor={`audit-${f.name}`}>{f.label}</label>
            {f.name === 'action' ? (
              <select
                id="audit-action"
                value={draft.action}
                onChange={(e) => setDraft((d) => ({ ...d, action: e.target.value }))}
              >
                <option value="">Any action</option>
                {/* An action from the address that the list does not name stays choosable. */}
                {draft.action && !(draft.action in AUDIT_ACTION_LABELS) && (
                  <option value={draft.action}>{draft.action}</option>
                )}
                {ACTION_OPTIONS.map(([code, label]) => (
                  <option key={code} value={code}>
                    {label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={`audit-${f.name}`}
                type={f.type ?? 'text'}
                value={draft[f.name]}
                aria-describedby={f.hint ? `audit-${f.name}-hint` : undefined}
                onChange={(e) => setDraft((d) => ({ ...d, [f.name]: e.target.value }))}
              />
            )}
            {f.hint && (
              <span id={`audit-${f.name}-hint`} className={own.code}>
                {f.hint}
              </span>
            )}
          </div>
        ))}
        <Button type="submit">Apply filters</Button>
        {list.hasFilters && (
          <Button variant="link" onClick={list.clear}>
            Clear filters
          </Button>
        )}
      </form>
      {log.isPending ? (
        <Spinner label="Loading the audit log" />
      ) : log.isError ? (
        <ErrorState
          message={`The audit log could not be loaded: ${log.error.message}`}
          onRetry={() => void log.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState>
          {list.hasFilters ? 'No record matches these filters.' : 'No staff action has been recorded yet.'}
        </EmptyState>
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            {log.data.meta.pagination.total} {log.data.meta.pagination.total === 1 ? 'record' : 'records'}
          </p>
          {/* Focusable, so a keyboard scrolls the wide table sideways. */}
          <div
            className={styles.tableWrap}
            aria-busy={log.isFetching || undefined}
            role="region"
            aria-label="Audit records"
            tabIndex={0}
          >
            <table className={styles.table}>
              <caption className="visually-hidden">Audit records, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                  <th scope="col">Target</th>
                  <th scope="col">Change</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id}>
                    <td>
                      <time dateTime={r.at}>{formatDateTime(r.at)}</time>
                    </td>
                    <td>{r.actorLabel}</td>
                    <td>
                      {AUDIT_ACTION_LABELS[r.action] ?? r.action}
                      <span className={own.code}>{r.action}</span>
                    </td>
                    <td>
                      {r.targetType} {r.targetId}
                    </td>
                    <td>{r.fromState || r.toState ? `${r.fromState ?? '—'} → ${r.toState ?? '—'}` : '—'}</td>
                    <td className={own.details}>{summary(r.details)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager meta={log.data.meta.pagination} onPage={list.setPage} label="Audit log pages" />
        </>
      )}
    </>
  );
}
