import { INVITE_ERROR_CODES, INVITE_MESSAGES } from '@aatd/contract';
import { requireMember, type Actor } from '../../core/access-policy.js';
import { enqueueMail } from '../../core/mail/mail.repository.js';
import { mailBrand } from '../../core/mail/mail.service.js';
import type { ServiceContext } from '../../core/service-context.js';
import { AppError } from '../../lib/app-error.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import { insertInvitation } from './invitations.repository.js';
import { invitationMail } from './invitation-mail.js';

/**
 * POST /api/user/invite (part 2 §2.13). The invitation and its mail are written in one
 * transaction: either the colleague will get the mail, or nothing is stored. Only the token's hash
 * is kept. Registration marks the invitation accepted (core/users/invitations.repository.ts).
 */
export async function inviteColleague(ctx: ServiceContext, actor: Actor, email: string) {
  const member = requireMember(actor);
  const token = randomToken();
  await ctx.db.transaction().execute(async (trx) => {
    const invite = await insertInvitation(trx, member.id, email, hashToken(token));
    if (!invite) throw new AppError(409, INVITE_ERROR_CODES.userAlreadyExist, INVITE_MESSAGES.userAlreadyExist);
    const inviter = `${invite.title} ${invite.first_name} ${invite.last_name}`;
    await enqueueMail(trx, invitationMail(mailBrand(ctx), email, inviter, token));
  });
  return { message: INVITE_MESSAGES.sent };
}
