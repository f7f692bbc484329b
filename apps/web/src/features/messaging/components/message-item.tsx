import { formatDateTime } from '@/lib/format-date';
import { Link } from 'react-router';
import type { Message } from '@aatd/contract';
import { DEFAULT_AVATAR } from '@/components/layouts/default-avatar';
import { memberName } from '@/lib/member-name';
import { ReviewNote } from '@/components/ui/review-note';
import styles from './messaging.module.css';

/** A shared article or module is a site path; anything else is not linked. */
const isSitePath = (link: string) => link.startsWith('/') && !link.startsWith('//');

/** One message of a conversation; a shared article or module carries its link. */
export function MessageItem({ message, mine }: { message: Message; mine: boolean }) {
  const name = mine ? 'You' : memberName(message.sender);
  return (
    <li className={`${styles.bubble} ${mine ? styles.mine : ''}`}>
      <img src={message.sender.image ?? DEFAULT_AVATAR} alt="" width={40} height={40} />
      <div>
        <strong>{name}</strong>{' '}
        <span className={styles.meta}>
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </span>
        <p>{message.messageText}</p>
        <ReviewNote
          review={message.review}
          heldText="Awaiting review: only you can see this message until a moderator releases it; then it is delivered."
        />
        {message.resourceLink && isSitePath(message.resourceLink) && (
          <p>
            <Link to={message.resourceLink}>Open the shared page</Link>
          </p>
        )}
      </div>
    </li>
  );
}
