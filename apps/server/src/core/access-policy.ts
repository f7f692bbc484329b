import {
  ACCESS_GATE_CODES,
  ACCESS_GATE_MESSAGES,
  SECOND_FACTOR_ERROR_CODES,
  SECOND_FACTOR_MESSAGES,
  SILENCED_CODE,
  SUSPENDED_LOGIN_CODE,
  silencedMessage,
  suspendedMessage,
  type Role,
  type StaffRole,
} from '@aatd/contract';
import { AppError, forbidden, notFound, unauthorized } from '../lib/app-error.js';
import type { Member } from '../types/fastify.js';
import type { Deployment } from '../config/deployment.js';
import { outstandingDocuments, type AcceptedVersions } from './consent/consent-rules.js';
import { verificationValidity } from './verification/validity.js';

export type { StaffRole };

/**
 * Who may do what. Every service function starts with one of these, so its first line says who
 * may call it; routes only make sure the caller is identified (401) before the body is validated.
 */
export type Actor = Member | null;

/** What the access gates read about the signed-in member (loaded with their access token). */
export interface GateFacts {
  accepted: AcceptedVersions;
  hcpVerifiedAt: Date | null;
}

/**
 * The two access gates, decided when the token is resolved: the terms and privacy versions in
 * force that the member has not accepted, and whether their HCP verification has run out (members
 * only: staff keep the console). `closesAt` is when the verification gate closes by itself (its
 * end, not yet reached), so a token held in memory need not work them out again on each request.
 */
export function accessGates(
  member: Pick<Member, 'role'>,
  facts: GateFacts,
  deployment: Pick<Deployment, 'legal' | 'hcpVerification'>,
  now: Date,
): { gates: NonNullable<Member['gates']>; closesAt: number | null } {
  const validity = verificationValidity(
    { role: member.role, hcpVerifiedAt: facts.hcpVerifiedAt, renewalPending: false },
    deployment.hcpVerification,
    now,
  );
  const verificationExpired = validity.state === 'expired';
  return {
    gates: { consent: outstandingDocuments(facts.accepted, deployment.legal), verificationExpired },
    closesAt: verificationExpired || !validity.expiresAt ? null : Date.parse(validity.expiresAt),
  };
}

/**
 * The signed-in account holder, before the gates: only for what a member must reach while a gate
 * is closed (their own account, reading and accepting the new terms, re-verification, their GDPR
 * rights). Everything else goes through requireMember.
 */
export function requireAccountHolder(actor: Actor): Member {
  if (!actor) throw unauthorized();
  return actor;
}

/**
 * Any signed-in, verified member (staff included) whose gates are open. Every content call comes
 * through here (requireRole, requireAuthor and requireParticipant too), so the gates apply to
 * every route in one place: 403 CONSENT_REQUIRED until the terms/privacy versions in force are
 * accepted, then 403 VERIFICATION_EXPIRED while the HCP verification has run out.
 */
export function requireMember(actor: Actor): Member {
  const member = requireAccountHolder(actor);
  if (member.gates?.consent.length) {
    throw new AppError(403, ACCESS_GATE_CODES.consentRequired, ACCESS_GATE_MESSAGES.consentRequired);
  }
  if (member.gates?.verificationExpired) {
    throw new AppError(403, ACCESS_GATE_CODES.verificationExpired, ACCESS_GATE_MESSAGES.verificationExpired);
  }
  return member;
}

/** The suspension in force now (a past end no longer applies), or null. */
export const activeSuspension = (member: Pick<Member, 'sanctions'>, now = Date.now()) => {
  const s = member.sanctions?.suspended;
  return s && (s.until === null || s.until.getTime() > now) ? s : null;
};

/** The silence in force now, or null. */
export const activeSilence = (member: Pick<Member, 'sanctions'>, now = Date.now()) => {
  const s = member.sanctions?.silenced;
  return s && s.until.getTime() > now ? s : null;
};

/** 403 accountSuspended with the reason and the end: what a suspended member is told on every call. */
export function suspendedError(s: { until: Date | null; reason: string | null }): AppError {
  const until = s.until?.toISOString() ?? null;
  return new AppError(403, SUSPENDED_LOGIN_CODE, suspendedMessage(until, s.reason), {
    sanction: { until, reason: s.reason },
  });
}

/**
 * A member who may write for others to read: comment, message, share, rate. A silenced
 * (read-only) member answers 403 accountSilenced naming the reason and the end date.
 */
export function requireWriter(actor: Actor): Member {
  const member = requireMember(actor);
  const silence = activeSilence(member);
  if (silence) {
    const until = silence.until.toISOString();
    throw new AppError(403, SILENCED_CODE, silencedMessage(until, silence.reason), {
      sanction: { until, reason: silence.reason },
    });
  }
  return member;
}

/**
 * The member a request acts for, from their stored role. `secondFactor` is the session's: the
 * access-token lookup passes whether its amr holds "otp" (or "mfa", a passkey). Jobs and the operator CLI act for a
 * call that was already checked (or for the operator on their own machine), so they default to true.
 */
export const memberOf = (row: { id: number; role: Role }, secondFactor = true): Member => ({
  id: row.id,
  role: row.role,
  isAdmin: row.role === 'admin',
  secondFactor,
});

/** The authentication methods (the token's amr) that count as the second factor. */
export const SECOND_FACTOR_AMR = 'otp';
/**
 * A passkey sign-in (RFC 8176): proof of a hardware-bound key ("hwk") with the authenticator's
 * own user verification, so several factors at once ("mfa").
 */
export const PASSKEY_AMR = ['hwk', 'mfa'] as const;
/** Any of these in a token's amr makes its session a second-factor one. */
export const SECOND_FACTOR_AMRS: readonly string[] = [SECOND_FACTOR_AMR, 'mfa'];

/** Whether the member holds the role (or one of the roles); admins hold every role. */
export function hasRole(member: Pick<Member, 'role'> | null, role: StaffRole | readonly StaffRole[]): boolean {
  if (!member) return false;
  if (member.role === 'admin') return true;
  return (typeof role === 'string' ? [role] : role).some((r) => r === member.role);
}

const ROLE_REFUSALS: Record<StaffRole, string> = {
  admin: 'Only administrators may do this.',
  editor: 'Only editors may do this.',
  reviewer: 'Only reviewers may do this.',
  moderator: 'Only moderators may do this.',
  safety: 'Only safety reviewers may do this.',
};

/**
 * A staff role (or one of several); admins hold every role. 401 for visitors, 403 for the rest,
 * and 403 SECOND_FACTOR_REQUIRED for staff whose session was signed in without the second factor
 *: every console call goes through here, so no staff act rides on a password alone.
 */
export function requireRole(actor: Actor, role: StaffRole | readonly StaffRole[], message?: string): Member {
  const member = requireMember(actor);
  if (!hasRole(member, role)) {
    throw forbidden(message ?? (typeof role === 'string' ? ROLE_REFUSALS[role] : 'Your role may not do this.'));
  }
  if (!member.secondFactor) {
    throw new AppError(
      403,
      SECOND_FACTOR_ERROR_CODES.secondFactorRequired,
      SECOND_FACTOR_MESSAGES.secondFactorRequired,
    );
  }
  return member;
}

/** The author of a thing, or (when `adminMay`) an admin acting on it. */
export function requireAuthor(
  actor: Actor,
  authorId: number,
  message: string,
  options: { adminMay?: boolean } = {},
): Member {
  const member = requireMember(actor);
  // An admin's power over others' things is a staff act: it needs the second factor too.
  if (member.id !== authorId && !(options.adminMay && member.isAdmin && member.secondFactor)) throw forbidden(message);
  return member;
}

/** One side of a conversation with `otherId`; nobody holds a conversation with themselves. */
export function requireParticipant(actor: Actor, otherId: number): Member {
  const member = requireMember(actor);
  if (member.id === otherId) throw notFound('The conversation');
  return member;
}
