import type { Notification, NotificationKind } from '@aatd/contract';
import { SiteLink } from '@/components/ui/site-link';
import { formatDateTime } from '@/lib/format-date';
import styles from './notifications.module.css';

const WHAT: Record<NotificationKind, (who: string) => string> = {
  commentReply: (who) => `${who} replied to your comment on`,
  threadReply: (who) => `${who} replied in a discussion you took part in on`,
  share: (who) => `${who} shared a page with you:`,
  message: (who) => `${who} sent you a message:`,
  verificationDecided: () => 'Your verification:',
  savedItemChanged: () => 'An item you saved changed:',
  reviewWaiting: () => 'Waiting for your review:',
  caseAssigned: (who) => `${who} assigned you`,
  followedItem: () => 'New in an area you follow:',
  followedModule: () => 'A new module on a topic you follow:',
  journalWatchMonth: () => 'A new month of Journal Watch:',
};

/** One notification: what happened, linking to its item; opening it marks it read. */
export function NotificationItem({ n, onOpen }: { n: Notification; onOpen: (n: Notification) => void }) {
  const who = n.actor?.name ?? 'A member';
  return (
    <li className={n.read ? styles.item : `${styles.item} ${styles.unread}`}>
      <SiteLink to={n.link} className={styles.link} onClick={() => onOpen(n)}>
        {!n.read && <span className={styles.dot}>New</span>}
        <span>
          {WHAT[n.kind](who)} <strong>{n.subject}</strong>
        </span>
      </SiteLink>
      <time className={styles.time} dateTime={n.createdAt}>
        {formatDateTime(n.createdAt)}
      </time>
    </li>
  );
}
