import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ConfirmTotpSchema, type ConfirmTotp, type TotpEnrolment } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-actions';
import { Alert } from '@/components/ui/feedback';
import { CheckboxField, TextField } from '@/components/ui/field';
import { saveFile } from '@/lib/save-file';
import { useConfirmEnrolment, useRefreshSecondFactor, useStartEnrolment } from '../api/second-factor';
import layout from '@/components/ui/account-section.module.css';
import styles from './second-factor.module.css';

const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** The recovery codes, shown once: the member saves them before going on. */
function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const text = `${codes.join('\n')}\n`;
  const download = () => saveFile({ blob: new Blob([text], { type: 'text/plain' }) }, 'recovery-codes.txt');
  // "Copied" only when the clipboard took them: the codes are never shown again.
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className={layout.form} role="group" aria-labelledby="recovery-codes-title">
      <Alert kind="success">Two-step verification is on.</Alert>
      <h3 id="recovery-codes-title">Save your recovery codes</h3>
      <p>
        If you lose your phone, each of these codes lets you sign in once instead of a code from the app. This is the
        only time they are shown: print them, download them or keep them in a password manager.
      </p>
      <ul className={styles.codes} aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className={layout.actions}>
        <Button type="button" variant="secondary" onClick={download}>
          Download the codes
        </Button>
        <Button type="button" variant="secondary" onClick={() => void copy()}>
          {copied === 'yes' ? 'Copied' : 'Copy the codes'}
        </Button>
      </div>
      {copied === 'failed' && (
        <Alert kind="error">Copying did not work in this browser: download the codes or write them down.</Alert>
      )}
      <CheckboxField
        label="I have saved these recovery codes somewhere safe"
        checked={saved}
        onChange={(e) => setSaved(e.currentTarget.checked)}
      />
      <Button type="button" disabled={!saved} onClick={onDone}>
        Done
      </Button>
    </div>
  );
}

/** Scan (or type) the secret, then confirm with the app's first code. */
function ConfirmStep({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: TotpEnrolment;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const confirm = useConfirmEnrolment();
  const { register, handleSubmit, formState } = useForm<ConfirmTotp>({
    resolver: zodResolver(ConfirmTotpSchema),
    defaultValues: { code: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    const { recoveryCodes } = await confirm.mutateAsync(values).catch(() => ({ recoveryCodes: null }));
    if (recoveryCodes) onConfirmed(recoveryCodes);
  });
  return (
    <form className={layout.form} noValidate onSubmit={onSubmit} aria-label="Set up two-step verification">
      <ol className={styles.steps}>
        <li>
          <p>
            Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or
            1Password).
          </p>
          <img
            className={styles.qr}
            src={enrolment.qrCode}
            alt="QR code to add this account to your authenticator app"
            width={200}
            height={200}
          />
        </li>
        <li>
          <p>
            Cannot scan it? Enter this key in the app instead (time-based, 6 digits):{' '}
            <code className={styles.secret} aria-label="Secret key">
              {grouped(enrolment.secret)}
            </code>
          </p>
        </li>
        <li>
          <TextField
            label="6-digit code from the app"
            autoComplete="one-time-code"
            inputMode="numeric"
            aria-required
            error={formState.errors.code?.message}
            {...register('code')}
          />
        </li>
      </ol>
      <FormActions
        error={confirm.isError ? confirm.error.message : undefined}
        submitLabel="Turn on"
        submitting={formState.isSubmitting}
        cancelLabel="Cancel"
        onCancel={onCancel}
      />
    </form>
  );
}

/**
 * Turning the second factor on: a new secret as a QR code and as text, confirmed with
 * the app's first code, then the ten recovery codes with a clear "save these" step. `onDone`
 * runs once the codes are saved (the status is read again either way).
 */
export function TotpSetup({ onDone }: { onDone?: () => void }) {
  const start = useStartEnrolment();
  const refresh = useRefreshSecondFactor();
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) {
    return (
      <RecoveryCodesStep
        codes={codes}
        onDone={() => {
          setCodes(null);
          start.reset();
          void refresh();
          onDone?.();
        }}
      />
    );
  }
  if (start.data) {
    return <ConfirmStep enrolment={start.data} onConfirmed={setCodes} onCancel={() => start.reset()} />;
  }
  return (
    <div className={layout.form}>
      {start.isError && <Alert kind="error">{start.error.message}</Alert>}
      <div className={layout.actions}>
        <Button type="button" onClick={() => start.mutate()} disabled={start.isPending} aria-busy={start.isPending}>
          Set up two-step verification
        </Button>
      </div>
    </div>
  );
}
