import { NEWS_CURATION, NEWS_TAGS } from '@aatd/contract';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useNews } from './api/get-news';
import { ArticleList } from './components/article-list';
import styles from './components/news.module.css';

/**
 * The news block (part 1 §9: "the news block shows 2"): the latest month's two highest-ranked
 * Journal Watch articles, with a link to the whole list.
 */
export function JournalWatchBlock() {
  const journalWatch = useNews({
    tag: NEWS_TAGS.journalWatch,
    page: 1,
    limit: NEWS_CURATION.journalWatchNewsBlock,
    sortBy: 'added',
  });
  return (
    <section className={styles.block} aria-labelledby="news-block-heading">
      <div className={styles.blockHead}>
        <h2 id="news-block-heading">News: Journal Watch</h2>
        <ButtonLink to={paths.journalWatch.getHref()} variant="secondary" aria-label="View all Journal Watch">
          View all
        </ButtonLink>
      </div>
      <ArticleList query={journalWatch} />
    </section>
  );
}
