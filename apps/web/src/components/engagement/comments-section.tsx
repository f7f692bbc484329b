import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ENGAGEMENT_TEXT, PAGE_SIZE, type CommentPage } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { useCurrentUser } from '@/lib/current-user';
import { getCommentsQueryOptions } from './api/comments';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import styles from './engagement.module.css';

/**
 * Comments of a post, 5 per page, newest first. Page 1 may come with the post itself
 * (`firstPage`), so the article page needs no second request. View more comments moves on while
 * 5 × page < total; View recent comments goes back while page > 1 (part 1 §4).
 */
export function CommentsSection({ postId, firstPage }: { postId: number; firstPage?: CommentPage }) {
  const [page, setPage] = useState(1);
  const viewer = useCurrentUser().data;
  const query = useQuery({
    ...getCommentsQueryOptions(postId, page),
    initialData: page === 1 ? firstPage : undefined,
    initialDataUpdatedAt: page === 1 && firstPage ? Date.now() : undefined,
  });
  const total = query.data?.totalCommentsCount ?? 0;
  // A delete can empty the last page: step back rather than show "No comments found".
  const emptyPage = page > 1 && query.data?.comments.length === 0;
  useEffect(() => {
    if (emptyPage) setPage((p) => Math.max(1, p - 1));
  }, [emptyPage]);

  return (
    <section className={styles.comments} aria-labelledby={`comments-${postId}`}>
      <h2 id={`comments-${postId}`}>Comments</h2>
      <CommentForm postId={postId} onDone={() => setPage(1)} />
      {query.isPending ? (
        <Spinner label="Loading comments" />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : query.data.comments.length === 0 ? (
        <EmptyState>{ENGAGEMENT_TEXT.noComments}</EmptyState>
      ) : (
        <ul className={styles.commentList}>
          {query.data.comments.map((c) => (
            <CommentItem key={c.id} postId={postId} comment={c} viewer={viewer} />
          ))}
        </ul>
      )}
      <div className={styles.actionsRow}>
        {page > 1 && (
          <Button variant="secondary" onClick={() => setPage((p) => p - 1)}>
            {ENGAGEMENT_TEXT.viewRecentComments}
          </Button>
        )}
        {PAGE_SIZE.comments * page < total && (
          <Button variant="secondary" onClick={() => setPage((p) => p + 1)}>
            {ENGAGEMENT_TEXT.viewMoreComments}
          </Button>
        )}
      </div>
    </section>
  );
}
