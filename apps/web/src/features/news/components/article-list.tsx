import type { ReactNode } from 'react';
import { NEWS_TEXT, type PostListResponse } from '@aatd/contract';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { Pager } from '@/components/ui/pager';
import { formatMonth } from '@/lib/format-date';
import { ArticleCard } from './article-card';
import styles from './news.module.css';

type ListQuery = { isPending: boolean; isError: boolean; data?: PostListResponse; refetch: () => unknown };

/** Cards of one news list with its loading, failure and empty states, and an optional pager. */
export function ArticleList({
  query,
  onPage,
  pagerLabel,
  byMonth = false,
  children,
}: {
  query: ListQuery;
  onPage?: (page: number) => void;
  pagerLabel?: string;
  /** Under a heading per month (the server sends a monthly list month by month). */
  byMonth?: boolean;
  children?: ReactNode;
}) {
  if (query.isPending) return <Spinner label="Loading articles" />;
  if (query.isError || !query.data) return <ErrorState onRetry={() => void query.refetch()} />;
  const { data, meta } = query.data;
  if (data.length === 0) return <EmptyState>{NEWS_TEXT.empty}</EmptyState>;
  return (
    <>
      {byMonth ? (
        monthsOf(data).map(({ month, items }) => (
          <section key={month} aria-label={month} className={styles.month}>
            <h2 className={styles.monthHeading}>{month}</h2>
            <div className={styles.grid}>
              {items.map((a) => (
                <ArticleCard key={a.id} article={a} />
              ))}
            </div>
          </section>
        ))
      ) : (
        <div className={styles.grid}>
          {data.map((a) => (
            <ArticleCard key={a.id} article={a} />
          ))}
        </div>
      )}
      {children}
      {onPage && <Pager meta={meta.pagination} onPage={onPage} label={pagerLabel} />}
    </>
  );
}

/** Consecutive cards of the same month, in the order the server sent them. */
function monthsOf(cards: PostListResponse['data']) {
  const months: { month: string; items: PostListResponse['data'] }[] = [];
  for (const card of cards) {
    const month = formatMonth(card.publishedAt);
    const last = months.at(-1);
    if (last?.month === month) last.items.push(card);
    else months.push({ month, items: [card] });
  }
  return months;
}
