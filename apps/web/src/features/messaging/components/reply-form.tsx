import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ReplyFormSchema, type ReplyForm as ReplyValues } from '@aatd/contract';
import { useSendMessage } from '../api/send-message';
import { MessageFields } from './message-fields';
import { sendErrorText } from './message-errors';
import styles from './messaging.module.css';

/** The reply form under a conversation; on success the page shows the newest messages again. */
export function ReplyForm({ recipientId, onSent }: { recipientId: number; onSent: () => void }) {
  const send = useSendMessage();
  const [error, setError] = useState<string>();
  const { register, handleSubmit, reset, formState } = useForm<ReplyValues>({
    resolver: zodResolver(ReplyFormSchema),
    defaultValues: { messageText: '' },
    mode: 'all',
  });

  const onSubmit = handleSubmit(async ({ messageText }) => {
    setError(undefined);
    try {
      await send.mutateAsync({ receiverId: recipientId, messageText });
      reset();
      onSent();
    } catch (err) {
      setError(sendErrorText(err, 'reply'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className={styles.reply}>
      <MessageFields
        label="Reply Message"
        rows={4}
        fieldError={formState.errors.messageText?.message}
        sendError={error}
        submitLabel="Reply"
        submitDisabled={!formState.isValid || send.isPending}
        {...register('messageText')}
      />
    </form>
  );
}
