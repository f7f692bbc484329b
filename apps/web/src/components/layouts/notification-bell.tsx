import { SiteLink } from '@/components/ui/site-link';
import { paths } from '@/config/paths';
import { useUnreadNotifications } from '@/lib/notification-count';
import styles from './header.module.css';

/**
 * The header's bell: a link to /notifications with the unread count. The count comes over the
 * event stream (it sends the current count when it opens, and every change), so the bell itself
 * fetches nothing and weighs next to nothing in the first chunk.
 */
export function NotificationBell() {
  const unread = useUnreadNotifications() ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <SiteLink
      to={paths.notifications.getHref()}
      className={styles.bell}
      aria-label={label}
      data-testid="notification-bell"
    >
      <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {unread > 0 && (
        <span className={styles.badge} aria-hidden="true" data-testid="notification-count">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </SiteLink>
  );
}
