import { NEWS_CURATION, NEWS_TAGS, PAGE_SIZE, SORT_BY } from '@aatd/contract';
import { ButtonLink } from '@/components/ui/button-link';
import { FilterBar } from '@/components/ui/pager';
import { useSortedPageParams } from '@/lib/use-page-param';
import { paths } from '@/config/paths';
import { useNews } from './api/get-news';
import { ArticleList } from './components/article-list';
import styles from './components/news.module.css';

/**
 * /community/news, the Information page: the Journal Watch top 3 (no View all), Clinical News with
 * its filter and pager (3 per page: Prev, up to 4 numbers from the current page, Next), and the
 * key review articles.
 */
export default function InformationPage() {
  const list = useSortedPageParams(SORT_BY, 'added');
  const journalWatch = useNews({
    tag: NEWS_TAGS.journalWatch,
    page: 1,
    limit: NEWS_CURATION.journalWatchOverview,
    sortBy: 'added',
  });
  const clinical = useNews({
    tag: NEWS_TAGS.clinicalNews,
    page: list.page,
    limit: PAGE_SIZE.clinicalNews,
    sortBy: list.sortBy,
  });
  const reviews = useNews({ tag: NEWS_TAGS.keyReviewArticles, page: 1, limit: 3, sortBy: 'added' });

  return (
    <>
      <h1 className={styles.heading}>Information</h1>
      <section className={styles.block} aria-labelledby="jw-heading">
        <h2 id="jw-heading">Journal Watch</h2>
        <p className={styles.intro}>The month's top journal articles on AATD by impact factor.</p>
        <ArticleList query={journalWatch} />
      </section>
      <section className={styles.block} aria-labelledby="cn-heading">
        <div className={styles.blockHead}>
          <h2 id="cn-heading">Clinical News</h2>
          <FilterBar value={list.sortBy} onChange={list.setSortBy} label="Sort Clinical News" />
        </div>
        <ArticleList query={clinical} onPage={list.setPage} pagerLabel="Clinical News pages" />
      </section>
      <section className={styles.block} aria-labelledby="kr-heading">
        <div className={styles.blockHead}>
          <h2 id="kr-heading">Key Review Articles</h2>
          <ButtonLink to={paths.keyArticles.getHref()} variant="secondary" aria-label="View all Key Review Articles">
            View all
          </ButtonLink>
        </div>
        <ArticleList query={reviews} />
      </section>
    </>
  );
}
