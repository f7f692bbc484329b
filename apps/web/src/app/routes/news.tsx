import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyRoute } from './lazy';

/** news screens open to visitors (login, register, ...). */
export const newsPublicRoutes: RouteObject[] = [];
/** news screens for visitors only: a signed-in member is sent to / instead. */
export const newsGuestRoutes: RouteObject[] = [];
/** news screens for signed-in members (inside the community layout). */
export const newsMemberRoutes: RouteObject[] = [
  lazyRoute(paths.news.path, () => import('@/features/news/information-page')),
  lazyRoute(paths.clinicalNews.path, () => import('@/features/news/clinical-news-page')),
  lazyRoute(paths.journalWatch.path, () => import('@/features/news/journal-watch-page')),
  lazyRoute(paths.keyArticles.path, () => import('@/features/news/key-articles-page')),
  lazyRoute(paths.article.path, () => import('@/features/news/article-page')),
  // My Account composes FAVORITES (news) and SAVED MODULES (modules), so it lives in app/.
  lazyRoute(paths.accounts.path, () => import('@/app/accounts/accounts-page')),
];
