import type { LoggedUser } from '@aatd/contract';
import { requireAccountHolder, type Actor } from '../../core/access-policy.js';
import type { ServiceContext } from '../../core/service-context.js';
import { findLoggedUserRow } from '../../core/users/current-user.repository.js';
import { presentLoggedUser } from '../../core/users/logged-user.presenter.js';
import { unauthorized } from '../../lib/app-error.js';

/**
 * GET /api/user: the signed-in member with the unseen-message count and what the access gates ask
 * of them; open behind the gates (the web app learns from it which page to show). A deleted
 * account is 401.
 */
export async function currentUser(ctx: ServiceContext, actor: Actor): Promise<LoggedUser> {
  const member = requireAccountHolder(actor);
  const row = await findLoggedUserRow(ctx.db, member.id);
  if (!row) throw unauthorized();
  return presentLoggedUser(row, ctx.deployment);
}
