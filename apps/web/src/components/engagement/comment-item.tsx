import { formatDate } from '@/lib/format-date';
import { lazy, useState } from 'react';
import type { Comment, Reply } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { DEFAULT_AVATAR } from '@/components/layouts/default-avatar';
import { useDeleteComment } from './api/comments';
import { CommentForm } from './comment-form';
import { CommentMenu } from './comment-menu';
import { ReviewNote } from '@/components/ui/review-note';
import styles from './engagement.module.css';
import { useDialogOnFirstPress } from './use-dialog-on-first-press';

const DeleteCommentDialog = lazy(() =>
  import('./delete-comment-dialog').then((m) => ({ default: m.DeleteCommentDialog })),
);

type Viewer = { id: number; isAdmin: boolean };

function DeleteButton({ postId, commentId, isReply }: { postId: number; commentId: number; isReply: boolean }) {
  const { show, dialog } = useDialogOnFirstPress();
  const del = useDeleteComment(postId);
  return (
    <>
      <Button variant="link" onClick={show}>
        Delete
      </Button>
      {del.isError && (
        <span role="alert" className={styles.errorText}>
          {del.error.message}
        </span>
      )}
      {dialog((state) => (
        <DeleteCommentDialog
          {...state}
          what={isReply ? 'reply' : 'comment'}
          busy={del.isPending}
          onConfirm={() => del.mutate(commentId, { onSettled: () => state.onOpenChange(false) })}
        />
      ))}
    </>
  );
}

const HELD = 'Awaiting review: only you can see this until a moderator releases it.';

function Byline({ item }: { item: Reply }) {
  return (
    <div className={styles.byline}>
      <img src={item.image ?? DEFAULT_AVATAR} alt="" width={40} height={40} className={styles.avatar} />
      <strong>
        {item.firstName} {item.lastName}
      </strong>
      <time dateTime={item.createdAt} className={styles.muted}>
        {formatDate(item.createdAt)}
      </time>
    </div>
  );
}

/**
 * One comment with its replies. A comment's Delete shows to its author and to admins; a reply's
 * Delete only to its author (part 1 §6).
 */
export function CommentItem({
  postId,
  comment,
  viewer,
}: {
  postId: number;
  comment: Comment;
  viewer: Viewer | undefined;
}) {
  const [replying, setReplying] = useState(false);
  const canDelete = viewer !== undefined && (viewer.isAdmin || viewer.id === comment.userId);
  return (
    <li className={styles.comment} aria-label={`Comment by ${comment.firstName} ${comment.lastName}`}>
      <Byline item={comment} />
      <p className={styles.commentText}>{comment.commentText}</p>
      <ReviewNote review={comment.review} heldText={HELD} />
      <div className={styles.actionsRow}>
        <Button variant="link" aria-expanded={replying} onClick={() => setReplying((r) => !r)}>
          Reply
        </Button>
        {canDelete && <DeleteButton postId={postId} commentId={comment.id} isReply={false} />}
        {viewer !== undefined && viewer.id !== comment.userId && (
          <CommentMenu commentId={comment.id} authorName={`${comment.firstName} ${comment.lastName}`} />
        )}
      </div>
      {replying && <CommentForm postId={postId} parentId={comment.id} autoFocus onDone={() => setReplying(false)} />}
      {comment.replies.length > 0 && (
        <ul className={styles.replies} aria-label="Replies">
          {comment.replies.map((r) => (
            <li key={r.id} className={styles.comment} aria-label={`Reply by ${r.firstName} ${r.lastName}`}>
              <Byline item={r} />
              <p className={styles.commentText}>{r.commentText}</p>
              <ReviewNote review={r.review} heldText={HELD} />
              <div className={styles.actionsRow}>
                {viewer?.id === r.userId && <DeleteButton postId={postId} commentId={r.id} isReply />}
                {viewer !== undefined && viewer.id !== r.userId && (
                  <CommentMenu commentId={r.id} authorName={`${r.firstName} ${r.lastName}`} />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
