import { NEWS_TAGS } from '@aatd/contract';
import { NewsListPage } from './components/news-list-page';
import styles from './components/news.module.css';

/** /community/news/clinicalnews: curated clinical news. */
export default function ClinicalNewsPage() {
  return (
    <NewsListPage title="Clinical News" tag={NEWS_TAGS.clinicalNews}>
      <p className={styles.intro}>Curated clinical news on alpha-1 antitrypsin deficiency.</p>
    </NewsListPage>
  );
}
