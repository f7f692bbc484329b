import type { LoggedUser } from '@aatd/contract';
import { requireAccountHolder, type Actor } from '../../core/access-policy.js';
import type { AnnouncedCache } from '../../core/announced-cache.js';
import type { ServiceContext } from '../../core/service-context.js';
import { findLoggedUserRow, type LoggedUserRow } from '../../core/users/current-user.repository.js';
import { presentLoggedUser } from '../../core/users/logged-user.presenter.js';
import { unauthorized } from '../../lib/app-error.js';

/** Each member's own row as GET /api/user reads it, by member id (decision 0075). */
export type HeldMembers = AnnouncedCache<Readonly<LoggedUserRow>>;

/**
 * GET /api/user: the signed-in member with the unseen-message count and what the access gates ask
 * of them; open behind the gates (the web app learns from it which page to show). A deleted
 * account is 401. The row is held until migration 0052 announces a change to what it reads; what
 * depends on the time (the verification's validity) is worked out on each answer.
 */
export async function currentUser(ctx: ServiceContext, actor: Actor, held: HeldMembers): Promise<LoggedUser> {
  const member = requireAccountHolder(actor);
  const row = await held.lookup(String(member.id), async () => {
    const found = await findLoggedUserRow(ctx.db, member.id);
    // One object serves every answer until it is forgotten: frozen, so none can change it for the next.
    return found ? { value: Object.freeze(found), tags: [`m${member.id}`] } : null;
  });
  if (!row) throw unauthorized();
  return presentLoggedUser(row, ctx.deployment);
}
