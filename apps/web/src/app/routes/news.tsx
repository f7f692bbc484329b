import { Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { getArticleQueryOptions } from '@/features/news/api/get-article';
import { authStore } from '@/lib/auth-store';
import { isTakingOverDrawnPage } from '@/lib/drawn-page';
import { queryClient } from '@/lib/query-client';
import { lazyRoute, type RouteHandle } from './lazy';

/**
 * Starts the article's request as the route matches, beside its chunks rather than after them
 * (the page then finds it in the query cache). Resolves at once, nothing waits for it, but over the
 * article the server drew (lib/drawn-page.ts), where the router's first page waits for it. Not on
 * the server, which draws the page with its article already in the cache (prerender.tsx).
 */
const prefetchArticle = async ({ params }: LoaderFunctionArgs) => {
  const id = Number(params.articleId);
  if (typeof window === 'undefined' || !authStore.get() || !Number.isInteger(id) || id < 1) return null;
  const loading = queryClient.prefetchQuery(getArticleQueryOptions(id));
  if (isTakingOverDrawnPage()) await loading;
  return null;
};

/** news screens for signed-in members (inside the community layout). */
export const newsMemberRoutes: RouteObject[] = [
  lazyRoute(paths.news.path, 'Information', () => import('@/features/news/information-page')),
  lazyRoute(paths.clinicalNews.path, 'Clinical News', () => import('@/features/news/clinical-news-page')),
  lazyRoute(paths.journalWatch.path, 'Journal Watch', () => import('@/features/news/journal-watch-page')),
  lazyRoute(paths.keyArticles.path, 'Key Review Articles', () => import('@/features/news/key-articles-page')),
  // The article page names the document after the article once it has loaded.
  {
    ...lazyRoute(paths.article.path, 'Article', () => import('@/features/news/article-page')),
    loader: prefetchArticle,
  },
  // The spec's route table lists /casestudy/news among the news routes; the case studies live
  // in the education area, so the old address leads there.
  {
    path: paths.caseStudyNews.path,
    handle: { title: 'Patient Case Studies' } satisfies RouteHandle,
    element: <Navigate to={paths.caseStudies.getHref()} replace />,
  },
  // My Account composes FAVORITES (news) and SAVED MODULES (modules), so it lives in app/.
  lazyRoute(paths.accounts.path, 'My Account', () => import('@/app/accounts/accounts-page')),
];
