import { NEWS_TAGS, SEARCH_GROUPS, type PostHit, type ProfileHit, type SearchGroup, type SearchGroupKey } from '@aatd/contract';
import { mediaUrl } from '../media/media-url.js';
import type { PostHitRow, ProfileHitRow } from './search.repository.js';
import { renderSnippet } from './snippet.js';

/** The news type an article's page is addressed by: its most specific news tag. */
const NEWS_TYPES: string[] = [NEWS_TAGS.clinicalNews, NEWS_TAGS.journalWatch, NEWS_TAGS.keyReviewArticles, NEWS_TAGS.otherResources];
const articleTypeOf = (tags: string[]) => NEWS_TYPES.find((t) => tags.includes(t)) ?? tags.find((t) => t !== NEWS_TAGS.information) ?? NEWS_TAGS.information;

export const presentPostHit = (row: Omit<PostHitRow, 'grp' | 'total'> & { grp?: string }, snippetChars: number): PostHit => ({
  type: 'post',
  id: row.id,
  title: row.title,
  snippet: renderSnippet(row.snippet, snippetChars),
  feature_image: mediaUrl(row.feature_image),
  rating: Math.round(Number(row.rating_avg)),
  articleType: row.grp && row.grp !== 'articles' ? row.grp : articleTypeOf(row.tags),
  pdf_link: row.pdf_link,
  embed_video_link: row.embed_video_link,
});

export const presentProfileHit = (row: ProfileHitRow): ProfileHit => ({
  type: 'profile',
  id: row.id,
  title: row.title,
  firstName: row.first_name,
  lastName: row.last_name,
  image: mediaUrl(row.image_path),
  organisation: row.organisation,
});

/** Every requested group in the page's order, empty ones included (the page shows one empty text). */
export function presentGroups(keys: SearchGroupKey[], posts: PostHitRow[], profiles: ProfileHitRow[], snippetChars: number): SearchGroup[] {
  return SEARCH_GROUPS.filter((g) => keys.includes(g.key)).map(({ key, label }) => {
    if (key === 'profiles') return { key, label, total: profiles[0]?.total ?? 0, hits: profiles.map(presentProfileHit) };
    const rows = posts.filter((r) => r.grp === key);
    return { key, label, total: rows[0]?.total ?? 0, hits: rows.map((r) => presentPostHit(r, snippetChars)) };
  });
}
