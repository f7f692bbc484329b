import { Link } from 'react-router';
import { useCurrentUser } from '@/lib/current-user';
import { hasRole, ROLE_LABELS } from '@/lib/console-access';
import { CONSOLE_SECTIONS } from './console-sections';
import styles from './console-shell.module.css';

/** /admin: what this staff member's role lets them do, one card per part of the console. */
export default function ConsoleHomePage() {
  const { data: user } = useCurrentUser();
  const sections = CONSOLE_SECTIONS.filter((s) => hasRole(user, s.roles));
  return (
    <>
      <h1>Console</h1>
      {user && <p>You are signed in as {ROLE_LABELS[user.role].toLowerCase()}.</p>}
      {sections.length === 0 ? (
        <p>Nothing in the console is open to your role yet.</p>
      ) : (
        <ul className={styles.cards}>
          {sections.map((s) => (
            <li key={s.to} className={styles.card}>
              <h2>
                <Link to={s.to}>{s.label}</Link>
              </h2>
              <p>{s.description}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
