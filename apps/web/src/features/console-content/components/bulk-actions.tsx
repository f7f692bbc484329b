import { CONTENT_FIELD_LABELS, CONTENT_STATE_LABELS, type ContentBulkResult, type ContentField } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import styles from './content-list.module.css';

type Action = 'submit' | 'withdraw';
const DONE: Record<Action, string> = { submit: 'Submitted for review', withdraw: 'Withdrawn' };

/** The bar above the table while rows are selected: submit or withdraw them all at once. */
export function BulkBar({
  count,
  busy,
  canSubmit,
  canWithdraw,
  onRun,
  onClear,
}: {
  count: number;
  busy: boolean;
  canSubmit: boolean;
  canWithdraw: boolean;
  onRun: (action: Action) => void;
  onClear: () => void;
}) {
  if (count === 0) return null;
  return (
    <div className={styles.bulkBar} role="region" aria-label="Selected items">
      <p>
        {count} {count === 1 ? 'item' : 'items'} selected
      </p>
      {canSubmit && (
        <Button onClick={() => onRun('submit')} disabled={busy}>
          Submit for review
        </Button>
      )}
      {canWithdraw && (
        <Button variant="danger" onClick={() => onRun('withdraw')} disabled={busy}>
          Withdraw
        </Button>
      )}
      <Button variant="secondary" onClick={onClear} disabled={busy}>
        Clear selection
      </Button>
    </div>
  );
}

const fieldList = (fields: Record<string, string> | undefined) =>
  fields
    ? Object.keys(fields)
        .map((f) => CONTENT_FIELD_LABELS[f as ContentField] ?? f)
        .join(', ')
    : '';

/** What a bulk action did to each item: done, or why not (a missing field, a state that does not allow it). */
export function BulkResults({
  action,
  results,
  titles,
  onDismiss,
}: {
  action: Action;
  results: ContentBulkResult['results'];
  titles: ReadonlyMap<number, string>;
  onDismiss: () => void;
}) {
  const done = results.filter((r) => r.ok).length;
  return (
    <section className={styles.results} role="status" aria-label="Results of the bulk action">
      <h2>
        {DONE[action]}: {done} of {results.length}
      </h2>
      <ul>
        {results.map((r) => (
          <li key={r.id} data-ok={r.ok}>
            <strong>{titles.get(r.id) || `Item ${r.id}`}</strong>:{' '}
            {r.ok ? (
              `${DONE[action]} (now ${CONTENT_STATE_LABELS[r.state].toLowerCase()})`
            ) : (
              <>
                not {action === 'submit' ? 'submitted' : 'withdrawn'}. {r.message}
                {r.fields && ` Missing: ${fieldList(r.fields)}.`}
              </>
            )}
          </li>
        ))}
      </ul>
      <Button variant="link" onClick={onDismiss}>
        Dismiss
      </Button>
    </section>
  );
}
