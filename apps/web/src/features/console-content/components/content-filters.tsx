import { useState, type FormEvent } from 'react';
import { CONTENT_KIND_LABELS, CONTENT_KINDS, CONTENT_STATE_LABELS, CONTENT_STATES, CONTENT_TAGS } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import type { ContentFilters as Filters } from '../hooks/use-content-list-params';
import { tagLabel } from '../utils/content-text';
import styles from './content-list.module.css';
import { FilterSelect } from '@/components/ui/filter-select';

/**
 * Search and filters of the content list. Choices apply at once; the search applies on Enter or
 * the Search button. "Written by" offers the signed-in staff member and, when the list was
 * filtered by clicking an author, that author.
 */
export function ContentFilters({
  filters,
  me,
  authorName,
  onChange,
  onClear,
  hasFilters,
}: {
  filters: Filters;
  me: { id: number; name: string } | undefined;
  authorName: string | undefined;
  onChange: (name: keyof Filters, value: string) => void;
  onClear: () => void;
  hasFilters: boolean;
}) {
  const [q, setQ] = useState(filters.q);
  const [lastQ, setLastQ] = useState(filters.q);
  if (lastQ !== filters.q) {
    // Back, a link or "Clear filters" changed the search in the address.
    setLastQ(filters.q);
    setQ(filters.q);
  }
  const search = (e: FormEvent) => {
    e.preventDefault();
    onChange('q', q.trim());
  };
  const authorOptions = [
    ...(me ? [{ value: String(me.id), label: `Me (${me.name})` }] : []),
    ...(filters.authorId && filters.authorId !== String(me?.id)
      ? [{ value: filters.authorId, label: authorName ?? `Author ${filters.authorId}` }]
      : []),
  ];

  return (
    <div className={styles.filters}>
      <form role="search" aria-label="Search content" onSubmit={search} className={styles.search}>
        <label htmlFor="content-q">Search titles</label>
        <div className={styles.searchRow}>
          <input id="content-q" type="search" value={q} onChange={(e) => setQ(e.target.value)} />
          <Button type="submit">Search</Button>
        </div>
      </form>
      <div className={styles.filterRow}>
        <FilterSelect
          className={styles.filter}
          id="content-kind"
          label="Kind"
          value={filters.kind}
          onChange={(v) => onChange('kind', v)}
          options={CONTENT_KINDS.map((k) => ({ value: k, label: CONTENT_KIND_LABELS[k] }))}
        />
        <FilterSelect
          className={styles.filter}
          id="content-state"
          label="State"
          value={filters.state}
          onChange={(v) => onChange('state', v)}
          options={CONTENT_STATES.map((s) => ({ value: s, label: CONTENT_STATE_LABELS[s] }))}
        />
        <FilterSelect
          className={styles.filter}
          id="content-tag"
          label="Tag or category"
          value={filters.tag}
          onChange={(v) => onChange('tag', v)}
          options={CONTENT_TAGS.map((t) => ({ value: t, label: tagLabel(t) }))}
        />
        <FilterSelect
          className={styles.filter}
          id="content-author"
          label="Written by"
          value={filters.authorId}
          onChange={(v) => onChange('authorId', v)}
          options={authorOptions}
        />
        <div className={styles.filter}>
          <label htmlFor="content-review">Review by on or before</label>
          <input
            id="content-review"
            type="date"
            value={filters.reviewBefore}
            onChange={(e) => onChange('reviewBefore', e.target.value)}
          />
        </div>
        {hasFilters && (
          <Button variant="link" onClick={onClear} className={styles.clear}>
            Clear filters
          </Button>
        )}
      </div>
    </div>
  );
}
