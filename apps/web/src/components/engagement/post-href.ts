import { articleTypeOf, educationCategory } from '@aatd/contract';
import { paths } from '@/config/paths';

/**
 * Where a post of any kind is read on this site (saved lists link to it). Resources and links have
 * no page of their own: null means "open the external URL" instead.
 */
export function postHref(post: { id: number; kind: string; tags: readonly string[] }): string | null {
  switch (post.kind) {
    case 'article':
      return paths.article.getHref(articleTypeOf(post.tags), post.id);
    case 'conference':
      return paths.conference.getHref(post.id);
    case 'therapy':
    case 'ar': {
      const slug = post.tags.find((t) => educationCategory(t));
      return slug ? paths.educationPost.getHref(slug, post.id) : null;
    }
    default:
      return null;
  }
}
