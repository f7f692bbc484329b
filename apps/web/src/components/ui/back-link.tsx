import { Link } from 'react-router';
import styles from './back-link.module.css';

/** The way back from one item to the list it belongs to ("Back to Clinical News"). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <p className={styles.back}>
      <Link to={to}>
        <span aria-hidden="true" className="dir-icon">
          ←
        </span>{' '}
        Back to {label}
      </Link>
    </p>
  );
}
