import { PAGE_SIZE, pageMeta } from '@aatd/contract';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { Pager } from '@/components/ui/pager';
import { usePageParam } from '@/lib/use-page-param';
import { useConversations } from './api/get-conversations';
import { ConversationCard } from './components/conversation-card';
import styles from './components/messaging.module.css';

/** /mymessage (part 2 §2.14): conversation cards, 3 per page, newest first, unseen marked. */
export default function MyMessagesPage() {
  const { page, setPage } = usePageParam();
  const list = useConversations(page);
  return (
    <>
      <h1>My Messages</h1>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState>{page > 1 ? 'No more messages' : 'You have no messages yet.'}</EmptyState>
      ) : (
        <>
          <ul className={styles.cards} aria-busy={list.isFetching}>
            {list.data.data.map((c) => (
              <ConversationCard key={c.recipient.id} conversation={c} />
            ))}
          </ul>
          <Pager
            meta={pageMeta(list.data.totalCount, page, PAGE_SIZE.messages)}
            onPage={setPage}
            label="Message pages"
          />
        </>
      )}
    </>
  );
}
