import {
  IDENTITY_ERROR_CODES as C,
  ACCOUNT_FLOW_ERROR_CODES,
  INVALID_CURRENT_PASSWORD_MESSAGE,
  PASSWORD_MESSAGES,
  RESET_PASSWORD_ERROR_MESSAGES,
  RESET_REQUEST_ERROR_MESSAGES,
  type MessageResponse,
} from '@aatd/contract';
import { requireMember, type Actor } from '../../core/access-policy.js';
import type { ServiceContext } from '../../core/service-context.js';
import { endSessions } from '../../core/sessions/token-sessions.repository.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { isCommonPassword } from '../../lib/password-strength.js';
import { findUserByEmail, findUserById } from '../../core/users/users.repository.js';
import { enqueueMail } from '../../core/mail/mail.repository.js';
import { mailBrand } from '../../core/mail/mail.service.js';
import { passwordChangedMail, recipientOf, resetPasswordMail } from '../../core/mail/templates/index.js';
import { consumeUserToken, createUserToken, revokeUserTokens } from '../../core/users/user-tokens.repository.js';
import { applyNewPassword } from './password.repository.js';

/** The server half of the one password policy: the contract's rules ran already; this adds zxcvbn. */
const assertNotCommon = (password: string, field: string, inputs: string[] = []) => {
  if (isCommonPassword(password, inputs)) {
    throw new AppError(400, 'validationError', PASSWORD_MESSAGES.common, {
      fields: { [field]: PASSWORD_MESSAGES.common },
    });
  }
};

/** POST /api/user/reset-password-email: mails a single-use link valid for one hour. */
export async function requestPasswordReset(ctx: ServiceContext, email: string): Promise<MessageResponse> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) throw new AppError(404, C.userDoesNotExist, RESET_REQUEST_ERROR_MESSAGES[C.userDoesNotExist] ?? '');
  if (!user.email_verified_at || user.hcp_status !== 'verified') {
    throw new AppError(403, C.userNotVerifiedByProvider, `User is not verified by ${ctx.deployment.providerName}`);
  }
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await revokeUserTokens(trx, user.id, 'resetPassword'); // only the newest link works
      const token = await createUserToken(trx, user.id, 'resetPassword');
      await enqueueMail(trx, resetPasswordMail(mailBrand(ctx), recipientOf(user), token));
    });
  } catch (err) {
    ctx.log.error({ err: (err as Error).message, userId: user.id }, 'could not create a recovery token');
    throw new AppError(
      500,
      C.errorInGettingRecoveryToken,
      RESET_REQUEST_ERROR_MESSAGES[C.errorInGettingRecoveryToken] ?? '',
    );
  }
  return { message: 'Check your email for a link to reset your password.' };
}

/** POST /api/user/reset-password: spends the token, sets the password and ends every session. */
export async function resetPassword(ctx: ServiceContext, token: string, newPassword: string): Promise<MessageResponse> {
  // Checked before the token is spent, so a refused password leaves the link usable.
  assertNotCommon(newPassword, 'newPassword');
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    const spent = await consumeUserToken(trx, token, 'resetPassword');
    if (spent.status !== 'ok') {
      throw new AppError(400, C.invalidOrExpiredToken, RESET_PASSWORD_ERROR_MESSAGES[C.invalidOrExpiredToken] ?? '');
    }
    const user = await findUserById(trx, spent.userId);
    if (!user) {
      throw new AppError(400, C.invalidOrExpiredToken, RESET_PASSWORD_ERROR_MESSAGES[C.invalidOrExpiredToken] ?? '');
    }
    await applyNewPassword(trx, user.id, passwordHash);
    await endSessions(trx, user.id);
    await enqueueMail(trx, passwordChangedMail(mailBrand(ctx), recipientOf(user)));
  });
  return { message: 'Your new password is set.' };
}

/** POST /api/user/changePassword: the current password is required; sessions elsewhere end, this one stays. */
export async function changePassword(
  ctx: ServiceContext,
  actor: Actor,
  currentAccessToken: string | undefined,
  body: { oldPassword: string; newPassword: string },
): Promise<MessageResponse> {
  const member = requireMember(actor);
  const user = await findUserById(ctx.db, member.id);
  if (!user || !(await verifyPassword(user.password_hash, body.oldPassword))) {
    throw new AppError(400, ACCOUNT_FLOW_ERROR_CODES.invalidCurrentPassword, INVALID_CURRENT_PASSWORD_MESSAGE, {
      fields: { oldPassword: INVALID_CURRENT_PASSWORD_MESSAGE },
    });
  }
  assertNotCommon(body.newPassword, 'newPassword', [user.email, user.first_name, user.last_name]);
  const passwordHash = await hashPassword(body.newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    await applyNewPassword(trx, user.id, passwordHash);
    await endSessions(trx, user.id, { keepAccessToken: currentAccessToken });
    await enqueueMail(trx, passwordChangedMail(mailBrand(ctx), recipientOf(user)));
  });
  return { message: 'Your password has been changed.' };
}
