import { formatTime } from '@/lib/format-date';
import { REPORT_LABELS } from '@aatd/contract';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { memberName } from '@/lib/member-name';
import { useActiveUsers } from '../api/get-active-users';
import styles from './report.module.css';

/** Members seen in the last 15 minutes; refreshed every minute. */
export function ActiveUsers() {
  const active = useActiveUsers();
  return (
    <section className={styles.section} aria-labelledby="currently-active">
      <h2 id="currently-active">{REPORT_LABELS.currentlyActive}</h2>
      {active.isPending ? (
        <Spinner />
      ) : active.isError ? (
        <ErrorState onRetry={() => void active.refetch()} />
      ) : active.data.length === 0 ? (
        <EmptyState>{REPORT_LABELS.noneActive}</EmptyState>
      ) : (
        <ul className={styles.active}>
          {active.data.map((u) => (
            <li key={u.id}>
              {memberName(u)}{' '}
              <span className={styles.muted}>
                (last seen <time dateTime={u.lastSeenAt}>{formatTime(u.lastSeenAt)}</time>)
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
