import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';
import styles from './legal.module.css';

/** Spec part 1 §2 "Not-found page" (the server answers such addresses with HTTP 404). */
export default function NotFoundPage() {
  // Also shown in place of an admin screen, whose route title must not leak.
  usePageTitle('Page not found');
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>404: Page not found</h1>
      <div className={styles.prose}>
        <p>The page you are looking for has moved or is no longer available.</p>
      </div>
      <ButtonLink to={paths.home.getHref()}>Back to Home</ButtonLink>
    </article>
  );
}
