import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGING_TEXT, PAGE_SIZE } from '@aatd/contract';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { ApiError } from '@/lib/api-client';
import { currentUserQueryOptions } from '@/lib/current-user';
import { useConversation } from './api/get-conversation';
import { memberName } from '@/lib/member-name';
import { MessageItem } from './components/message-item';
import { ReplyForm } from './components/reply-form';
import { ReportDialog } from './components/report-dialog';
import styles from './components/messaging.module.css';

/**
 * /mymessageclickthrough/:recipientId (part 2 §2.14): the history paged by 3 from the newest,
 * Load previous / Load recent, the reply form, or the not-allowed text once either side blocked.
 */
export default function ConversationPage() {
  const recipientId = Number(useParams().recipientId);
  const [page, setPage] = useState(1);
  const [reporting, setReporting] = useState(false);
  const convo = useConversation(recipientId, page);
  const queryClient = useQueryClient();

  // Reading marks the conversation seen; without a live stream the badge catches up here.
  const loadedAt = convo.dataUpdatedAt;
  useEffect(() => {
    if (loadedAt) void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions.queryKey });
  }, [loadedAt, queryClient]);

  if (convo.isPending) return <Spinner label="Loading messages" />;
  if (convo.isError) {
    if (convo.error instanceof ApiError && convo.error.status === 404) {
      return <EmptyState>This member could not be found.</EmptyState>;
    }
    return <ErrorState onRetry={() => void convo.refetch()} />;
  }
  const { data: messages, totalCount, recipient, senderBlock, receiverBlock } = convo.data;
  const pages = Math.max(1, Math.ceil(totalCount / PAGE_SIZE.conversation));
  const name = memberName(recipient);

  return (
    <>
      <div className={styles.top}>
        <h1>{name}</h1>
        <div className={styles.buttons}>
          <Button variant="danger" onClick={() => setReporting(true)}>
            Report Messages
          </Button>
          <ButtonLink to={paths.myMessages.getHref()} variant="secondary">
            Back
          </ButtonLink>
        </div>
      </div>
      {page < pages && (
        <button type="button" className={styles.pageLink} onClick={() => setPage(page + 1)}>
          {MESSAGING_TEXT.loadPrevious}
        </button>
      )}
      {messages.length === 0 ? (
        <EmptyState>No messages yet.</EmptyState>
      ) : (
        <ol className={styles.history} aria-label={`Messages with ${name}`} aria-busy={convo.isFetching}>
          {messages.map((m) => (
            <MessageItem key={m.id} message={m} mine={m.senderId !== recipient.id} />
          ))}
        </ol>
      )}
      {page > 1 && (
        <button type="button" className={styles.pageLink} onClick={() => setPage(page - 1)}>
          {MESSAGING_TEXT.loadRecent}
        </button>
      )}
      {senderBlock || receiverBlock ? (
        <p className={styles.notAllowed} role="status">
          {MESSAGING_TEXT.notAllowed}
        </p>
      ) : (
        <ReplyForm recipientId={recipient.id} onSent={() => setPage(1)} />
      )}
      <ReportDialog open={reporting} onOpenChange={setReporting} reporteeId={recipient.id} reporteeName={name} />
    </>
  );
}
