import type { ReactNode } from 'react';
import { Button } from './button';
import styles from './feedback.module.css';

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.spinner} role="status" aria-live="polite">
      <div className={styles.wheel} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/** Shown when a data load fails: says so plainly and offers a retry. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <div className={styles.error} role="alert">
      <p>{message ?? 'This content could not be loaded.'}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}

export function Alert({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  if (!children) return null;
  return (
    <div
      className={`${styles.alert} ${kind === 'error' ? styles.alertError : styles.alertSuccess}`}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}
