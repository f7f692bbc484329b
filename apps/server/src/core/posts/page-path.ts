import { articleHref, articleTypeOf, SITE_ROUTES } from '@aatd/contract';

/**
 * The member-facing address of a post by its kind: articles by their news list, conferences by
 * theirs, every other education post under its first tag; a module by its module id.
 */
export function pagePath(p: { post_id: number; kind: string; tags: readonly string[]; module_id?: number | null }) {
  if (p.kind === 'module') return SITE_ROUTES.module.replace(':moduleId', String(p.module_id ?? p.post_id));
  if (p.kind === 'conference') return SITE_ROUTES.conference.replace(':conferenceId', String(p.post_id));
  if (p.kind === 'article') return articleHref(articleTypeOf(p.tags), p.post_id);
  return SITE_ROUTES.educationPost.replace(':slug', p.tags[0] ?? 'all').replace(':postId', String(p.post_id));
}
