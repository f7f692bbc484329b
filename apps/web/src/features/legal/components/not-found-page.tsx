import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';
import styles from './legal.module.css';

/** Spec part 1 §2 "Not-found page" (the server answers such addresses with HTTP 404). */
export default function NotFoundPage() {
  // Also shown in place of an admin screen, whose route title must not leak.
  const t = useT();
  usePageTitle(t('title.pageNotFound'));
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('notFound.heading')}</h1>
      <div className={styles.prose}>
        <p>{t('notFound.moved')}</p>
      </div>
      <ButtonLink to={paths.home.getHref()}>{t('notFound.backToHome')}</ButtonLink>
    </article>
  );
}
