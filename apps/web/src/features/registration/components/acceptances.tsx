import { useState, type ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { ACCEPT_ALL_CONDITIONS, type RegisterFormInput } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n';
import styles from './register-form.module.css';

type Box = 'hcpConfirmation' | 'tcRead' | 'privacyRead';

/** The legal texts shown in the modals; the app passes them in (features do not import each other). */
export interface LegalContent {
  terms: ReactNode;
  privacy: ReactNode;
}

interface Props {
  register: UseFormRegister<RegisterFormInput>;
  errors: FieldErrors<RegisterFormInput>;
  accept: (box: Box) => void;
  legal: LegalContent;
}

/** Each modal's title (a catalogue key) and the legal text it shows. */
const MODALS = {
  tcRead: { title: 'register.termsTitle', key: 'terms' },
  privacyRead: { title: 'register.privacyTitle', key: 'privacy' },
} as const;

/** The three acceptances of part 1 §4; Accept in a modal ticks its box, Cancel leaves it. */
export function Acceptances({ register, errors, accept, legal }: Props) {
  const t = useT();
  const [open, setOpen] = useState<keyof typeof MODALS | null>(null);
  const missing = Boolean(errors.hcpConfirmation || errors.tcRead || errors.privacyRead);
  const row = (box: Box, label: string) => (
    <div className={styles.accept}>
      <input id={`accept-${box}`} type="checkbox" aria-invalid={missing ? true : undefined} {...register(box)} />
      <label htmlFor={`accept-${box}`}>{label}</label>
      {box !== 'hcpConfirmation' && (
        <Button variant="link" onClick={() => setOpen(box)}>
          {t('register.read', { document: t(MODALS[box].title) })}
        </Button>
      )}
    </div>
  );
  const modal = open ? MODALS[open] : null;
  return (
    <fieldset className={styles.acceptances}>
      <legend>{t('register.conditions')}</legend>
      {row('hcpConfirmation', t('register.confirmHcp'))}
      {row('tcRead', t('register.acceptTerms'))}
      {row('privacyRead', t('register.acceptPrivacy'))}
      {missing && (
        <p className={styles.error} role="alert">
          {ACCEPT_ALL_CONDITIONS}
        </p>
      )}
      <Dialog open={modal !== null} onOpenChange={(o) => !o && setOpen(null)} title={modal ? t(modal.title) : ''} wide>
        {modal && <div className={styles.legal}>{legal[modal.key]}</div>}
        <DialogActions>
          <Button variant="secondary" onClick={() => setOpen(null)}>
            {t('register.cancel')}
          </Button>
          <Button
            onClick={() => {
              if (open) accept(open);
              setOpen(null);
            }}
          >
            {t('register.accept')}
          </Button>
        </DialogActions>
      </Dialog>
    </fieldset>
  );
}
