import { SEARCH_GROUP_KEYS, SNIPPET_ARTICLE_SEARCH, SNIPPET_SITE_SEARCH, type SearchGroupKey } from '@aatd/contract';
import { requireMember, type Actor } from '../../core/access-policy.js';
import { pageWindow, paginate } from '../../core/pagination.js';
import type { ServiceContext } from '../../core/service-context.js';
import { searchArticles, searchPostGroups, searchProfiles } from './search.repository.js';
import { presentGroups, presentPostHit } from './search.presenter.js';

/**
 * Site search (spec part 2 §2.16): PostgreSQL full text over posts, pg_trgm over member names.
 * With a category only that group is searched; otherwise every group, 3 hits each.
 */
export async function siteSearch(
  ctx: ServiceContext,
  actor: Actor,
  q: { q: string; category?: SearchGroupKey | undefined },
) {
  const member = requireMember(actor);
  const keys = q.category ? [q.category] : [...SEARCH_GROUP_KEYS];
  const postKeys = keys.filter((k): k is Exclude<SearchGroupKey, 'profiles'> => k !== 'profiles');
  const [posts, profiles] = await Promise.all([
    searchPostGroups(ctx.db, q.q, postKeys, SNIPPET_SITE_SEARCH),
    keys.includes('profiles') ? searchProfiles(ctx.db, q.q, member.id) : Promise.resolve([]),
  ]);
  return { query: q.q, groups: presentGroups(keys, posts, profiles, SNIPPET_SITE_SEARCH) };
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
