import { formatDateTime } from '@/lib/format-date';
import type { ConversationSummary } from '@aatd/contract';
import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button-link';
import { DEFAULT_AVATAR } from '@/components/layouts/default-avatar';
import { memberName } from '@/lib/member-name';
import styles from './messaging.module.css';

/** One conversation on My Messages; conversations with unseen messages stand out. */
export function ConversationCard({ conversation }: { conversation: ConversationSummary }) {
  const { recipient, lastMessage, unseenCount } = conversation;
  const name = memberName(recipient);
  return (
    <li className={`${styles.card} ${unseenCount > 0 ? styles.unseen : ''}`}>
      <img src={recipient.image ?? DEFAULT_AVATAR} alt="" width={56} height={56} />
      <div>
        <h2>
          {name}
          {unseenCount > 0 && <span className={styles.newBadge}>{unseenCount} new</span>}
        </h2>
        <p className={styles.preview}>{lastMessage.messageText}</p>
        {lastMessage.review && (
          <span className={styles.meta}>
            {lastMessage.review.state === 'held' ? 'Awaiting review · ' : 'Hidden by a moderator · '}
          </span>
        )}
        <span className={styles.meta}>
          <time dateTime={lastMessage.createdAt}>{formatDateTime(lastMessage.createdAt)}</time>
        </span>
      </div>
      <ButtonLink to={paths.conversation.getHref(recipient.id)} aria-label={`View messages with ${name}`}>
        View
      </ButtonLink>
    </li>
  );
}
