import {
  CATEGORY_SEARCH_PAGE_SIZE,
  pageMeta,
  SEARCH_GROUP_KEYS,
  SNIPPET_ARTICLE_SEARCH,
  SNIPPET_SITE_SEARCH,
  type SearchGroupKey,
} from '@aatd/contract';
import { requireMember, type Actor } from '../../core/access-policy.js';
import { pageWindow, paginate, withinWindow } from '../../core/pagination.js';
import type { ServiceContext } from '../../core/service-context.js';
import type { AnnouncedCache } from '../../core/announced-cache.js';
import {
  isProfileMatch,
  searchArticles,
  searchPostGroups,
  searchProfiles,
  FIRST_HITS,
  type HitWindow,
  type ProfileHitRow,
} from './search.repository.js';
import { presentGroups, presentPostGroupHits, presentPostHit, type PostGroupHit } from './search.presenter.js';

/**
 * Search answers held in memory: the same for every member, dropped the moment the database
 * announces a change to the posts or the names they read (migration 0046, decision 0058).
 */
export interface HeldSearches {
  posts: AnnouncedCache<PostGroupHit[]>;
  profiles: AnnouncedCache<ProfileHitRow[]>;
}

type PostGroupKey = Exclude<SearchGroupKey, 'profiles'>;

/** The ten first pages of a name search. */
const MAX_HELD_NAME_ROWS = 10 * CATEGORY_SEARCH_PAGE_SIZE + 1;

const heldPostGroups = (ctx: ServiceContext, held: HeldSearches, q: string, keys: PostGroupKey[], window?: HitWindow) =>
  held.posts.lookup(JSON.stringify([q, keys, window ?? null]), async () => ({
    // Held as presented: rendering the snippets was most of a held answer's cost.
    value: presentPostGroupHits(
      await searchPostGroups(ctx.db, q, keys, SNIPPET_SITE_SEARCH, window),
      SNIPPET_SITE_SEARCH,
    ),
    tags: ['posts'],
  }));

/**
 * The window of name matches without the searcher (nobody finds themselves), from the held
 * matches up to one past the window. Whether the searcher is among all the matches, and so in the
 * count, comes with the matches when this request reads them; from held ones it shows in the rows,
 * or (when they stop before the searcher's place) is asked for by the searcher's key.
 */
async function heldProfiles(ctx: ServiceContext, held: HeldSearches, q: string, memberId: number, window: HitWindow) {
  const upTo = { limit: window.offset + window.limit + 1, offset: 0 };
  let readNow: boolean | undefined;
  const load = async () => {
    const found = await searchProfiles(ctx.db, q, upTo, memberId);
    readNow = found.searcherMatches;
    return found.rows;
  };
  // Deep pages are read each time, so no one can fill the memory with long lists.
  const rows =
    upTo.limit > MAX_HELD_NAME_ROWS
      ? await load()
      : await held.profiles.lookup(JSON.stringify([q, upTo.limit]), async () => ({
          value: await load(),
          tags: ['members'],
        }));
  const all = Number(rows[0]?.total ?? 0);
  const others = rows.filter((r) => r.id !== memberId);
  const searcherMatches =
    others.length < rows.length || (rows.length < all && (readNow ?? (await isProfileMatch(ctx.db, q, memberId))));
  const total = searcherMatches ? all - 1 : all;
  return withinWindow(others, window).map((r) => ({ ...r, total }));
}

/**
 * Site search (spec part 2 §2.16): PostgreSQL full text over posts, pg_trgm over member names.
 * Without a category every group, 3 hits each with its match count; with one, a page of that group.
 */
export async function siteSearch(
  ctx: ServiceContext,
  actor: Actor,
  q: { q: string; category?: SearchGroupKey | undefined; page?: number },
  held: HeldSearches,
) {
  const member = requireMember(actor);
  const keys = q.category ? [q.category] : [...SEARCH_GROUP_KEYS];
  const groupsIn = async (window?: HitWindow) => {
    const postKeys = keys.filter((k): k is PostGroupKey => k !== 'profiles');
    const [posts, profiles] = await Promise.all([
      postKeys.length > 0 ? heldPostGroups(ctx, held, q.q, postKeys, window) : Promise.resolve([]),
      keys.includes('profiles') ? heldProfiles(ctx, held, q.q, member.id, window ?? FIRST_HITS) : Promise.resolve([]),
    ]);
    return presentGroups(keys, posts, profiles);
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
