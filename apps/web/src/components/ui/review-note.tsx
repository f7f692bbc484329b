import styles from './review-note.module.css';

export interface ReviewState {
  state: 'held' | 'hidden';
  reason: string | null;
}

/**
 * The author's own comment or message that others cannot see: held for a moderator's
 * review ("awaiting review"), or hidden by a moderator with the reason they gave.
 */
export function ReviewNote({ review, heldText }: { review: ReviewState | undefined; heldText: string }) {
  if (!review) return null;
  return (
    <p className={styles.reviewNote} role="note">
      {review.state === 'held'
        ? heldText
        : `Hidden by a moderator: only you can see this. Reason: ${review.reason ?? 'not given'}`}
    </p>
  );
}
