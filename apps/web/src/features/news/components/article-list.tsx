import type { ReactNode } from 'react';
import { NEWS_TEXT, type PostListResponse } from '@aatd/contract';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { Pager } from '@/components/ui/pager';
import { ArticleCard } from './article-card';
import styles from './news.module.css';

type ListQuery = { isPending: boolean; isError: boolean; data?: PostListResponse; refetch: () => unknown };

/** Cards of one news list with its loading, failure and empty states, and an optional pager. */
export function ArticleList({
  query,
  onPage,
  pagerLabel,
  children,
}: {
  query: ListQuery;
  onPage?: (page: number) => void;
  pagerLabel?: string;
  children?: ReactNode;
}) {
  if (query.isPending) return <Spinner label="Loading articles" />;
  if (query.isError || !query.data) return <ErrorState onRetry={() => void query.refetch()} />;
  const { data, meta } = query.data;
  if (data.length === 0) return <EmptyState>{NEWS_TEXT.empty}</EmptyState>;
  return (
    <>
      <div className={styles.grid}>
        {data.map((a) => (
          <ArticleCard key={a.id} article={a} />
        ))}
      </div>
      {children}
      {onPage && <Pager meta={meta.pagination} onPage={onPage} label={pagerLabel} />}
    </>
  );
}
