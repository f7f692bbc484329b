import { Link, useSearchParams } from 'react-router';
import {
  MODERATION_ACTION_LABELS,
  MODERATION_PRIORITY_LABELS,
  MODERATION_REASON_LABELS,
  MODERATION_SOURCES,
} from '@aatd/contract';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { SelectField } from '@/components/ui/field';
import { Pager } from '@/components/ui/pager';
import { paths } from '@/config/paths';
import { parsePage } from '@/lib/use-page-param';
import { useModerationQueue, type QueueFilters } from './api/moderation';
import { formatWhen, reasonLabel, sourceLabel } from './labels';
import styles from './moderation.module.css';

const STATE_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
];
const SOURCE_OPTIONS = MODERATION_SOURCES.map((s) => ({ value: s, label: sourceLabel(s) }));
const REASON_OPTIONS = Object.entries(MODERATION_REASON_LABELS).map(([value, label]) => ({ value, label }));
const ASSIGNED_OPTIONS = [
  { value: 'mine', label: 'Claimed by me' },
  { value: 'unclaimed', label: 'Unclaimed' },
];
const SORT_OPTIONS = [
  { value: 'waiting', label: 'Longest waiting' },
  { value: 'priority', label: 'Highest priority' },
];

/** /admin/moderation: the queue, filtered in the address so reload and Back keep the view. */
export default function ModerationQueuePage() {
  const [params, setParams] = useSearchParams();
  const filters: QueueFilters = {
    state: params.get('state') === 'closed' ? 'closed' : 'open',
    source: params.get('source') || undefined,
    reason: params.get('reason') || undefined,
    assigned: params.get('assigned') || undefined,
    sort: params.get('sort') || undefined,
    page: parsePage(params.get('page')),
  };
  const queue = useModerationQueue(filters);
  const setFilter = (name: string, value: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete('page');
      return next;
    });

  return (
    <>
      <h1>Moderation</h1>
      <p>
        <Link to={paths.consoleModerationWords.getHref()}>Word lists and rules</Link> ·{' '}
        <Link to={paths.consoleModerationReplies.getHref()}>Saved replies</Link>
      </p>
      <div className={styles.filters} role="search" aria-label="Filter the queue">
        <SelectField
          label="Status"
          options={STATE_OPTIONS}
          value={filters.state}
          onChange={(e) => setFilter('state', e.target.value)}
        />
        <SelectField
          label="Source"
          options={SOURCE_OPTIONS}
          placeholder="All sources"
          value={filters.source ?? ''}
          onChange={(e) => setFilter('source', e.target.value)}
        />
        <SelectField
          label="Reason"
          options={REASON_OPTIONS}
          placeholder="All reasons"
          value={filters.reason ?? ''}
          onChange={(e) => setFilter('reason', e.target.value)}
        />
        <SelectField
          label="Claimed"
          options={ASSIGNED_OPTIONS}
          placeholder="Everyone's"
          value={filters.assigned ?? ''}
          onChange={(e) => setFilter('assigned', e.target.value)}
        />
        {filters.state === 'open' && (
          <SelectField
            label="Order"
            options={SORT_OPTIONS}
            value={filters.sort ?? 'waiting'}
            onChange={(e) => setFilter('sort', e.target.value === 'waiting' ? '' : e.target.value)}
          />
        )}
      </div>
      {queue.isPending ? (
        <Spinner />
      ) : queue.isError ? (
        <ErrorState message={queue.error.message} onRetry={() => void queue.refetch()} />
      ) : queue.data.data.length === 0 ? (
        <EmptyState>
          {filters.state === 'open' ? 'Nothing waits for a moderator.' : 'No decided items match.'}
        </EmptyState>
      ) : (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">
                {filters.state === 'open' ? 'Open items, possible adverse events first' : 'Decided items'}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Reason</th>
                  <th scope="col">Content</th>
                  <th scope="col">Author</th>
                  <th scope="col">Reporter</th>
                  <th scope="col">Priority</th>
                  <th scope="col">Claimed by</th>
                  <th scope="col">{filters.state === 'open' ? 'Received' : 'Decision'}</th>
                </tr>
              </thead>
              <tbody>
                {queue.data.data.map((item) => (
                  <tr key={item.id}>
                    <td>
                      <Link to={paths.consoleModerationItem.getHref(item.id)}>
                        #{item.id} {sourceLabel(item.source)}
                      </Link>
                    </td>
                    <td>
                      {reasonLabel(item.reason)}
                      {item.details && <div className={styles.muted}>{item.details}</div>}
                    </td>
                    <td className={styles.excerpt}>
                      {item.excerpt ?? <span className={styles.muted}>Private messages</span>}
                    </td>
                    <td>{item.author.name}</td>
                    <td>{item.reporter?.name ?? <span className={styles.muted}>The rules</span>}</td>
                    <td>{MODERATION_PRIORITY_LABELS[item.priority]}</td>
                    <td>{item.claimedBy?.name ?? <span className={styles.muted}>Unclaimed</span>}</td>
                    <td>{item.resolution ? MODERATION_ACTION_LABELS[item.resolution] : formatWhen(item.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            meta={queue.data.meta.pagination}
            onPage={(page) =>
              setParams((prev) => new URLSearchParams({ ...Object.fromEntries(prev), page: String(page) }))
            }
            label="Queue pages"
          />
        </>
      )}
    </>
  );
}
