import type { ReactNode } from 'react';
import { useAppReady } from '@/lib/app-ready';
import { useT } from '@/lib/i18n';
import styles from './ready-fieldset.module.css';

/**
 * The controls of a pre-rendered or drawn form (login, registration, the cookie banner, the side
 * panel's search, an article's comment box): disabled in the server's HTML and enabled as soon as
 * React has taken the page over, so nothing typed, picked or pressed before then is silently
 * dropped (useAppReady; a file given meanwhile is read at takeover, useFilesGivenEarly). Until then
 * the group is marked busy and says it is loading, so a screen reader hears why it waits.
 */
export function ReadyFieldset({ children }: { children: ReactNode }) {
  const ready = useAppReady();
  const t = useT();
  return (
    <fieldset className={styles.fieldset} disabled={!ready} aria-busy={!ready || undefined}>
      {!ready && (
        <span className="visually-hidden" role="status">
          {t('shell.formLoading')}
        </span>
      )}
      {children}
    </fieldset>
  );
}
