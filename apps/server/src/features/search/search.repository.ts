import { sql } from 'kysely';
import { PAGE_SIZE, SEARCH_RANKED_PER_GROUP, type SearchGroupKey } from '@aatd/contract';
import type { Db } from '../../db/database.js';
import type { PageWindow } from '../../core/pagination.js';
import { visibleMemberSql } from '../../core/users/visibility.js';
import { PUBLISHED_POSTS } from '../../core/posts/published-posts.repository.js';
import { headlineSql } from './snippet.js';
import { escapeLike } from '../../db/like.js';

// What these read is held in memory (search.service.ts): a column newly read from posts or users
// must also be announced by migration 0046's triggers (decision 0058), or a change to it would
// not reach a held answer.

export interface PostHitRow {
  id: number;
  title: string;
  feature_image: string | null;
  rating_avg: number;
  tags: string[];
  grp: string;
  pdf_link: string | null;
  embed_video_link: string | null;
  snippet: string;
  /** Matches in the row's group (of its ranked candidates). */
  total: string | number;
}

/** Which hits of a group: the first few for the overview, or one page of a category search. */
export type HitWindow = Pick<PageWindow, 'limit' | 'offset'>;
export const FIRST_HITS: HitWindow = { limit: PAGE_SIZE.searchHitsPerGroup, offset: 0 };

/**
 * Written out at every use rather than shared through a CTE: a CTE referenced twice is
 * materialised, and the planner then cannot see the query's words when it picks an index.
 */
const query = (q: string) => sql`websearch_to_tsquery('english', ${q})`;

/**
 * Ranking reads every candidate's whole search vector, so only the newest matches are ranked: a
 * common word matching every post then costs a fixed amount (the newest index stops early), and a
 * rare one matches fewer posts than the cap anyway.
 */
const RANKED_CANDIDATES = { perGroup: SEARCH_RANKED_PER_GROUP, articles: 200 } as const;

const POST_COLUMNS = sql`p.id, p.title, p.plaintext, p.feature_image, p.rating_avg, p.tags, p.pdf_link, p.embed_video_link, p.search_vector`;

/** Which posts a group holds: news articles, or the therapy posts tagged with the area's slug. */
const groupFilter = (group: Exclude<SearchGroupKey, 'profiles'>) =>
  group === 'articles' ? sql`p.kind = 'article'` : sql`p.kind = 'therapy' and p.tags @> array[${group}]::text[]`;

/**
 * The best matching posts of each group in `window` (a therapy post tagged with two areas counts in
 * both), with a headline and the group's match count. One statement: one ranked branch per group,
 * each planned on its own so it can use the tag, date or full-text index that suits it; headlines,
 * the costliest part, are computed for the returned rows only.
 */
export async function searchPostGroups(
  db: Db,
  q: string,
  groups: Exclude<SearchGroupKey, 'profiles'>[],
  snippetChars: number,
  window: HitWindow = FIRST_HITS,
) {
  if (groups.length === 0) return [];
  const branches = groups.map(
    (group) => sql`(
      select ${group}::text as grp, c.*, ts_rank_cd(c.search_vector, ${query(q)}) as rank, count(*) over () as total
      from (
        select ${POST_COLUMNS} from ${PUBLISHED_POSTS} p
        where p.search_vector @@ ${query(q)} and ${groupFilter(group)}
        order by p.published_at desc, p.id desc limit ${RANKED_CANDIDATES.perGroup}
      ) c
      order by rank desc, c.id desc limit ${window.limit} offset ${window.offset}
    )`,
  );
  const { rows } = await sql<PostHitRow>`
    select r.id, r.title, r.feature_image, r.rating_avg, r.tags, r.grp, r.pdf_link, r.embed_video_link, r.total,
           ${headlineSql(sql`r.plaintext`, query(q), snippetChars)} as snippet
    from (${sql.join(branches, sql` union all `)}) r
    order by r.grp, r.rank desc, r.id desc`.execute(db);
  return rows;
}

/** One page of news articles matching the query, best first, with the total (of ranked candidates). */
export async function searchArticles(db: Db, q: string, page: PageWindow, snippetChars: number) {
  const { rows } = await sql<{ total: number; data: Omit<PostHitRow, 'grp'>[] }>`
    with matches as (
      select c.*, ts_rank_cd(c.search_vector, ${query(q)}) as rank
      from (
        select ${POST_COLUMNS} from ${PUBLISHED_POSTS} p
        where p.kind = 'article' and p.search_vector @@ ${query(q)}
        order by p.published_at desc, p.id desc limit ${RANKED_CANDIDATES.articles}
      ) c
    ), page as (
      select m.id, m.title, m.feature_image, m.rating_avg, m.tags, m.pdf_link, m.embed_video_link, m.rank,
             ${headlineSql(sql`m.plaintext`, query(q), snippetChars)} as snippet
      from (select * from matches order by rank desc, id desc limit ${page.limit} offset ${page.offset}) m
    )
    select (select count(*)::int from matches) as total,
           coalesce((select jsonb_agg(to_jsonb(p) order by p.rank desc, p.id desc) from page p), '[]'::jsonb) as data`.execute(
    db,
  );
  return { total: Number(rows[0]?.total ?? 0), data: rows[0]?.data ?? [] };
}

export interface ProfileHitRow {
  id: number;
  title: string;
  first_name: string;
  last_name: string;
  image_path: string | null;
  organisation: string | null;
  total: string | number;
}

const PREFIX_MATCH_BELOW = 5;

/** The query's words, as the name search reads them (at most four). */
const nameWords = (q: string) => q.split(/\s+/).filter(Boolean).slice(0, 4);

/**
 * Every word must resemble (pg_trgm similarity) or start the first or the last name. Similarity
 * misses a short start of a long name ('Max' for 'Maximilian'), so short words may also match as a
 * prefix; longer ones rely on the trigram indexes alone.
 */
function nameMatch(words: string[]) {
  const matches = words.map((w) => {
    const prefix = `${escapeLike(w)}%`;
    return w.length < PREFIX_MATCH_BELOW
      ? sql`(u.first_name % ${w} or u.last_name % ${w} or u.first_name ilike ${prefix} or u.last_name ilike ${prefix})`
      : sql`(u.first_name % ${w} or u.last_name % ${w})`;
  });
  return sql.join(matches, sql` and `);
}

/**
 * The members a name search ranks: the SEARCH_RANKED_PER_GROUP visible members whose full name is
 * nearest the query by word similarity, read nearest first from users_visible_name_gist_idx
 * (migration 0105), so a name thousands share or a word no name has reads that many rows and no
 * more. Of those, the ones whose name every word resembles or starts (nameMatch) are the matches,
 * ranked and counted as the post groups' ranked candidates are.
 */
const nameCandidates = (words: string[]) => sql`
  select u.* from users u
  where ${visibleMemberSql('u')}
  order by ${words.join(' ')}::text <<-> (u.first_name || ' ' || u.last_name)
  limit ${SEARCH_RANKED_PER_GROUP}`;

/**
 * Members by name, typo-tolerant (nameMatch), best first, with the count of the matches among the
 * ranked candidates (nameCandidates), and whether `searcherId` is among them. Opted-out and
 * unverified members never show. The rows are the same for every searcher, so they can be held;
 * the service leaves the searcher out.
 */
export async function searchProfiles(
  db: Db,
  q: string,
  window: HitWindow,
  searcherId: number,
): Promise<{ rows: ProfileHitRow[]; searcherMatches: boolean }> {
  const words = nameWords(q);
  if (words.length === 0) return { rows: [], searcherMatches: false };
  const score = words.map((w) => sql`greatest(similarity(u.first_name, ${w}), similarity(u.last_name, ${w}))`);
  const { rows } = await sql<ProfileHitRow & { searcher_matches: boolean }>`
    select u.id, u.title, u.first_name, u.last_name, u.image_path, u.organisation, count(*) over () as total,
           bool_or(u.id = ${searcherId}) over () as searcher_matches
    from (${nameCandidates(words)}) u
    where ${nameMatch(words)}
    order by ${sql.join(score, sql` + `)} desc, u.last_name, u.first_name, u.id
    limit ${window.limit} offset ${window.offset}`.execute(db);
  return {
    rows: rows.map(({ searcher_matches: _searcher, ...row }) => row),
    searcherMatches: rows[0]?.searcher_matches === true,
  };
}

/** Whether searchProfiles would find this member for the query (among its candidates, by its key). */
export async function isProfileMatch(db: Db, q: string, memberId: number): Promise<boolean> {
  const words = nameWords(q);
  if (words.length === 0) return false;
  const { rows } = await sql`
    select 1 from (${nameCandidates(words)}) u where u.id = ${memberId} and ${nameMatch(words)}`.execute(db);
  return rows.length > 0;
}
