import { formatDateTime } from '@/lib/format-date';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { Pager } from '@/components/ui/pager';
import { usePageParam } from '@/lib/use-page-param';
import { memberName } from '@/lib/member-name';
import { useFeedbackInbox } from './api/get-feedback-inbox';
import styles from './feedback-inbox.module.css';

/** /admin/feedback: what members sent through /feedback, newest first. */
export default function FeedbackInboxPage() {
  const { page, setPage } = usePageParam();
  const inbox = useFeedbackInbox(page);
  return (
    <>
      <h1>Feedback inbox</h1>
      {inbox.isPending ? (
        <Spinner />
      ) : inbox.isError ? (
        <ErrorState onRetry={() => void inbox.refetch()} />
      ) : inbox.data.data.length === 0 ? (
        <EmptyState>No feedback yet</EmptyState>
      ) : (
        <>
          <ol className={styles.list}>
            {inbox.data.data.map((f) => (
              <li key={f.id} className={styles.item}>
                <p className={styles.meta}>
                  <strong>{memberName(f.member)}</strong> ({f.member.email}) ·{' '}
                  <time dateTime={f.createdAt}>{formatDateTime(f.createdAt)}</time>
                </p>
                <p className={styles.feature}>Feature: {f.feature ?? 'Not chosen'}</p>
                <p className={styles.text}>{f.feedbackText}</p>
              </li>
            ))}
          </ol>
          <Pager meta={inbox.data.meta.pagination} onPage={setPage} label="Feedback pages" />
        </>
      )}
    </>
  );
}
