import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { PasskeyNameSchema, RemovePasskeySchema, type Passkey, type RemovePasskey } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-actions';
import { Alert, ErrorState, Spinner } from '@/components/ui/feedback';
import { CurrentPasswordField, TextField } from '@/components/ui/field';
import { formatDateTime } from '@/lib/format-date';
import { passkeysSupported } from '@/lib/passkey-ceremony';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from '../api/passkeys';
import layout from '@/components/ui/account-section.module.css';
import styles from './passkeys.module.css';

const NameFormSchema = z.object({ name: PasskeyNameSchema });
type NameForm = z.infer<typeof NameFormSchema>;

/** Name it, then the browser asks the device (fingerprint, face, PIN or a security key). */
function AddPasskeyForm({ onDone }: { onDone: (name: string) => void }) {
  const add = useAddPasskey();
  const { register, handleSubmit, formState, reset } = useForm<NameForm>({
    resolver: zodResolver(NameFormSchema),
    defaultValues: { name: '' },
  });
  const onSubmit = handleSubmit(async ({ name }) => {
    const created = await add.mutateAsync({ name }).catch(() => undefined);
    if (created) {
      reset();
      onDone(created.name);
    }
  });
  return (
    <form className={layout.form} noValidate onSubmit={onSubmit} aria-label="Add a passkey">
      <TextField
        label="Passkey name"
        hint="Such as the device it is on: “Work laptop”, “My phone”."
        autoComplete="off"
        aria-required
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <FormActions
        error={add.isError ? add.error.message : undefined}
        submitLabel="Add passkey"
        submitting={formState.isSubmitting}
      />
    </form>
  );
}

function RenameForm({ passkey, onClose }: { passkey: Passkey; onClose: () => void }) {
  const rename = useRenamePasskey();
  const { register, handleSubmit, formState } = useForm<NameForm>({
    resolver: zodResolver(NameFormSchema),
    defaultValues: { name: passkey.name },
  });
  const onSubmit = handleSubmit(async ({ name }) => {
    if (await rename.mutateAsync({ id: passkey.id, name }).catch(() => undefined)) onClose();
  });
  return (
    <form className={layout.form} noValidate onSubmit={onSubmit} aria-label={`Rename ${passkey.name}`}>
      <TextField label="New name" aria-required error={formState.errors.name?.message} {...register('name')} />
      <FormActions
        error={rename.isError ? rename.error.message : undefined}
        submitLabel="Save name"
        submitting={formState.isSubmitting}
        cancelLabel="Cancel"
        onCancel={onClose}
      />
    </form>
  );
}

/** Removing asks for the password again, as turning off two-step verification does. */
function RemoveForm({
  passkey,
  onClose,
  onRemoved,
}: {
  passkey: Passkey;
  onClose: () => void;
  onRemoved: (message: string) => void;
}) {
  const remove = useRemovePasskey();
  const { register, handleSubmit, formState } = useForm<RemovePasskey>({
    resolver: zodResolver(RemovePasskeySchema),
    defaultValues: { password: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    const done = await remove.mutateAsync({ id: passkey.id, ...values }).catch(() => undefined);
    if (done) onRemoved(done.message);
  });
  return (
    <form className={layout.form} noValidate onSubmit={onSubmit} aria-label={`Remove ${passkey.name}`}>
      <p>Your other sessions will be signed out. The passkey stays on the device until you delete it there.</p>
      <CurrentPasswordField error={formState.errors.password?.message} {...register('password')} />
      <FormActions
        error={remove.isError ? remove.error.message : undefined}
        submitLabel="Remove passkey"
        submitting={formState.isSubmitting}
        cancelLabel="Keep it"
        onCancel={onClose}
      />
    </form>
  );
}

type Editing = { id: number; what: 'rename' | 'remove' } | null;

/** "Passkeys" in My Account: sign in with the device's lock instead of a password and a code. */
export function PasskeysSection() {
  const list = usePasskeys();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string>();
  const supported = passkeysSupported();
  return (
    <section className={layout.section} aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">Passkeys</h2>
      <p>
        Sign in with your device’s fingerprint, face or screen lock instead of your password. A passkey counts as
        two-step verification, so no code is asked.
      </p>
      {notice && <Alert kind="success">{notice}</Alert>}
      {list.isPending ? (
        <Spinner label="Loading your passkeys" />
      ) : list.isError ? (
        <ErrorState message="Your passkeys could not be loaded." onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <p>You have no passkeys yet.</p>
      ) : (
        <ul className={styles.list} aria-label="Your passkeys">
          {list.data.data.map((p) => (
            <li key={p.id} className={styles.item}>
              <div className={styles.facts}>
                <strong>{p.name}</strong>
                <span>Added {formatDateTime(p.createdAt)}</span>
                <span>{p.lastUsedAt ? `Last used ${formatDateTime(p.lastUsedAt)}` : 'Not used yet'}</span>
                {p.synced && <span>Synced between your devices</span>}
              </div>
              {editing?.id === p.id && editing.what === 'rename' ? (
                <RenameForm passkey={p} onClose={() => setEditing(null)} />
              ) : editing?.id === p.id && editing.what === 'remove' ? (
                <RemoveForm
                  passkey={p}
                  onClose={() => setEditing(null)}
                  onRemoved={(message) => {
                    setEditing(null);
                    setNotice(message);
                  }}
                />
              ) : (
                <div className={layout.actions}>
                  <Button
                    type="button"
                    variant="secondary"
                    aria-label={`Rename ${p.name}`}
                    onClick={() => {
                      setNotice(undefined);
                      setEditing({ id: p.id, what: 'rename' });
                    }}
                  >
                    Rename
                  </Button>
                  <Button
                    type="button"
                    variant="secondary"
                    aria-label={`Remove ${p.name}`}
                    onClick={() => {
                      setNotice(undefined);
                      setEditing({ id: p.id, what: 'remove' });
                    }}
                  >
                    Remove
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <AddPasskeyForm
          onDone={(name) => setNotice(`The passkey “${name}” is added. Use it the next time you sign in.`)}
        />
      ) : (
        <Alert kind="error">This browser cannot use passkeys. Open My Account in a recent browser to add one.</Alert>
      )}
    </section>
  );
}
