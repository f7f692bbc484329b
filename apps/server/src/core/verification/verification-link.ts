import type { Locale } from '@aatd/contract';
import type { Db } from '../../db/database.js';
import { enqueueMail } from '../mail/mail.repository.js';
import type { MailBrand } from '../mail/templates/index.js';
import { recipientOf, verificationMail } from '../mail/templates/index.js';
import { createUserToken, revokeUserTokens } from '../users/user-tokens.repository.js';

/**
 * Mails a member a new e-mail verification link; only the newest link works. The member's own
 * "resend" and an admin's resend on the member page both come here. Pass a transaction.
 */
export async function sendVerificationLink(
  trx: Db,
  brand: MailBrand,
  user: { id: number; email: string; title: string; first_name: string; last_name: string; locale: Locale | null },
): Promise<void> {
  await revokeUserTokens(trx, user.id, 'verifyEmail');
  const token = await createUserToken(trx, user.id, 'verifyEmail');
  await enqueueMail(trx, verificationMail(brand, recipientOf(user), token));
}
