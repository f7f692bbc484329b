import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { InviteBodySchema, type InviteBody } from '@aatd/contract';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Alert } from '@/components/ui/feedback';
import { TextField } from '@/components/ui/field';
import { inviteErrorMessage, useSendInvite } from './api/send-invite';
import styles from './invitations.module.css';

/** /invitefriend (part 2 §2.13): submitting asks for confirmation; only Confirm sends (§4). */
export default function InviteFriendPage() {
  const navigate = useNavigate();
  const send = useSendInvite();
  const [pending, setPending] = useState<InviteBody>();
  const [error, setError] = useState<string>();
  const { register, handleSubmit, formState } = useForm<{ email: string }, unknown, InviteBody>({
    resolver: zodResolver(InviteBodySchema),
    defaultValues: { email: '' },
    mode: 'all',
  });

  const confirm = async () => {
    if (!pending) return;
    try {
      await send.mutateAsync(pending);
      void navigate(paths.inviteFriendSuccess.getHref());
    } catch (e) {
      setPending(undefined);
      setError(inviteErrorMessage(e));
    }
  };

  return (
    <section className={styles.page}>
      <h1>Invite a friend</h1>
      <form
        noValidate
        onSubmit={handleSubmit((values) => {
          setError(undefined);
          setPending(values);
        })}
      >
        <TextField
          label="Friends email address"
          type="email"
          autoComplete="off"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        {error && <Alert kind="error">{error}</Alert>}
        <Button type="submit" disabled={!formState.isValid}>
          Send email request
        </Button>
      </form>
      <ConfirmDialog
        open={Boolean(pending)}
        onOpenChange={(open) => !open && setPending(undefined)}
        title="Send the invitation?"
        message={`We will send an invitation to register to ${pending?.email ?? ''}.`}
        cancelLabel="Back"
        confirmLabel="Confirm"
        busy={send.isPending}
        onConfirm={() => void confirm()}
      />
    </section>
  );
}
