import {
  pageMeta,
  SEARCH_GROUP_KEYS,
  SNIPPET_ARTICLE_SEARCH,
  SNIPPET_SITE_SEARCH,
  type SearchGroupKey,
} from '@aatd/contract';
import type { Db } from '../../db/database.js';
import { searchArticles, searchPostGroups, searchProfiles } from './search.repository.js';
import { presentGroups, presentPostHit } from './search.presenter.js';

/**
 * Site search (spec part 2 §2.16): PostgreSQL full text over posts, pg_trgm over member names.
 * With a category only that group is searched; otherwise every group, 3 hits each.
 */
export async function siteSearch(db: Db, memberId: number, q: string, category: SearchGroupKey | undefined) {
  const keys = category ? [category] : [...SEARCH_GROUP_KEYS];
  const postKeys = keys.filter((k): k is Exclude<SearchGroupKey, 'profiles'> => k !== 'profiles');
  const [posts, profiles] = await Promise.all([
    searchPostGroups(db, q, postKeys, SNIPPET_SITE_SEARCH),
    keys.includes('profiles') ? searchProfiles(db, q, memberId) : Promise.resolve([]),
  ]);
  return { query: q, groups: presentGroups(keys, posts, profiles, SNIPPET_SITE_SEARCH) };
}

/** The article search results page: news articles only, 650-character snippets. */
export async function articleSearch(db: Db, q: string, page: number, limit: number) {
  const { total, data } = await searchArticles(db, q, page, limit, SNIPPET_ARTICLE_SEARCH);
  return {
    data: data.map((row) => presentPostHit(row, SNIPPET_ARTICLE_SEARCH)),
    meta: { pagination: pageMeta(total, page, limit) },
  };
}
