import type { ReactNode } from 'react';
import styles from './staff-screen.module.css';

/** A console table: the staff-screen look, a caption for screen readers and a header row; the caller gives the rows. */
export function StaffTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export type SortableColumn<S extends string> = { label: string; sort?: S };

/**
 * The header cells of a sortable console table: a column that sorts is a button, and the sorted one
 * carries aria-sort and an arrow. The caller puts them in its own header row (beside a select-all box).
 */
export function SortableHeaderCells<S extends string>({
  columns,
  sort,
  order,
  onSort,
}: {
  columns: ReadonlyArray<SortableColumn<S>>;
  sort: S;
  order: 'asc' | 'desc';
  onSort: (sort: S) => void;
}) {
  return columns.map((c) => (
    <th
      key={c.label}
      scope="col"
      aria-sort={c.sort && c.sort === sort ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      {c.sort ? (
        <button type="button" className={styles.sortButton} onClick={() => onSort(c.sort!)}>
          {c.label}
          <span aria-hidden="true">{c.sort === sort ? (order === 'asc' ? ' ▲' : ' ▼') : ''}</span>
        </button>
      ) : (
        c.label
      )}
    </th>
  ));
}

/** "sorted by name (ascending)": the sort a table caption tells screen-reader users. */
export const sortCaption = <S extends string>(
  columns: ReadonlyArray<SortableColumn<S>>,
  sort: S,
  order: 'asc' | 'desc',
) =>
  `sorted by ${columns.find((c) => c.sort === sort)?.label.toLowerCase() ?? sort} (${order === 'asc' ? 'ascending' : 'descending'})`;
