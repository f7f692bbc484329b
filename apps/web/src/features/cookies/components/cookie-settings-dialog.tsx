import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { getConsent, hasConsentDecision, saveConsent, type ConsentChoices } from '../consent';
import styles from './cookie-settings-dialog.module.css';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back on close; Radix has no trigger to return to because it opens from several places. */
  returnFocusTo?: HTMLElement | null;
};

const CATEGORIES: { key: keyof ConsentChoices; label: string; description: string }[] = [
  {
    key: 'personalisation',
    label: 'Personalization',
    description: 'Tailors the content you see to your preferences and its relevance to you.',
  },
  {
    key: 'advertising',
    label: 'Advertising',
    description:
      "Measures how visitors reach the community from the provider's communications on other sites. The site itself shows no advertising.",
  },
  {
    key: 'analysis',
    label: 'Analysis',
    description: 'Measures, in aggregate, how pages are used so the site can be improved.',
  },
];

/** Spec part 1 §2: Authentication is necessary and not toggleable; three toggles; Confirm saves. */
export default function CookieSettingsDialog({ open, onOpenChange, returnFocusTo }: Props) {
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
          <Dialog.Title className={styles.title}>Cookie Settings</Dialog.Title>
          <Dialog.Description className={styles.description}>
            Choose which optional cookies you allow. Storage that keeps you signed in is always active.
          </Dialog.Description>
          {/* Mounted only while open, so the toggles start from the saved choice each time. */}
          <SettingsForm onDone={() => onOpenChange(false)} />
          <Dialog.Close className={styles.close} aria-label="Close">
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SettingsForm({ onDone }: { onDone: () => void }) {
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
            <span className={styles.rowLabel}>Authentication</span>
            <p className={styles.rowText}>
              Strictly necessary: keeps you signed in and remembers your cookie choice. The site cannot work without it.
            </p>
          </div>
          <span className={styles.always}>Always active</span>
        </li>
        {CATEGORIES.map(({ key, label, description }) => (
          <li key={key} className={styles.row}>
            <div>
              <label className={styles.rowLabel} htmlFor={`${id}-${key}`}>
                {label}
              </label>
              <p className={styles.rowText} id={`${id}-${key}-desc`}>
                {description}
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
          Confirm
        </button>
      </div>
    </form>
  );
}
