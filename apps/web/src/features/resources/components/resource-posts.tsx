import type { UseQueryResult } from '@tanstack/react-query';
import { noPostsText, type EducationListResponse } from '@aatd/contract';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import styles from '@/components/content/content.module.css';
import { ResourceCard } from './resource-card';

/** A resources list's states, with the spec's 'No {category label} post found'. */
export function ResourcePosts({
  query,
  label,
  headingLevel,
}: {
  query: UseQueryResult<EducationListResponse>;
  label: string;
  headingLevel?: 'h2' | 'h3';
}) {
  if (query.isPending) return <Spinner />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  if (query.data.data.length === 0) return <EmptyState>{noPostsText(label)}</EmptyState>;
  return (
    <div className={styles.grid}>
      {query.data.data.map((p) => (
        <ResourceCard key={p.id} post={p} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
