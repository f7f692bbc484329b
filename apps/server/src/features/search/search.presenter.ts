import { SEARCH_GROUPS, type PostHit, type ProfileHit, type SearchGroup, type SearchGroupKey } from '@aatd/contract';
import { mediaUrl } from '../../core/media/media-url.js';
import type { PostHitRow, ProfileHitRow } from './search.repository.js';
import { renderSnippet } from './snippet.js';

export const presentPostHit = (row: Omit<PostHitRow, 'grp'>, snippetChars: number): PostHit => ({
  type: 'post',
  id: row.id,
  title: row.title,
  snippet: renderSnippet(row.snippet, snippetChars),
  feature_image: mediaUrl(row.feature_image),
  rating: Math.round(Number(row.rating_avg)),
  tags: row.tags,
  pdf_link: mediaUrl(row.pdf_link),
  embed_video_link: mediaUrl(row.embed_video_link),
});

const presentProfileHit = (row: ProfileHitRow): ProfileHit => ({
  type: 'profile',
  id: row.id,
  title: row.title,
  firstName: row.first_name,
  lastName: row.last_name,
  image: mediaUrl(row.image_path),
  organisation: row.organisation,
});

const totalOf = (rows: ReadonlyArray<{ total: string | number }>) => Number(rows[0]?.total ?? 0);

/** A post hit with its group and the group's match count: what the service holds, snippet rendered. */
export interface PostGroupHit {
  grp: string;
  total: number;
  hit: PostHit;
}

export const presentPostGroupHits = (rows: PostHitRow[], snippetChars: number): PostGroupHit[] =>
  rows.map((row) => ({ grp: row.grp, total: Number(row.total), hit: presentPostHit(row, snippetChars) }));

/**
 * Every requested group in the page's order, empty ones included (the page shows one empty text),
 * each with its match count for "See all N".
 */
export function presentGroups(keys: SearchGroupKey[], posts: PostGroupHit[], profiles: ProfileHitRow[]): SearchGroup[] {
  return SEARCH_GROUPS.filter((g) => keys.includes(g.key)).map(({ key, label }) => {
    if (key === 'profiles') return { key, label, hits: profiles.map(presentProfileHit), total: totalOf(profiles) };
    const rows = posts.filter((r) => r.grp === key);
    return { key, label, hits: rows.map((r) => r.hit), total: totalOf(rows) };
  });
}
