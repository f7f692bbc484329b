import { NEWS_TEXT, PAGE_SIZE, type SavedArticle } from '@aatd/contract';
import { AccessIcon, ExternalLinkButton, postHref, useToggleSave } from '@/components/engagement';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { SavedListSection } from '@/components/ui/saved-list-section';
import { useSavedArticles } from './api/get-saved-articles';
import styles from './components/news.module.css';

/**
 * My Account's FAVORITES (part 2 §2.8): saved articles 2 per page, a lock or open icon by
 * accessStatus, View and Unsave.
 */
export function FavoritesSection() {
  return (
    <SavedListSection
      title="FAVORITES"
      id="favorites"
      noun={['article', 'articles']}
      emptyText={NEWS_TEXT.empty}
      pageSize={PAGE_SIZE.savedArticles}
      usePage={useSavedArticles}
      renderItem={(a) => <SavedItem key={a.id} article={a} />}
      listClassName={styles.saved}
    />
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
        <Button
          variant="danger"
          disabled={unsave.isPending}
          onClick={() => unsave.mutate(true)}
          aria-label={`Unsave ${a.title}`}
        >
          Unsave
        </Button>
      </div>
      {unsave.isError && <p role="alert">{unsave.error.message}</p>}
    </li>
  );
}
