import { CONTENT_STATE_LABELS, type ContentState } from '@aatd/contract';
import styles from './content-list.module.css';

/** A content state as a labelled badge; the colour only repeats what the text says. */
export function StateBadge({ state }: { state: ContentState }) {
  return (
    <span className={styles.badge} data-state={state}>
      {CONTENT_STATE_LABELS[state]}
    </span>
  );
}
