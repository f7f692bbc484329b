import { Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyRoute, type RouteHandle } from './lazy';

/** news screens for signed-in members (inside the community layout). */
export const newsMemberRoutes: RouteObject[] = [
  lazyRoute(paths.news.path, 'Information', () => import('@/features/news/information-page')),
  lazyRoute(paths.clinicalNews.path, 'Clinical News', () => import('@/features/news/clinical-news-page')),
  lazyRoute(paths.journalWatch.path, 'Journal Watch', () => import('@/features/news/journal-watch-page')),
  lazyRoute(paths.keyArticles.path, 'Key Review Articles', () => import('@/features/news/key-articles-page')),
  // The article page names the document after the article once it has loaded.
  lazyRoute(paths.article.path, 'Article', () => import('@/features/news/article-page')),
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
