import type { ReactNode } from 'react';
import { useAppReady } from '@/lib/app-ready';
import styles from './ready-fieldset.module.css';

/**
 * The controls of a pre-rendered form (login, registration, the cookie banner, the side panel's
 * search): disabled in the server's HTML and enabled as soon as React has taken the page over, so a
 * field typed into or a region picked before then is not silently dropped (useAppReady).
 */
export function ReadyFieldset({ children }: { children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset} disabled={!useAppReady()}>
      {children}
    </fieldset>
  );
}
