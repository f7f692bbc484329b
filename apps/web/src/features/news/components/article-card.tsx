import { Link } from 'react-router';
import type { PostCard } from '@aatd/contract';
import { AccessIcon, ExternalLinkButton, FavouriteButton, RateButton, articleTypeOf } from '@/components/engagement';
import { FALLBACK_IMAGE } from '@/components/content/fallback-image';
import { paths } from '@/config/paths';
import styles from './news.module.css';

/**
 * An article card (part 1 §2): image (or the fallback), access icon, category, title, source,
 * authors, excerpt, favourite, Rate Article with stars, and Go to Article (leave-site warning).
 */
export function ArticleCard({
  article,
  headingLevel: Heading = 'h3',
}: {
  article: PostCard;
  headingLevel?: 'h2' | 'h3';
}) {
  const href = paths.article.getHref(articleTypeOf(article.tags), article.id);
  return (
    <article className={styles.card}>
      <img
        className={styles.thumb}
        src={article.feature_image ?? FALLBACK_IMAGE}
        alt=""
        loading="lazy"
        width={640}
        height={360}
      />
      <div className={styles.cardBody}>
        <div className={styles.kickerRow}>
          <AccessIcon accessStatus={article.accessStatus} />
          {article.category && <p className={styles.kicker}>{article.category}</p>}
        </div>
        <Heading className={styles.cardTitle}>
          <Link to={href}>{article.title}</Link>
        </Heading>
        {article.articleSource && <p className={styles.source}>{article.articleSource}</p>}
        {article.authors && <p className={styles.authors}>{article.authors}</p>}
        <p className={styles.excerpt}>{article.excerpt}</p>
        <div className={styles.cardActions}>
          <FavouriteButton postId={article.id} isSaved={article.isSaved} title={article.title} />
          <RateButton
            postId={article.id}
            rating={article.rating}
            ratingsCount={article.ratingsCount}
            title={article.title}
            moduleType="news"
          />
          <ExternalLinkButton url={article.articleUrl} postId={article.id} viewType="news" title={article.title} />
        </div>
      </div>
    </article>
  );
}
