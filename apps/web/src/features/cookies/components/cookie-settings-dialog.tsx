import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { useT } from '@/lib/i18n';
import { getConsent, hasConsentDecision, saveConsent, type ConsentChoices } from '../consent';
import styles from './cookie-settings-dialog.module.css';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back on close; Radix has no trigger to return to because it opens from several places. */
  returnFocusTo?: HTMLElement | null;
};

/** Each optional category with the catalogue keys of its name and what it does. */
const CATEGORIES: { key: keyof ConsentChoices; label: string; description: string }[] = [
  {
    key: 'personalisation',
    label: 'cookies.settings.personalisation',
    description: 'cookies.settings.personalisationText',
  },
  {
    key: 'advertising',
    label: 'cookies.settings.advertising',
    description: 'cookies.settings.advertisingText',
  },
  {
    key: 'analysis',
    label: 'cookies.settings.analysis',
    description: 'cookies.settings.analysisText',
  },
];

/** Spec part 1 §2: Authentication is necessary and not toggleable; three toggles; Confirm saves. */
export default function CookieSettingsDialog({ open, onOpenChange, returnFocusTo }: Props) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocusTo?.isConnected) returnFocusTo.focus();
          }}
        >
          <Dialog.Title className={styles.title}>{t('cookies.settings.title')}</Dialog.Title>
          <Dialog.Description className={styles.description}>
            {t('cookies.settings.description')}
          </Dialog.Description>
          {/* Mounted only while open, so the toggles start from the saved choice each time. */}
          <SettingsForm onDone={() => onOpenChange(false)} />
          <Dialog.Close className={styles.close} aria-label={t('cookies.settings.close')}>
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SettingsForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const id = useId();
  const [choices, setChoices] = useState<ConsentChoices>(() => {
    // Before any decision every optional category starts off: nothing is pre-ticked.
    if (!hasConsentDecision()) return { personalisation: false, advertising: false, analysis: false };
    const { personalisation, advertising, analysis } = getConsent();
    return { personalisation, advertising, analysis };
  });

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        saveConsent(choices);
        onDone();
      }}
    >
      <ul className={styles.rows}>
        <li className={styles.row}>
          <div>
            <span className={styles.rowLabel}>{t('cookies.settings.authentication')}</span>
            <p className={styles.rowText}>{t('cookies.settings.authenticationText')}</p>
          </div>
          <span className={styles.always}>{t('cookies.settings.alwaysActive')}</span>
        </li>
        {CATEGORIES.map(({ key, label, description }) => (
          <li key={key} className={styles.row}>
            <div>
              <label className={styles.rowLabel} htmlFor={`${id}-${key}`}>
                {t(label)}
              </label>
              <p className={styles.rowText} id={`${id}-${key}-desc`}>
                {t(description)}
              </p>
            </div>
            <input
              id={`${id}-${key}`}
              type="checkbox"
              role="switch"
              className={styles.switch}
              aria-describedby={`${id}-${key}-desc`}
              checked={choices[key]}
              onChange={(e) => setChoices((c) => ({ ...c, [key]: e.target.checked }))}
            />
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        <button type="submit" className={styles.confirm}>
          {t('cookies.settings.confirm')}
        </button>
      </div>
    </form>
  );
}
