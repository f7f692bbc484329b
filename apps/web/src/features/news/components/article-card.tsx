import { articleTypeOf, type PostCard } from '@aatd/contract';
import { ArticleCardView } from '@/components/content/article-view';
import { ExternalLinkButton, FavouriteButton, RateButton } from '@/components/engagement';
import { paths } from '@/config/paths';

/**
 * An article card (part 1 §2) with the member's actions: favourite, Rate Article with stars, and
 * Go to Article (leave-site warning).
 */
export function ArticleCard({ article, headingLevel = 'h3' }: { article: PostCard; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ArticleCardView
      article={article}
      href={paths.article.getHref(articleTypeOf(article.tags), article.id)}
      headingLevel={headingLevel}
      actions={
        <>
          <FavouriteButton postId={article.id} isSaved={article.isSaved} title={article.title} />
          <RateButton
            postId={article.id}
            rating={article.rating}
            ratingsCount={article.ratingsCount}
            title={article.title}
            moduleType="news"
          />
          <ExternalLinkButton url={article.articleUrl} postId={article.id} viewType="news" title={article.title} />
        </>
      }
    />
  );
}
