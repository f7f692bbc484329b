import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useParams } from 'react-router';
import { ContactFormSchema, type ContactForm } from '@aatd/contract';
import { paths } from '@/config/paths';
import { TextField } from '@/components/ui/field';
import { useMember } from '@/lib/api/get-member';
import { useSendMessage } from './api/send-message';
import { memberName } from '@/lib/member-name';
import { MessageFields } from './components/message-fields';
import { sendErrorText } from './components/message-errors';
import styles from './components/messaging.module.css';

/**
 * /message/:receiverId (part 2 §2.14): the member's name is shown in a disabled field; an unknown
 * member leaves it empty, so 'Member name is required' stops the send.
 */
export default function ContactPage() {
  const receiverId = Number(useParams().receiverId);
  const recipient = useMember(receiverId, { enabled: Number.isInteger(receiverId) && receiverId > 0 });
  const send = useSendMessage();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const name = recipient.data ? memberName(recipient.data) : '';
  const { register, handleSubmit, setValue, formState } = useForm<ContactForm>({
    resolver: zodResolver(ContactFormSchema),
    defaultValues: { memberName: '', messageText: '' },
    mode: 'all',
  });
  // The name is not typed: it comes from the profile, and is validated like any other field.
  register('memberName');
  const settled = !recipient.isPending || recipient.fetchStatus === 'idle';
  useEffect(() => {
    if (settled) setValue('memberName', name, { shouldValidate: true });
  }, [name, settled, setValue]);

  const onSubmit = handleSubmit(async ({ messageText }) => {
    setError(undefined);
    try {
      const sent = await send.mutateAsync({ receiverId, messageText });
      await navigate(paths.messageSuccess.getHref(), { state: { held: sent.review?.state === 'held' } });
    } catch (err) {
      setError(sendErrorText(err, 'contact'));
    }
  });

  return (
    <section className={styles.narrow}>
      <h1>Contact</h1>
      <form noValidate onSubmit={onSubmit}>
        <TextField
          label="Member name"
          value={settled ? name : '…'}
          disabled
          readOnly
          error={formState.errors.memberName?.message}
        />
        <MessageFields
          label="Message"
          rows={6}
          fieldError={formState.errors.messageText?.message}
          sendError={error}
          submitLabel="Send"
          submitDisabled={!formState.isValid || send.isPending}
          {...register('messageText')}
        />
      </form>
    </section>
  );
}
