import type { Notification } from '@aatd/contract';
import { SiteLink } from '@/components/ui/site-link';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { useNotifications } from './api/get-notifications';
import { useMarkRead } from './api/mark-read';
import { NotificationItem } from './components/notification-item';
import styles from './components/notifications.module.css';

/** /notifications: newest first, unread marked, "Mark all read", more on demand. */
export default function NotificationsPage() {
  const list = useNotifications();
  const mark = useMarkRead();
  const items = list.data?.pages.flatMap((p) => p.data) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;
  const open = (n: Notification) => {
    if (!n.read) mark.mutate(n.id);
  };
  return (
    <>
      <div className={styles.head}>
        <h1>Notifications</h1>
        <button
          type="button"
          className={styles.button}
          disabled={unread === 0 || mark.isPending}
          onClick={() => mark.mutate('all')}
        >
          Mark all read
        </button>
      </div>
      <p>
        Choose what you hear about, and how, in{' '}
        <SiteLink to={`${paths.accounts.getHref()}#notifications`}>My Account</SiteLink>.
      </p>
      {mark.isError && <ErrorState message="The notification could not be marked read. Please try again." />}
      {list.isPending ? (
        <Spinner label="Loading notifications" />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState>You have no notifications yet.</EmptyState>
      ) : (
        <>
          <ul className={styles.list} aria-busy={list.isFetching} aria-label={`${unread} unread`}>
            {items.map((n) => (
              <NotificationItem key={n.id} n={n} onOpen={open} />
            ))}
          </ul>
          {list.hasNextPage && (
            <button
              type="button"
              className={styles.button}
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? 'Loading…' : 'Show older notifications'}
            </button>
          )}
        </>
      )}
    </>
  );
}
