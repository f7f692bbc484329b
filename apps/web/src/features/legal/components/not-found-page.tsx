import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './legal.module.css';

/** Spec part 1 §2 "Not-found page". */
export default function NotFoundPage() {
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>404: Page not found</h1>
      <div className={styles.prose}>
        <p>The page you are looking for has moved or is no longer available.</p>
        <p>
          <Link to={paths.home.getHref()} className={styles.button}>
            Back to Home
          </Link>
        </p>
      </div>
    </article>
  );
}
