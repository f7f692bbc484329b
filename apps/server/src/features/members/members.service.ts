import { MEMBER_SEARCH_MAX, type MemberListResponse } from '@aatd/contract';
import { requireMember, type Actor } from '../../core/access-policy.js';
import { pageWindow } from '../../core/pagination.js';
import type { ServiceContext } from '../../core/service-context.js';
import { presentMemberSummary } from '../../core/users/member-summary.presenter.js';
import { notFound } from '../../lib/app-error.js';
import { presentMemberDetail } from './members.presenter.js';
import { findVisibleMember, listMembers, searchMembers } from './members.repository.js';

/** The directory: every other member members may see; the contract's answer is users plus totalCount. */
export async function listDirectory(
  ctx: ServiceContext,
  actor: Actor,
  q: { page: number; limit: number },
): Promise<MemberListResponse> {
  const member = requireMember(actor);
  const { rows, total } = await listMembers(ctx.db, member.id, pageWindow(q.page, q.limit));
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
