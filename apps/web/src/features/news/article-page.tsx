import { useParams } from 'react-router';
import { articleTypeOf, type PostDetail } from '@aatd/contract';
import { CommentsSection, ExternalLinkButton, FavouriteButton, RateButton, ShareButton } from '@/components/engagement';
import { ArticleView } from '@/components/content/article-view';
import { ContentNotFound } from '@/components/content/not-found';
import { BackLink } from '@/components/ui/back-link';
import { ErrorState, Spinner } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useArticle } from './api/get-article';

/** Each article type's list, where its Back link leads (Other Resources has no list of its own). */
const LISTS: Record<string, { href: string; label: string }> = {
  clinicalnews: { href: paths.clinicalNews.getHref(), label: 'Clinical News' },
  journalwatch: { href: paths.journalWatch.getHref(), label: 'Journal Watch' },
  keyarticles: { href: paths.keyArticles.getHref(), label: 'Key Review Articles' },
  otherresources: { href: paths.news.getHref(), label: 'Information' },
};

/** /community/news/:articleType/:articleId — the article page of part 1 §2, in one request. */
export default function ArticlePage() {
  const { articleType = '', articleId = '' } = useParams();
  const id = Number(articleId);
  const list = LISTS[articleType];
  if (!list || !Number.isInteger(id) || id < 1) return <ContentNotFound what="article" />;
  return <ArticleLoader id={id} articleType={articleType} list={list} />;
}

function ArticleLoader({ id, articleType, list }: { id: number; articleType: string; list: (typeof LISTS)[string] }) {
  const query = useArticle(id);
  if (query.isPending) return <Spinner label="Loading article" />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <ContentNotFound what="article" />;
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  // An article shows only under its own type: /journalwatch/1 is not a Clinical News item's address.
  const article = query.data;
  if (article.kind !== 'article' || articleTypeOf(article.tags) !== articleType) {
    return <ContentNotFound what="article" />;
  }
  return <Article article={article} list={list} />;
}

function Article({ article, list }: { article: PostDetail; list: (typeof LISTS)[string] }) {
  usePageTitle(article.title);
  return (
    <ArticleView
      article={article}
      html={article.html}
      before={<BackLink to={list.href} label={list.label} />}
      headerAction={<ExternalLinkButton url={article.articleUrl} postId={article.id} viewType="news" />}
      actions={
        <>
          <FavouriteButton postId={article.id} isSaved={article.isSaved} british />
          <RateButton postId={article.id} moduleType="news" title={article.title} userRating={article.userRating} />
          <ShareButton variant="article" />
        </>
      }
    >
      <CommentsSection postId={article.id} firstPage={article.comments} />
    </ArticleView>
  );
}
