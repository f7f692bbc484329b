import { pageMeta, type SortBy } from '@aatd/contract';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/app-error.js';
import { withVideoTracking } from '../../lib/video-links.js';
import { getPost, listPostsByTag } from '../posts/posts.repository.js';
import { presentPostCard, presentPostDetail } from '../posts/posts.presenter.js';
import { findViewer } from './conferences.repository.js';

/** Conference highlights are posts of kind 'conference'; every signed-in member may read them. */
export async function listConferences(
  db: Db,
  memberId: number,
  q: { limit: number; page: number; sortBy: SortBy; orderBy: 'asc' | 'desc' },
) {
  const { rows, total } = await listPostsByTag(db, { kind: 'conference', ...q, userId: memberId });
  return { data: rows.map(presentPostCard), meta: { pagination: pageMeta(total, q.page, q.limit) } };
}

/**
 * The detail, with the video link tagged for this member: autoplay off, their customer id and a
 * tracking id of country and digital id — added per request, never stored.
 */
export async function getConference(db: Db, memberId: number, id: number) {
  const [row, viewer] = await Promise.all([getPost(db, id, memberId), findViewer(db, memberId)]);
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
