import type { ReactNode } from 'react';
import { PASSWORD_CRITERIA, PASSWORD_MESSAGES } from '@aatd/contract';
import styles from './password-criteria.module.css';

/** The 'Password criteria' list of part 2 §5, shown above the fields where a password is chosen. */
export function PasswordCriteria({ id }: { id?: string }) {
  return (
    <div className={styles.criteria} id={id}>
      <p>{PASSWORD_MESSAGES.criteria}</p>
      <ol>
        {PASSWORD_CRITERIA.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </div>
  );
}

/**
 * A field's message: "Password criteria" comes with its four numbered lines, as the spec shows it,
 * so the member reads what to change where the error is announced; other messages stay text.
 */
export function passwordMessage(message: string | undefined): ReactNode {
  if (message !== PASSWORD_MESSAGES.criteria) return message;
  return (
    <>
      {message}
      <ol className={styles.inMessage}>
        {PASSWORD_CRITERIA.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </>
  );
}
