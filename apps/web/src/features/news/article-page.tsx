import { useParams } from 'react-router';
import type { PostDetail } from '@aatd/contract';
import {
  AccessIcon,
  CommentsSection,
  ExternalLinkButton,
  FavouriteButton,
  RateButton,
  RatingStars,
  ShareButton,
} from '@/components/engagement';
import { ContentNotFound } from '@/components/content/not-found';
import { SafeHtml } from '@/components/content/safe-html';
import { ErrorState, Spinner } from '@/components/ui/feedback';
import { ApiError } from '@/lib/api-client';
import { useArticle } from './api/get-article';
import styles from './components/news.module.css';

const ARTICLE_TYPES = ['clinicalnews', 'journalwatch', 'keyarticles', 'otherresources'];

/** /community/news/:articleType/:articleId — the article page of part 1 §2, in one request. */
export default function ArticlePage() {
  const { articleType = '', articleId = '' } = useParams();
  const id = Number(articleId);
  if (!ARTICLE_TYPES.includes(articleType) || !Number.isInteger(id) || id < 1) {
    return <ContentNotFound what="article" />;
  }
  return <ArticleLoader id={id} />;
}

function ArticleLoader({ id }: { id: number }) {
  const query = useArticle(id);
  if (query.isPending) return <Spinner label="Loading article" />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <ContentNotFound what="article" />;
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  return <Article article={query.data} />;
}

function Article({ article }: { article: PostDetail }) {
  const open = article.accessStatus === 'true';
  return (
    <article className={styles.article}>
      <header className={styles.articleHead}>
        <h1>{article.title}</h1>
        <ExternalLinkButton url={article.articleUrl} postId={article.id} viewType="news" />
      </header>
      <div className={styles.meta}>
        {article.category && <span className={styles.kicker}>{article.category}</span>}
        <span className={styles.access}>
          <AccessIcon accessStatus={article.accessStatus} decorative />
          {open ? 'Open access' : 'No open access'}
        </span>
        <RatingStars value={article.rating} count={article.ratingsCount} />
      </div>
      {(article.articleSource || article.authors) && (
        <p className={styles.source}>{[article.articleSource, article.authors].filter(Boolean).join(' · ')}</p>
      )}
      <SafeHtml html={article.html} className={styles.body} />
      <div className={styles.footer}>
        <FavouriteButton postId={article.id} isSaved={article.isSaved} />
        <RateButton postId={article.id} moduleType="news" title={article.title} />
        <ShareButton variant="article" />
      </div>
      <CommentsSection postId={article.id} firstPage={article.comments} />
    </article>
  );
}
