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
