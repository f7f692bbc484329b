import { RATING_MAX } from '@aatd/contract';
import styles from './engagement.module.css';

/** The average shown as whole stars (rounded, part 1 §4), with a text equivalent for screen readers. */
export function RatingStars({ value, count }: { value: number; count?: number }) {
  const stars = Math.max(0, Math.min(RATING_MAX, Math.round(value)));
  const text = `Rated ${stars} out of ${RATING_MAX}${count !== undefined ? ` (${count} ${count === 1 ? 'rating' : 'ratings'})` : ''}`;
  return (
    <span className={styles.stars} role="img" aria-label={text}>
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <span key={i} aria-hidden="true" className={i < stars ? styles.starOn : styles.starOff}>
          ★
        </span>
      ))}
    </span>
  );
}
