import { useParams } from 'react-router';
import { SEARCH_TEXT } from '@aatd/contract';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { Pager } from '@/components/ui/pager';
import { usePageParam } from '@/lib/use-page-param';
import { useArticleSearch } from './api/article-search';
import { PostHitItem } from './components/search-hit';
import styles from './components/search.module.css';

/** /community/news/searcharticle/:searchQuery: news articles with 650-character snippets. */
export default function ArticleSearchPage() {
  const query = (useParams().searchQuery ?? '').trim();
  // A new query is a new address without ?page, so it starts again at page 1.
  const { page, setPage } = usePageParam();
  const search = useArticleSearch(query, page);
  return (
    <>
      <h1>{SEARCH_TEXT.resultsHeading(query)}</h1>
      {!query ? null : search.isPending ? (
        <Spinner label="Searching" />
      ) : search.isError ? (
        <ErrorState onRetry={() => void search.refetch()} />
      ) : search.data.data.length === 0 ? (
        <EmptyState>{SEARCH_TEXT.empty}</EmptyState>
      ) : (
        <>
          <ul className={styles.hits} aria-busy={search.isFetching}>
            {search.data.data.map((hit) => (
              <PostHitItem key={hit.id} hit={hit} group="articles" />
            ))}
          </ul>
          <Pager meta={search.data.meta.pagination} onPage={setPage} label="Result pages" />
        </>
      )}
    </>
  );
}
