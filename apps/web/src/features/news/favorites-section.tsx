import { useEffect, useState } from 'react';
import { NEWS_TEXT, pageMeta, PAGE_SIZE, type SavedArticle } from '@aatd/contract';
import { AccessIcon, ExternalLinkButton, postHref, useToggleSave } from '@/components/engagement';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { Pager } from '@/components/ui/pager';
import { useSavedArticles } from './api/get-saved-articles';
import styles from './components/news.module.css';

/**
 * My Account's FAVORITES (part 2 §2.8): saved articles 2 per page, a lock or open icon by
 * accessStatus, View and Unsave. Unsaving refetches, so the entry goes and the total drops by one.
 */
export function FavoritesSection() {
  const [page, setPage] = useState(1);
  const query = useSavedArticles(page);
  const total = query.data?.totalCount ?? 0;
  const emptyPage = page > 1 && query.data?.data.length === 0;
  useEffect(() => {
    if (emptyPage) setPage((p) => p - 1);
  }, [emptyPage]);

  return (
    <section aria-labelledby="favorites">
      <h2 id="favorites">FAVORITES</h2>
      {query.isPending ? (
        <Spinner label="Loading favorites" />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : query.data.data.length === 0 ? (
        <EmptyState>{NEWS_TEXT.empty}</EmptyState>
      ) : (
        <>
          <p>
            {total} saved {total === 1 ? 'article' : 'articles'}
          </p>
          <ul className={styles.saved}>
            {query.data.data.map((a) => (
              <SavedItem key={a.id} article={a} />
            ))}
          </ul>
          <Pager meta={pageMeta(total, page, PAGE_SIZE.savedArticles)} onPage={setPage} label="Favorites pages" />
        </>
      )}
    </section>
  );
}

function SavedItem({ article: a }: { article: SavedArticle }) {
  const unsave = useToggleSave(a.id);
  const href = postHref(a);
  return (
    <li className={styles.savedItem}>
      <div>
        <h3>
          <AccessIcon accessStatus={a.accessStatus} />
          {a.title}
        </h3>
        <p>{[a.category, a.articleSource].filter(Boolean).join(' · ')}</p>
      </div>
      <div className={styles.controls}>
        {href ? (
          <ButtonLink to={href} variant="secondary" aria-label={`View ${a.title}`}>
            View
          </ButtonLink>
        ) : (
          <ExternalLinkButton url={a.articleUrl} postId={a.id} label="View" title={a.title} variant="secondary" />
        )}
        <Button variant="danger" disabled={unsave.isPending} onClick={() => unsave.mutate(true)} aria-label={`Unsave ${a.title}`}>
          Unsave
        </Button>
      </div>
      {unsave.isError && <p role="alert">{unsave.error.message}</p>}
    </li>
  );
}
