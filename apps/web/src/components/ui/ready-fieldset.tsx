import { useSyncExternalStore, type ReactNode } from 'react';
import styles from './ready-fieldset.module.css';

const noSubscription = () => () => {};

/**
 * The controls of a pre-rendered form (login, registration, the cookie banner): disabled in the
 * server's HTML and enabled as soon as React has taken the page over. The form's state lives in react-hook-form,
 * which only exists once the JavaScript runs, so a field typed into or a region picked before
 * then would silently be dropped; a control that waits a moment for the page loses nothing.
 * During hydration React uses the server value (false) and then re-renders with true; a page
 * drawn by the browser alone starts enabled.
 */
export function ReadyFieldset({ children }: { children: ReactNode }) {
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <fieldset className={styles.fieldset} disabled={!ready}>
      {children}
    </fieldset>
  );
}
