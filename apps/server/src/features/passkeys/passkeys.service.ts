import { createHmac } from 'node:crypto';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import {
  MAX_PASSKEYS,
  PASSKEY_AUDIT_ACTIONS as A,
  type AddPasskey,
  type Passkey,
  type PasskeyList,
  type PasskeyOptions,
  type PasskeyResult,
  type RemovePasskey,
  type RenamePasskey,
} from '@aatd/contract';
import { requireMember, type Actor } from '../../core/access-policy.js';
import type { ServiceContext } from '../../core/service-context.js';
import { recordAudit } from '../../core/audit/audit.repository.js';
import { deriveSecret } from '../../core/secrets.js';
import { findUserById } from '../../core/users/users.repository.js';
import { relyingParty } from '../../core/passkeys/relying-party.js';
import {
  CEREMONY_TIMEOUT_MS,
  offerChallenge,
  passkeyError,
  takeSignedChallenge,
} from '../../core/passkeys/ceremony.js';
import {
  countPasskeys,
  deletePasskey,
  insertPasskey,
  listPasskeys,
  renamePasskey,
} from '../../core/passkeys/passkeys.repository.js';
import { hasSecondFactor } from '../../core/second-factor/check-code.js';
import { checkPasswordAgain } from '../../core/second-factor/code-attempts.js';
import { endOtherSessions } from '../../core/sessions/token-sessions.repository.js';
import { conflict, notFound, unauthorized } from '../../lib/app-error.js';
import { presentPasskey } from './passkeys.presenter.js';

/** The caller's access token (kept when other sessions end) and address (for the audit). */
export interface CallerSession {
  token: string | null;
  ip: string;
  origin: string | undefined;
}

/**
 * The WebAuthn user handle of the account: random-looking, never the e-mail or the member
 * number, and the same for every passkey of the account, so an authenticator keeps one passkey
 * per account (a second registration on the same device replaces the first).
 */
const userHandleOf = (ctx: ServiceContext, userId: number) =>
  createHmac('sha256', deriveSecret(ctx.env, 'webauthn-user-handle')).update(String(userId)).digest().subarray(0, 32);

/**
 * A passkey is both factors at once, so adding one must not be easier than signing in with the
 * account's strongest factor: a session signed in with the password alone may add the first
 * factor (as it may set up TOTP), but not another one beside an existing factor.
 */
async function requireFactorSession(ctx: ServiceContext, member: { id: number; secondFactor: boolean }) {
  if (member.secondFactor) return;
  if ((await hasSecondFactor(ctx.db, member.id)) || (await countPasskeys(ctx.db, member.id)) > 0) {
    throw passkeyError('passkeyNeedsSecondFactor', 403);
  }
}

/** GET /api/user/passkeys: the caller's own passkeys. */
export async function listOwnPasskeys(ctx: ServiceContext, actor: Actor): Promise<PasskeyList> {
  const member = requireMember(actor);
  return { data: (await listPasskeys(ctx.db, member.id)).map(presentPasskey) };
}

/**
 * POST /api/user/passkeys/options: a registration challenge (one in flight per member; a new
 * one replaces it). The passkey must be discoverable (sign-in without typing the e-mail) and
 * verify the person, which is what makes it count as both factors.
 */
export async function passkeyRegistrationOptions(
  ctx: ServiceContext,
  actor: Actor,
  session: CallerSession,
): Promise<PasskeyOptions> {
  const member = requireMember(actor);
  await requireFactorSession(ctx, member);
  const user = await findUserById(ctx.db, member.id);
  if (!user) throw unauthorized();
  const existing = await listPasskeys(ctx.db, member.id);
  if (existing.length >= MAX_PASSKEYS) {
    throw conflict(`You have ${MAX_PASSKEYS} passkeys, the most an account may have. Remove one to add another.`);
  }
  const rp = relyingParty(ctx.env, session.origin);
  const options = await generateRegistrationOptions({
    rpName: ctx.deployment.siteName,
    rpID: rp.rpId,
    userName: user.email,
    userID: new Uint8Array(userHandleOf(ctx, member.id)),
    userDisplayName: `${user.title} ${user.first_name} ${user.last_name}`,
    attestationType: 'none',
    timeout: CEREMONY_TIMEOUT_MS,
    excludeCredentials: existing.map((p) => ({
      id: p.credential_id,
      ...(p.transports ? { transports: p.transports.split(',') } : {}),
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  return offerChallenge(ctx.db, options, 'register', member.id, rp);
}

/** POST /api/user/passkeys: verifies the authenticator's answer to the caller's challenge and keeps the key. */
export async function addPasskey(
  ctx: ServiceContext,
  actor: Actor,
  session: CallerSession,
  input: AddPasskey,
): Promise<Passkey> {
  const member = requireMember(actor);
  await requireFactorSession(ctx, member);
  const { credential } = input;
  const { challenge, rp } = await takeSignedChallenge(
    ctx.db,
    credential.response.clientDataJSON,
    'register',
    member.id,
  );
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpId,
      requireUserVerification: true,
    });
  } catch (err) {
    ctx.log.info({ reason: (err as Error).message }, 'passkey registration refused');
    throw passkeyError('passkeyNotVerified');
  }
  if (!verification.verified) throw passkeyError('passkeyNotVerified');
  const info = verification.registrationInfo;
  if ((await countPasskeys(ctx.db, member.id)) >= MAX_PASSKEYS) {
    throw conflict(`You have ${MAX_PASSKEYS} passkeys, the most an account may have. Remove one to add another.`);
  }
  return ctx.db.transaction().execute(async (trx) => {
    const row = await insertPasskey(trx, {
      userId: member.id,
      credentialId: info.credential.id,
      publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
      counter: info.credential.counter,
      transports: (info.credential.transports ?? credential.response.transports ?? []).filter((t) =>
        /^[a-z-]{1,20}$/.test(t),
      ),
      userHandle: userHandleOf(ctx, member.id).toString('base64url'),
      backedUp: info.credentialBackedUp,
      name: input.name,
    });
    if (!row) throw conflict('This passkey is already registered.');
    await recordAudit(trx, {
      actorId: member.id,
      action: A.add,
      target: { type: 'user', id: member.id },
      toState: 'passkey',
      details: { passkeyId: row.id, name: row.name },
      ip: session.ip,
    });
    return presentPasskey(row);
  });
}

/** PUT /api/user/passkeys/:id: the owner renames one of their passkeys. */
export async function renameOwnPasskey(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  input: RenamePasskey,
  ip: string,
): Promise<Passkey> {
  const member = requireMember(actor);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await renamePasskey(trx, member.id, id, input.name);
    if (!row) throw notFound('The passkey');
    await recordAudit(trx, {
      actorId: member.id,
      action: A.rename,
      target: { type: 'user', id: member.id },
      details: { passkeyId: row.id, name: row.name },
      ip,
    });
    return presentPasskey(row);
  });
}

/**
 * POST /api/user/passkeys/:id/remove: asks for the password again, as turning off the second
 * factor does (a borrowed, signed-in browser cannot take a member's passkey away), and a wrong
 * one counts towards the same wait. Every other session ends: one of them may have been opened
 * with this passkey, on the device being given up.
 */
export async function removeOwnPasskey(
  ctx: ServiceContext,
  actor: Actor,
  session: CallerSession,
  id: number,
  input: RemovePasskey,
): Promise<PasskeyResult> {
  const member = requireMember(actor);
  const user = await findUserById(ctx.db, member.id);
  if (!user) throw unauthorized();
  await checkPasswordAgain(ctx.db, user, input.password);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await deletePasskey(trx, member.id, id);
    if (!row) throw notFound('The passkey');
    await endOtherSessions(trx, member.id, session.token);
    await recordAudit(trx, {
      actorId: member.id,
      action: A.remove,
      target: { type: 'user', id: member.id },
      fromState: 'passkey',
      details: { passkeyId: row.id, name: row.name },
      ip: session.ip,
    });
    return { message: `The passkey “${row.name}” is removed. Your other sessions are signed out.` };
  });
}
