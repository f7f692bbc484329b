import type { SortBy } from '@aatd/contract';
import { requireMember, type Actor } from '../../core/access-policy.js';
import { pageWindow, paginate } from '../../core/pagination.js';
import { presentPostCard, presentPostDetail } from '../../core/posts/posts.presenter.js';
import { getPost, listPostsByTag } from '../../core/posts/posts.repository.js';
import type { ServiceContext } from '../../core/service-context.js';
import { notFound } from '../../lib/app-error.js';
import { withVideoTracking } from '../../lib/video-links.js';
import { findViewer } from './conferences.repository.js';

/** Conference highlights are posts of kind 'conference'; every signed-in member may read them. */
export async function listConferences(
  ctx: ServiceContext,
  actor: Actor,
  q: { limit: number; page: number; sortBy: SortBy; orderBy: 'asc' | 'desc' },
) {
  const member = requireMember(actor);
  const window = pageWindow(q.page, q.limit);
  const filter = { kind: 'conference' as const, sortBy: q.sortBy, orderBy: q.orderBy, userId: member.id };
  const { rows, total } = await listPostsByTag(ctx.db, filter, window);
  return paginate(rows.map(presentPostCard), total, window);
}

/**
 * The detail, with the video link tagged for this member: autoplay off, their customer id and a
 * tracking id of country and digital id — added per request, never stored.
 */
export async function getConference(ctx: ServiceContext, actor: Actor, id: number) {
  const member = requireMember(actor);
  const [row, viewer] = await Promise.all([getPost(ctx.db, id, member.id), findViewer(ctx.db, member.id)]);
  if (!row || row.kind !== 'conference') throw notFound('The conference');
  const detail = presentPostDetail(row);
  const link = detail.embed_video_link;
  return {
    ...detail,
    embed_video_link: link
      ? withVideoTracking(link, {
          customerId: viewer.customer_id,
          country: viewer.crm_country,
          digitalId: viewer.digital_id,
        })
      : null,
  };
}
