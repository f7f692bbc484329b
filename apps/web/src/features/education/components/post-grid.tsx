import type { UseQueryResult } from '@tanstack/react-query';
import type { EducationListResponse } from '@aatd/contract';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import styles from '@/components/content/content.module.css';
import { ArCard } from './ar-card';
import { TherapyCard } from './therapy-card';

/** A list's states: spinner while loading, error with retry, the spec's empty text, else the cards. */
export function PostGrid({
  query,
  emptyText,
  headingLevel = 'h3',
}: {
  query: UseQueryResult<EducationListResponse>;
  emptyText: string;
  headingLevel?: 'h2' | 'h3';
}) {
  if (query.isPending) return <Spinner />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  if (query.data.data.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  return (
    <div className={styles.grid} aria-busy={query.isFetching}>
      {query.data.data.map((post) =>
        post.kind === 'ar' ? (
          <ArCard key={post.id} post={post} headingLevel={headingLevel} />
        ) : (
          <TherapyCard key={post.id} post={post} headingLevel={headingLevel} />
        ),
      )}
    </div>
  );
}
