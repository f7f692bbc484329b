import { NEWS_TAGS } from '@aatd/contract';
import { AccessIcon } from '@/components/engagement';
import { NewsListPage } from './components/news-list-page';
import { SearchCriteriaBubble } from './components/search-criteria';
import styles from './components/news.module.css';

/** /community/news/keyarticles: description, the access key, the search-criteria bubble and the cards. */
export default function KeyArticlesPage() {
  return (
    <NewsListPage title="Key Review Articles" tag={NEWS_TAGS.keyReviewArticles}>
      <p className={styles.intro}>
        The top 3 review articles on AATD from the last 2 years, selected from a literature search and updated every 2
        months.
      </p>
      <div className={styles.accessKey} aria-label="Access key">
        <span className={styles.access}>
          <AccessIcon accessStatus="true" decorative /> Open access
        </span>
        <span className={styles.access}>
          <AccessIcon accessStatus="false" decorative /> No open access
        </span>
        <SearchCriteriaBubble />
      </div>
    </NewsListPage>
  );
}
