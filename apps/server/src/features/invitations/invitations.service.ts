import { INVITE_ERROR_CODES, INVITE_MESSAGES } from '@aatd/contract';
import type { Db } from '../../db/database.js';
import type { MailBrand } from '../mail/templates/index.js';
import { enqueueMail } from '../mail/mail.repository.js';
import { AppError } from '../../lib/app-error.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import { insertInvitation } from './invitations.repository.js';
import { invitationMail } from './invitation-mail.js';

/**
 * POST /api/user/invite. The invitation and its mail are written in one transaction: either the
 * colleague will get the mail, or nothing is stored. Only the token's hash is kept.
 */
export async function inviteColleague(db: Db, brand: MailBrand, inviterId: number, email: string) {
  const token = randomToken();
  await db.transaction().execute(async (trx) => {
    const invite = await insertInvitation(trx, inviterId, email, hashToken(token));
    if (!invite) throw new AppError(409, INVITE_ERROR_CODES.userAlreadyExist, INVITE_MESSAGES.userAlreadyExist);
    const inviter = `${invite.title} ${invite.first_name} ${invite.last_name}`;
    await enqueueMail(trx, invitationMail(brand, email, inviter, token));
  });
  return { message: INVITE_MESSAGES.sent };
}
