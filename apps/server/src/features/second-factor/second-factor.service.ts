import QRCode from 'qrcode';
import {
  SECOND_FACTOR_AUDIT_ACTIONS as A,
  type ConfirmTotp,
  type DisableTotp,
  type MemberSecondFactor,
  type RecoveryCodes,
  type SecondFactorActionResult,
  type SecondFactorStatus,
  type TotpEnrolment,
} from '@aatd/contract';
import { requireMember, requireRole, type Actor } from '../../core/access-policy.js';
import type { ServiceContext } from '../../core/service-context.js';
import { recordAudit } from '../../core/audit/audit.repository.js';
import { findUserById } from '../../core/users/users.repository.js';
import { openSecret, sealSecret } from '../../core/second-factor/secret-box.js';
import {
  findSecondFactorSummary,
  findTotp,
  removeSecondFactor,
  replaceRecoveryCodes,
  setAccessTokenAmr,
  startTotpEnrolment,
  takeTotpStep,
} from '../../core/second-factor/second-factor.repository.js';
import { countPasskeys, deleteAllPasskeys } from '../../core/passkeys/passkeys.repository.js';
import { checkPasswordAgain, guessCode, proveSecondFactor } from '../../core/second-factor/code-attempts.js';
import { endOtherSessions, endSessions } from '../../core/sessions/token-sessions.repository.js';
import { conflict, notFound, unauthorized } from '../../lib/app-error.js';
import { matchTotp, newRecoveryCodes, newTotpSecret, otpauthUri } from '../../lib/totp.js';

/**
 * The caller's access token. A change of factor ends every other session of the account (tokens,
 * provider sessions and grants, so no browser gets new tokens without signing in again); the
 * caller's own token is kept, upgraded by confirming with a code or downgraded by turning off.
 */
export interface CallerSession {
  token: string | null;
  ip: string;
}

const PASSWORD_AMR = ['pwd'] as const;
const SECOND_FACTOR_AMR = ['pwd', 'otp'] as const;

/** GET /api/user/second-factor: any member, about their own account. */
export async function getOwnSecondFactor(ctx: ServiceContext, actor: Actor): Promise<SecondFactorStatus> {
  const member = requireMember(actor);
  const summary = await findSecondFactorSummary(ctx.db, member.id);
  const enrolled = Boolean(summary?.confirmed_at);
  // A passkey is a factor of its own: a session signed in with one is verified without TOTP.
  const factorHeld = enrolled || (member.secondFactor && (await countPasskeys(ctx.db, member.id)) > 0);
  return {
    enrolled,
    enrolledAt: enrolled ? summary!.confirmed_at!.toISOString() : null,
    recoveryCodesLeft: enrolled ? summary!.codes_left : 0,
    sessionVerified: member.secondFactor && factorHeld,
    required: member.role !== 'member',
  };
}

/**
 * POST /api/user/second-factor/enrolment: a new secret, shown now as a QR code and as text and
 * never again. Refused while a confirmed factor exists (turn it off first, which needs a code).
 */
export async function startEnrolment(ctx: ServiceContext, actor: Actor): Promise<TotpEnrolment> {
  const member = requireMember(actor);
  const user = await findUserById(ctx.db, member.id);
  if (!user) throw unauthorized();
  const secret = newTotpSecret();
  if (!(await startTotpEnrolment(ctx.db, member.id, sealSecret(ctx.env, secret)))) {
    throw conflict('Your second factor is already on. Turn it off first to set up a new authenticator.');
  }
  const uri = otpauthUri(secret, ctx.deployment.siteName, user.email);
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri: uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * POST /api/user/second-factor/enrolment/confirm: the first code turns the factor on and answers
 * the ten recovery codes (shown once). The caller has just proved the factor, so this session
 * counts as signed in with it; every other session ends (it was opened without this factor).
 * Wrong codes count towards the growing wait like sign-in codes.
 */
export async function confirmEnrolment(
  ctx: ServiceContext,
  actor: Actor,
  session: CallerSession,
  input: ConfirmTotp,
): Promise<RecoveryCodes> {
  const member = requireMember(actor);
  const totp = await findTotp(ctx.db, member.id);
  if (!totp || totp.confirmed_at) throw conflict('There is no set-up to confirm. Start again from My Account.');
  const secret = openSecret(ctx.env, totp.secret_box);
  await guessCode(ctx.db, member.id, async () => {
    const step = secret ? matchTotp(secret, input.code.replace(/\s/g, ''), Date.now()) : null;
    return step !== null && (await takeTotpStep(ctx.db, member.id, step, true)) ? step : null;
  });
  const recoveryCodes = newRecoveryCodes();
  await ctx.db.transaction().execute(async (trx) => {
    await replaceRecoveryCodes(trx, member.id, recoveryCodes);
    await endOtherSessions(trx, member.id, session.token);
    if (session.token) await setAccessTokenAmr(trx, member.id, SECOND_FACTOR_AMR, session.token);
    await recordAudit(trx, {
      actorId: member.id,
      action: A.enrol,
      target: { type: 'user', id: member.id },
      toState: 'totp',
      ip: session.ip,
    });
  });
  return { recoveryCodes };
}

/**
 * POST /api/user/second-factor/disable: the password and a current code (or a recovery code).
 * Every other session of the account ends, and the caller's own token loses "otp" (its browser
 * must sign in again for a new one), so staff sign in again once they have a new factor.
 */
export async function disableSecondFactor(
  ctx: ServiceContext,
  actor: Actor,
  session: CallerSession,
  input: DisableTotp,
): Promise<SecondFactorActionResult> {
  const member = requireMember(actor);
  const user = await findUserById(ctx.db, member.id);
  if (!user) throw unauthorized();
  if (!(await findTotp(ctx.db, member.id))?.confirmed_at) throw conflict('Your second factor is not on.');
  // The password always is checked first, then the code.
  await checkPasswordAgain(ctx.db, user, input.password);
  await proveSecondFactor(ctx, member.id, input.code);
  await ctx.db.transaction().execute(async (trx) => {
    await removeSecondFactor(trx, member.id);
    await endOtherSessions(trx, member.id, session.token);
    await setAccessTokenAmr(trx, member.id, PASSWORD_AMR);
    await recordAudit(trx, {
      actorId: member.id,
      action: A.disable,
      target: { type: 'user', id: member.id },
      fromState: 'totp',
      ip: session.ip,
    });
  });
  return { message: 'Your second factor is off. Your recovery codes no longer work.' };
}

/** GET /api/admin/members/:id/second-factor: admins and moderators read. */
export async function getMemberSecondFactor(
  ctx: ServiceContext,
  actor: Actor,
  memberId: number,
): Promise<MemberSecondFactor> {
  requireRole(actor, ['admin', 'moderator']);
  if (!(await findUserById(ctx.db, memberId))) throw notFound('The member');
  const summary = await findSecondFactorSummary(ctx.db, memberId);
  const enrolled = Boolean(summary?.confirmed_at);
  return {
    enrolled,
    enrolledAt: enrolled ? summary!.confirmed_at!.toISOString() : null,
    recoveryCodesLeft: enrolled ? summary!.codes_left : 0,
    passkeys: await countPasskeys(ctx.db, memberId),
  };
}

/**
 * POST /api/admin/members/:id/second-factor/reset: an admin removes another member's factors (a
 * lost phone or device): the TOTP secret with its recovery codes and every passkey, audited; all
 * their sessions end, so they sign in again and enrol anew before the console opens.
 * Nobody resets their own: that needs a recovery code, in My Account.
 */
export async function resetMemberSecondFactor(
  ctx: ServiceContext,
  actor: Actor,
  memberId: number,
  ip: string,
): Promise<SecondFactorActionResult> {
  const admin = requireRole(actor, 'admin', 'Only administrators may reset a second factor.');
  if (memberId === admin.id) {
    throw conflict(
      'You cannot reset your own second factor. Sign in with a recovery code, then turn it off and on again in My Account.',
    );
  }
  const member = await findUserById(ctx.db, memberId);
  if (!member) throw notFound('The member');
  return ctx.db.transaction().execute(async (trx) => {
    const hadTotp = await removeSecondFactor(trx, memberId);
    const passkeys = await deleteAllPasskeys(trx, memberId);
    if (!hadTotp && passkeys === 0) throw conflict('This member has no second factor or passkey to reset.');
    await endSessions(trx, memberId);
    await recordAudit(trx, {
      actorId: admin.id,
      action: A.reset,
      target: { type: 'user', id: memberId },
      fromState: [hadTotp ? 'totp' : null, passkeys ? 'passkeys' : null].filter(Boolean).join('+'),
      ...(passkeys ? { details: { passkeysRemoved: passkeys } } : {}),
      ip,
    });
    return {
      message: passkeys
        ? 'The second factor and passkeys are reset, and the member is signed out. They set up a new factor at their next sign-in.'
        : 'The second factor is reset. The member sets up a new one at their next sign-in.',
    };
  });
}
