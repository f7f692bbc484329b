import { MEMBER_PAGE_MAX, MEMBER_SEARCH_MAX, type MemberListResponse } from '@aatd/contract';
import { requireMember, type Actor } from '../../core/access-policy.js';
import type { AnnouncedCache } from '../../core/announced-cache.js';
import { pageWindow } from '../../core/pagination.js';
import type { ServiceContext } from '../../core/service-context.js';
import { presentMemberSummary } from '../../core/users/member-summary.presenter.js';
import { notFound } from '../../lib/app-error.js';
import { presentMemberDetail } from './members.presenter.js';
import {
  findVisibleMember,
  listFirstVisibleMembers,
  listMembers,
  searchMembers,
  type DirectoryRow,
} from './members.repository.js';

/** The directory's first members as every member sees it, held until migration 0053 announces a change to `users`. */
export type HeldDirectory = AnnouncedCache<readonly DirectoryRow[]>;

/** One more than the longest page the contract allows: the longest first page without its viewer. */
const HELD_FIRST = MEMBER_PAGE_MAX + 1;

/**
 * The directory: every other member members may see; the contract's answer is users plus totalCount.
 * Its first page, where every visit starts, comes from the held first members less the viewer
 * (decision 0076); later pages are read as asked.
 */
export async function listDirectory(
  ctx: ServiceContext,
  actor: Actor,
  q: { page: number; limit: number },
  held: HeldDirectory,
): Promise<MemberListResponse> {
  const member = requireMember(actor);
  const window = pageWindow(q.page, q.limit);
  const fromMemory = async () => {
    const first = await held.lookup('first', async () => ({
      // One array serves every answer until it is forgotten: frozen, so none can change it for the next.
      value: Object.freeze(await listFirstVisibleMembers(ctx.db, HELD_FIRST)),
      tags: ['directory'],
    }));
    return first.filter((row) => row.id !== member.id).slice(0, window.limit);
  };
  const { rows, total } = await listMembers(ctx.db, member.id, window, window.offset === 0 ? fromMemory : undefined);
  return { users: rows.map(presentMemberSummary), totalCount: total };
}

/** The name typeahead; never the searcher themself. */
export async function searchDirectory(ctx: ServiceContext, actor: Actor, q: string) {
  const member = requireMember(actor);
  return { users: (await searchMembers(ctx.db, member.id, q, MEMBER_SEARCH_MAX)).map(presentMemberSummary) };
}

/** View Profile: hidden accounts answer as if they did not exist. */
export async function getMemberProfile(ctx: ServiceContext, actor: Actor, id: number) {
  const member = requireMember(actor);
  const row = await findVisibleMember(ctx.db, id);
  if (!row) throw notFound('The member');
  return presentMemberDetail(row, member.id);
}
