import { useEffect, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { pageMeta } from '@aatd/contract/pagination';
import { EmptyState, ErrorState, Spinner } from './feedback';
import { Pager } from './pager';

interface SavedListSectionProps<T> {
  /** Section heading as the spec words it (FAVORITES, SAVED MODULES). */
  title: string;
  id: string;
  noun: [singular: string, plural: string];
  emptyText: string;
  pageSize: number;
  usePage: (page: number) => UseQueryResult<{ data: T[]; totalCount: number }>;
  renderItem: (item: T) => ReactNode;
  listClassName?: string;
}

/**
 * A My Account list of saved items, paged; unsaving refetches so the entry goes and the total drops
 * by one, and unsaving the last entry of the last page steps back a page (spec part 2 §2.8, §4).
 */
export function SavedListSection<T>({
  title,
  id,
  noun,
  emptyText,
  pageSize,
  usePage,
  renderItem,
  listClassName,
}: SavedListSectionProps<T>) {
  const [page, setPage] = useState(1);
  const query = usePage(page);
  const total = query.data?.totalCount ?? 0;
  const emptyPage = page > 1 && query.data?.data.length === 0;
  useEffect(() => {
    if (emptyPage) setPage((p) => p - 1);
  }, [emptyPage]);

  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {query.isPending ? (
        <Spinner label={`Loading ${title.toLowerCase()}`} />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : query.data.data.length === 0 ? (
        <EmptyState>{emptyText}</EmptyState>
      ) : (
        <>
          <p>
            {total} saved {total === 1 ? noun[0] : noun[1]}
          </p>
          <ul className={listClassName}>{query.data.data.map(renderItem)}</ul>
          <Pager meta={pageMeta(total, page, pageSize)} onPage={setPage} label={`${title} pages`} />
        </>
      )}
    </section>
  );
}
