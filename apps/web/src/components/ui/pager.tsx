import type { PaginationMeta, SortBy } from '@aatd/contract';
import styles from './pager.module.css';

/**
 * Numbered links shown: up to 4, starting at the current page (spec part 1 §2 Information page), so
 * page 3 of 5 shows 3 4 5; earlier pages are one Prev away.
 */
export const pageWindow = (page: number, pages: number, size = 4) => {
  const start = Math.min(Math.max(1, page), Math.max(1, pages));
  return Array.from({ length: Math.min(size, pages - start + 1) }, (_, i) => start + i);
};

export function Pager({
  meta,
  onPage,
  label = 'Pages',
}: {
  meta: PaginationMeta;
  onPage: (page: number) => void;
  label?: string;
}) {
  if (meta.pages <= 1) return null;
  return (
    <nav aria-label={label}>
      <ul className={styles.pager}>
        <li>
          <button type="button" disabled={!meta.prev} onClick={() => meta.prev && onPage(meta.prev)}>
            Prev
          </button>
        </li>
        {pageWindow(meta.page, meta.pages).map((n) => (
          <li key={n}>
            <button
              type="button"
              aria-current={n === meta.page ? 'page' : undefined}
              aria-label={`Page ${n}`}
              onClick={() => onPage(n)}
            >
              {n}
            </button>
          </li>
        ))}
        <li>
          <button type="button" disabled={!meta.next} onClick={() => meta.next && onPage(meta.next)}>
            Next
          </button>
        </li>
      </ul>
    </nav>
  );
}

export const DEFAULT_FILTERS: ReadonlyArray<{ value: SortBy; label: string }> = [
  { value: 'added', label: 'Just added' },
  { value: 'views', label: 'Most viewed' },
  { value: 'rating', label: 'Top rated' },
];

/** The list filter bar; changing the filter is the caller's cue to reload from page 1. */
export function FilterBar<S extends SortBy>({
  value,
  onChange,
  // Without options the bar offers the default three, so S is then SortBy itself.
  options = DEFAULT_FILTERS as ReadonlyArray<{ value: S; label: string }>,
  label = 'Sort articles',
}: {
  value: S;
  onChange: (v: S) => void;
  options?: ReadonlyArray<{ value: S; label: string }>;
  label?: string;
}) {
  return (
    <div className={styles.filters} role="group" aria-label={label}>
      {options.map((o) => (
        <button key={o.value} type="button" aria-pressed={o.value === value} onClick={() => onChange(o.value)}>
          {o.label}
        </button>
      ))}
    </div>
  );
}
