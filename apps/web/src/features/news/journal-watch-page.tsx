import { NEWS_TAGS } from '@aatd/contract';
import { NewsListPage } from './components/news-list-page';
import styles from './components/news.module.css';

/** /community/news/journalwatch: the monthly top 5 journal articles by impact factor. */
export default function JournalWatchPage() {
  return (
    <NewsListPage title="Journal Watch" tag={NEWS_TAGS.journalWatch} byMonth>
      <p className={styles.intro}>Each month, the top 5 journal articles on AATD by impact factor.</p>
    </NewsListPage>
  );
}
