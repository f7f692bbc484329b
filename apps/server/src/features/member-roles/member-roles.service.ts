import type { MemberRole, Role } from '@aatd/contract';
import { requireRole, type Actor } from '../../core/access-policy.js';
import type { ServiceContext } from '../../core/service-context.js';
import { changeRole } from '../../core/users/change-role.js';
import { conflict, notFound } from '../../lib/app-error.js';

/**
 * An admin gives a member a role (or takes it back). Not their own: an admin who demoted
 * themselves could leave the site without one, so another admin (or the operator CLI) does that.
 */
export async function setMemberRole(
  ctx: ServiceContext,
  actor: Actor,
  memberId: number,
  role: Role,
): Promise<MemberRole> {
  const admin = requireRole(actor, 'admin', 'Only administrators may change roles.');
  if (memberId === admin.id) throw conflict('Admins cannot change their own role; ask another admin.');
  const changed = await changeRole(ctx.db, memberId, role, { actorId: admin.id });
  if (!changed) throw notFound('The member');
  return { id: changed.id, role: changed.role };
}
