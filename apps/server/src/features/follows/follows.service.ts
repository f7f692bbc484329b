import {
  FOLLOWS_MAX,
  FollowErrorCodes,
  followableCategory,
  type FollowList,
  type FollowState,
  type FollowTarget,
} from '@aatd/contract';
import { requireMember, type Actor } from '../../core/access-policy.js';
import type { ServiceContext } from '../../core/service-context.js';
import { AppError } from '../../lib/app-error.js';
import { addFollow, listFollows, removeFollow, topicExists } from './follows.repository.js';

/** GET /api/follows: what the member follows, with each category's label. */
export async function list(ctx: ServiceContext, actor: Actor): Promise<FollowList> {
  const member = requireMember(actor);
  const rows = await listFollows(ctx.db, member.id);
  return {
    data: rows.map((r) => ({
      type: r.target_type,
      target: r.target,
      label: r.target_type === 'category' ? (followableCategory(r.target)?.label ?? r.target) : r.target,
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}

/** PUT /api/follows: follow a category or a module topic (the topic must exist). */
export async function follow(ctx: ServiceContext, actor: Actor, target: FollowTarget): Promise<FollowState> {
  const member = requireMember(actor);
  if (target.type === 'topic' && !(await topicExists(ctx.db, target.target))) {
    throw new AppError(400, FollowErrorCodes.unknownFollowTopic, 'There is no education module topic of this name.');
  }
  if (!(await addFollow(ctx.db, member.id, target, FOLLOWS_MAX))) {
    throw new AppError(
      400,
      FollowErrorCodes.tooManyFollows,
      `You follow ${FOLLOWS_MAX} areas and topics already. Stop following one in My Account first.`,
    );
  }
  return { type: target.type, target: target.target, following: true };
}

/** DELETE /api/follows?type=&target=: stop following; stopping what one does not follow is harmless. */
export async function unfollow(ctx: ServiceContext, actor: Actor, target: FollowTarget): Promise<FollowState> {
  const member = requireMember(actor);
  await removeFollow(ctx.db, member.id, target);
  return { type: target.type, target: target.target, following: false };
}
