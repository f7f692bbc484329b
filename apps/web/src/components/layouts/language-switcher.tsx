import { useId, useState } from 'react';
import { LOCALE_NAMES, LOCALES, isLocale, type Locale } from '@aatd/contract/locales';
import { useAppReady } from '@/lib/app-ready';
import { useSession } from '@/lib/auth-store';
import { chooseLocale } from '@/lib/locale-choice';
import { useLocale, useT } from '@/lib/i18n';
import styles from './language-switcher.module.css';

/**
 * The site's languages, each named in itself, in the header (on a phone, its menu) and the footer. A native select: it
 * is labelled, keyboard-usable and read out as a choice everywhere. Choosing one keeps it (the
 * browser's cookie, and a member's profile) and loads the page again in that language, so every
 * part of it, the server's HTML included, speaks the same one. Disabled in the server's HTML until
 * the app runs, as a choice made before then would be lost.
 */
export function LanguageSwitcher({ place }: { place: 'header' | 'menu' | 'footer' }) {
  const t = useT();
  const { locale } = useLocale();
  const signedIn = useSession() !== null;
  const ready = useAppReady();
  const [changing, setChanging] = useState(false);
  const id = useId();
  const change = (next: Locale) => {
    setChanging(true);
    void chooseLocale(next, { signedIn }).finally(() => window.location.reload());
  };
  return (
    <div className={`${styles.switcher} ${styles[place]}`}>
      <label htmlFor={id} className={styles.label}>
        {t('language.label')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={locale}
        disabled={!ready || changing}
        aria-busy={changing || undefined}
        onChange={(e) => {
          if (isLocale(e.target.value) && e.target.value !== locale) change(e.target.value);
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
