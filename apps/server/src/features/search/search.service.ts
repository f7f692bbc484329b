import {
  CATEGORY_SEARCH_PAGE_SIZE,
  pageMeta,
  SEARCH_GROUP_KEYS,
  SNIPPET_ARTICLE_SEARCH,
  SNIPPET_SITE_SEARCH,
  type SearchGroupKey,
} from '@aatd/contract';
import { requireMember, type Actor } from '../../core/access-policy.js';
import { pageWindow, paginate } from '../../core/pagination.js';
import type { ServiceContext } from '../../core/service-context.js';
import { searchArticles, searchPostGroups, searchProfiles, type HitWindow } from './search.repository.js';
import { presentGroups, presentPostHit } from './search.presenter.js';

/**
 * Site search (spec part 2 §2.16): PostgreSQL full text over posts, pg_trgm over member names.
 * Without a category every group, 3 hits each with its match count; with one, a page of that group.
 */
export async function siteSearch(
  ctx: ServiceContext,
  actor: Actor,
  q: { q: string; category?: SearchGroupKey | undefined; page?: number },
) {
  const member = requireMember(actor);
  const keys = q.category ? [q.category] : [...SEARCH_GROUP_KEYS];
  const groupsIn = async (window?: HitWindow) => {
    const postKeys = keys.filter((k): k is Exclude<SearchGroupKey, 'profiles'> => k !== 'profiles');
    const [posts, profiles] = await Promise.all([
      searchPostGroups(ctx.db, q.q, postKeys, SNIPPET_SITE_SEARCH, window),
      keys.includes('profiles') ? searchProfiles(ctx.db, q.q, member.id, window) : Promise.resolve([]),
    ]);
    return presentGroups(keys, posts, profiles, SNIPPET_SITE_SEARCH);
  };
  if (!q.category) return { query: q.q, groups: await groupsIn() };
  const window = pageWindow(q.page ?? 1, CATEGORY_SEARCH_PAGE_SIZE);
  const groups = await groupsIn(window);
  // A page past the end has no row to carry the count: the first hit's row does.
  const total = groups[0]!.total || (window.offset > 0 ? (await groupsIn({ limit: 1, offset: 0 }))[0]!.total : 0);
  return { query: q.q, groups, pagination: pageMeta(total, window.page, window.limit) };
}

/** The article search results page: news articles only, 650-character snippets. */
export async function articleSearch(ctx: ServiceContext, actor: Actor, q: { q: string; page: number; limit: number }) {
  requireMember(actor);
  const window = pageWindow(q.page, q.limit);
  const { total, data } = await searchArticles(ctx.db, q.q, window, SNIPPET_ARTICLE_SEARCH);
  return paginate(
    data.map((row) => presentPostHit(row, SNIPPET_ARTICLE_SEARCH)),
    total,
    window,
  );
}
