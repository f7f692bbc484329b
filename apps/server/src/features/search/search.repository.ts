import { sql } from 'kysely';
import { PAGE_SIZE, THERAPY_SEARCH_SLUGS, type SearchGroupKey } from '@aatd/contract';
import type { Db } from '../../db/database.js';
import { headlineSql } from './snippet.js';

export interface PostHitRow {
  id: number;
  title: string;
  feature_image: string | null;
  rating_avg: number;
  tags: string[];
  grp: string;
  pdf_link: string | null;
  embed_video_link: string | null;
  total: number;
  snippet: string;
}

const query = (q: string) => sql`websearch_to_tsquery('english', ${q})`;
const therapySlugs = sql`array[${sql.join([...THERAPY_SEARCH_SLUGS])}]::text[]`;

/**
 * Matching posts, grouped (Articles = news articles; one group per therapy area, a therapy post
 * counting in each area it is tagged with), the best `perGroup` of each with a headline. One
 * statement; headlines, the costly part, are computed for the returned rows only.
 */
export async function searchPostGroups(db: Db, q: string, groups: SearchGroupKey[], snippetChars: number, perGroup = PAGE_SIZE.searchHitsPerGroup) {
  if (groups.length === 0) return [];
  const { rows } = await sql<PostHitRow>`
    with q as (select ${query(q)} as query),
    hits as (
      select p.id, p.title, p.plaintext, p.feature_image, p.rating_avg, p.tags, p.pdf_link, p.embed_video_link,
             ts_rank_cd(p.search_vector, q.query) as rank, g.grp
      from posts p
      cross join q
      cross join lateral (
        select 'articles'::text as grp where p.kind = 'article'
        union all
        select t from unnest(p.tags) t where p.kind = 'therapy' and t = any(${therapySlugs})
      ) g
      where p.search_vector @@ q.query
        and (p.kind = 'article' or (p.kind = 'therapy' and p.tags && ${therapySlugs}))
        and g.grp = any(array[${sql.join(groups)}]::text[])
    ), ranked as (
      select h.*, row_number() over (partition by grp order by rank desc, id desc) as rn,
             count(*) over (partition by grp)::int as total
      from hits h
    )
    select r.id, r.title, r.feature_image, r.rating_avg, r.tags, r.grp, r.pdf_link, r.embed_video_link, r.total,
           ${headlineSql(sql`r.plaintext`, sql`q.query`, snippetChars)} as snippet
    from ranked r cross join q
    where r.rn <= ${perGroup}
    order by r.grp, r.rn`.execute(db);
  return rows;
}

/** One page of news articles matching the query, best first, with the total. */
export async function searchArticles(db: Db, q: string, page: number, limit: number, snippetChars: number) {
  const { rows } = await sql<{ total: number; data: Omit<PostHitRow, 'grp' | 'total'>[] }>`
    with q as (select ${query(q)} as query),
    matches as (
      select p.id, p.title, p.plaintext, p.feature_image, p.rating_avg, p.tags, p.pdf_link, p.embed_video_link,
             ts_rank_cd(p.search_vector, q.query) as rank
      from posts p cross join q
      where p.kind = 'article' and p.search_vector @@ q.query
    ), page as (
      select m.*, ${headlineSql(sql`m.plaintext`, sql`q.query`, snippetChars)} as snippet
      from (select * from matches order by rank desc, id desc limit ${limit} offset ${(page - 1) * limit}) m
      cross join q
    )
    select (select count(*)::int from matches) as total,
           coalesce((select jsonb_agg(to_jsonb(p) - 'plaintext' order by p.rank desc, p.id desc) from page p), '[]'::jsonb) as data`.execute(db);
  return { total: Number(rows[0]?.total ?? 0), data: rows[0]?.data ?? [] };
}

export interface ProfileHitRow {
  id: number;
  title: string;
  first_name: string;
  last_name: string;
  image_path: string | null;
  organisation: string | null;
  total: number;
}

const likeEscape = (w: string) => w.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Members by name, typo-tolerant: every word of the query must resemble (pg_trgm similarity) or
 * start the first or the last name. Opted-out and unverified members, and the searcher, never show.
 */
export async function searchProfiles(db: Db, q: string, memberId: number, limit = PAGE_SIZE.searchHitsPerGroup) {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 4);
  if (words.length === 0) return [];
  const matches = words.map(
    (w) => sql`(u.first_name % ${w} or u.last_name % ${w} or u.first_name ilike ${`${likeEscape(w)}%`} or u.last_name ilike ${`${likeEscape(w)}%`})`,
  );
  const score = words.map((w) => sql`greatest(similarity(u.first_name, ${w}), similarity(u.last_name, ${w}))`);
  const { rows } = await sql<ProfileHitRow>`
    select u.id, u.title, u.first_name, u.last_name, u.image_path, u.organisation, count(*) over ()::int as total
    from users u
    where u.opted_out = false and u.hcp_status = 'verified' and u.id <> ${memberId}
      and ${sql.join(matches, sql` and `)}
    order by ${sql.join(score, sql` + `)} desc, u.last_name, u.first_name, u.id
    limit ${limit}`.execute(db);
  return rows;
}
