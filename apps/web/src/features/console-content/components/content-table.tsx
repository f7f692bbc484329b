import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { CONTENT_KIND_LABELS, REVIEW_WARNING_DAYS, type ContentListItem, type StaffRef } from '@aatd/contract';
import { SortableHeaderCells, sortCaption, type SortableColumn } from '@/components/ui/staff-table';
import { paths } from '@/config/paths';
import { formatDate, formatDateTime } from '@/lib/format-date';
import type { ContentSort } from '../hooks/use-content-list-params';
import { placeOf, staffName } from '../utils/content-text';
import { StateBadge } from './state-badge';
import styles from './content-list.module.css';

const COLUMNS: ReadonlyArray<SortableColumn<ContentSort>> = [
  { label: 'Title', sort: 'title' },
  { label: 'Kind' },
  { label: 'State', sort: 'state' },
  { label: 'Filed under' },
  { label: 'Author' },
  { label: 'Updated', sort: 'updated' },
  { label: 'Review by', sort: 'reviewBy' },
];

const dueSoon = (reviewBy: string | null) =>
  reviewBy !== null && new Date(`${reviewBy}T00:00:00`).getTime() - Date.now() < REVIEW_WARNING_DAYS * 86_400_000;

/** Up and Down on a row's title move to the title of the row above or below. */
function moveBetweenRows(e: KeyboardEvent<HTMLTableSectionElement>) {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  const row = (e.target as HTMLElement).closest('tr');
  if (!row || !(e.target as HTMLElement).matches('a[data-row-title]')) return;
  const next = e.key === 'ArrowDown' ? row.nextElementSibling : row.previousElementSibling;
  const link = next?.querySelector<HTMLAnchorElement>('a[data-row-title]');
  if (!link) return;
  e.preventDefault();
  link.focus();
}

/**
 * The content list as a table: a header that stays in view while the rows scroll, one row per
 * item with its title leading to the editor, sortable columns, and a check box per row for the
 * bulk actions.
 */
export function ContentTable({
  rows,
  selected,
  onToggle,
  onToggleAll,
  sort,
  order,
  onSort,
  onAuthor,
  busy,
}: {
  rows: ContentListItem[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: (all: boolean) => void;
  sort: ContentSort;
  order: 'asc' | 'desc';
  onSort: (sort: ContentSort) => void;
  onAuthor: (author: NonNullable<StaffRef>) => void;
  busy: boolean;
}) {
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  return (
    <div className={styles.tableWrap} aria-busy={busy || undefined}>
      <table className={styles.table}>
        <caption className="visually-hidden">Content items, {sortCaption(COLUMNS, sort, order)}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.check}>
              <input
                type="checkbox"
                aria-label="Select every item on this page"
                checked={allSelected}
                onChange={(e) => onToggleAll(e.target.checked)}
              />
            </th>
            <SortableHeaderCells columns={COLUMNS} sort={sort} order={order} onSort={onSort} />
          </tr>
        </thead>
        <tbody onKeyDown={moveBetweenRows}>
          {rows.map((r) => (
            <tr key={r.id} data-selected={selected.has(r.id) || undefined}>
              <td className={styles.check}>
                <input
                  type="checkbox"
                  aria-label={`Select ${r.title || 'Untitled'}`}
                  checked={selected.has(r.id)}
                  onChange={() => onToggle(r.id)}
                />
              </td>
              <th scope="row" className={styles.titleCell}>
                <Link to={paths.consoleContentItem.getHref(r.id)} data-row-title>
                  {r.title || 'Untitled'}
                </Link>
                <span className={styles.revision}>Version {r.revision}</span>
              </th>
              <td>{CONTENT_KIND_LABELS[r.kind]}</td>
              <td>
                <StateBadge state={r.state} />
                {r.state === 'scheduled' && r.publishAt && (
                  <span className={styles.sub}>for {formatDateTime(r.publishAt)}</span>
                )}
              </td>
              <td>{placeOf(r)}</td>
              <td>
                {r.author ? (
                  <button
                    type="button"
                    className={styles.authorButton}
                    onClick={() => onAuthor(r.author!)}
                    title={`Show only items by ${r.author.name}`}
                  >
                    {r.author.name}
                  </button>
                ) : (
                  staffName(r.author)
                )}
              </td>
              <td>
                <time dateTime={r.updatedAt}>{formatDateTime(r.updatedAt)}</time>
              </td>
              <td>
                {r.reviewBy ? (
                  <>
                    <time dateTime={r.reviewBy}>{formatDate(r.reviewBy)}</time>
                    {dueSoon(r.reviewBy) && <span className={styles.due}>Due</span>}
                  </>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
