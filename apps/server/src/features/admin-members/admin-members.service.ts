import type {
  ConsentHistory,
  AdminInvitationList,
  AdminMemberActionResult,
  AdminMemberDetail,
  AdminMemberList,
  AdminMemberSort,
  MemberStatus,
  Role,
} from '@aatd/contract';
import { requireRole, type Actor } from '../../core/access-policy.js';
import { listConsentRecords } from '../../core/consent/consent.repository.js';
import { findUserById } from '../../core/users/users.repository.js';
import { csvRow } from '../../lib/csv.js';
import { recordAudit } from '../../core/audit/audit.repository.js';
import { mailBrand } from '../../core/mail/mail.service.js';
import { pageWindow, paginate } from '../../core/pagination.js';
import type { ServiceContext } from '../../core/service-context.js';
import { recordSignOut } from '../../core/sessions/member-sessions.repository.js';
import { endSessions } from '../../core/sessions/token-sessions.repository.js';
import { decideHcpRequest, type VerificationVerdict } from '../../core/verification/decide-verification.js';
import { findRequestIdOfUser } from '../../core/verification/hcp-requests.repository.js';
import { findPendingErasure } from '../../core/users/account-erasure.repository.js';
import { requestErasure } from '../../core/users/erase-account.js';
import { sendVerificationLink } from '../../core/verification/verification-link.js';
import { conflict, notFound } from '../../lib/app-error.js';
import {
  findMemberForAction,
  findMemberForStaff,
  listInvitationsForStaff,
  listMembersForStaff,
} from './admin-members.repository.js';
import {
  presentConsentRecord,
  presentInvitation,
  presentMemberDetail,
  presentMemberRow,
} from './admin-members.presenter.js';

/** Admins manage members; moderators may look them up (read only), as they need a member's history. */
const READERS = ['moderator'] as const;
const ACT_REFUSAL = 'Only administrators may act on members.';

export interface MemberListInput {
  q?: string | undefined;
  country?: string | undefined;
  role?: Role | undefined;
  status?: MemberStatus | undefined;
  sort: AdminMemberSort;
  order: 'asc' | 'desc';
  page: number;
  limit: number;
}

/** The console's member search; a page past the end still reports the true total. */
export async function listMembers(ctx: ServiceContext, actor: Actor, q: MemberListInput): Promise<AdminMemberList> {
  requireRole(actor, READERS);
  const window = pageWindow(q.page, q.limit);
  const filters = { q: q.q || undefined, country: q.country, role: q.role, status: q.status };
  const { rows, total } = await listMembersForStaff(ctx.db, filters, q.sort, q.order, window);
  return paginate(
    rows.map((r) => presentMemberRow(r, ctx.deployment.hcpVerification)),
    total,
    window,
  );
}

export async function getMember(ctx: ServiceContext, actor: Actor, id: number): Promise<AdminMemberDetail> {
  requireRole(actor, READERS);
  const row = await findMemberForStaff(ctx.db, id);
  if (!row) throw notFound('The member');
  return presentMemberDetail(row, ctx.deployment.hcpVerification);
}

/** Approve or reject the member's HCP verification: the queue's own rules (core/verification). */
export async function decideMemberVerification(
  ctx: ServiceContext,
  actor: Actor,
  memberId: number,
  verdict: VerificationVerdict,
): Promise<AdminMemberActionResult> {
  const admin = requireRole(actor, 'admin', ACT_REFUSAL);
  const requestId = await findRequestIdOfUser(ctx.db, memberId);
  if (requestId === undefined) {
    if (!(await findMemberForAction(ctx.db, memberId))) throw notFound('The member');
    throw conflict('This member has no verification request to decide.');
  }
  const { status } = await decideHcpRequest(ctx, admin.id, requestId, verdict);
  return {
    id: memberId,
    message:
      status === 'approved'
        ? 'Verification approved; the member was e-mailed.'
        : 'Verification rejected; the member was e-mailed the reason.',
  };
}

/**
 * Ends every session of the member at once: the provider's tokens, sessions and grants (core's one
 * way, so their next call answers 401 and refresh fails), and their open session record, audited.
 * Not an admin's own account: they would be cut off mid-action; their own menu signs them out.
 */
export async function signOutEverywhere(
  ctx: ServiceContext,
  actor: Actor,
  memberId: number,
): Promise<AdminMemberActionResult> {
  const admin = requireRole(actor, 'admin', ACT_REFUSAL);
  if (memberId === admin.id) throw conflict('Use Sign out in your own menu to end your own sessions.');
  return ctx.db.transaction().execute(async (trx) => {
    const member = await findMemberForAction(trx, memberId);
    if (!member) throw notFound('The member');
    await endSessions(trx, memberId);
    await recordSignOut(trx, memberId);
    await recordAudit(trx, {
      actorId: admin.id,
      action: 'member.signOutEverywhere',
      target: { type: 'user', id: memberId },
    });
    return { id: memberId, message: 'Signed out everywhere: every session and token of this member has ended.' };
  });
}

/**
 * Erasure on the member's behalf (a request that reached the provider by mail, say): the same
 * core erasure as "Erase my account" in My Account, so the same cooling-off period, signing out
 * everywhere and a later sign-in cancelling it; audited with the admin as the actor. Not an
 * admin's own account: that goes through their own My Account, with their password.
 */
export async function eraseMember(
  ctx: ServiceContext,
  actor: Actor,
  memberId: number,
  reason: string,
  ip: string | null,
): Promise<AdminMemberActionResult> {
  const admin = requireRole(actor, 'admin', ACT_REFUSAL);
  if (memberId === admin.id) throw conflict('Use Erase my account in your own My Account to erase your own account.');
  const member = await findMemberForAction(ctx.db, memberId);
  if (!member) throw notFound('The member');
  if (await findPendingErasure(ctx.db, memberId)) throw conflict('An erasure is already scheduled for this member.');
  const scheduled = await requestErasure(ctx, memberId, { actorId: admin.id, ip, reason });
  if (!scheduled) throw conflict('This member has already been erased.');
  return {
    id: memberId,
    message:
      `Erasure scheduled: the account is anonymised on ${new Date(scheduled.erase_after!).toUTCString()} ` +
      'unless the member signs in before then. They were signed out everywhere.',
  };
}

/** A new e-mail verification link, only for a member who has not verified their address yet. */
export async function resendVerification(
  ctx: ServiceContext,
  actor: Actor,
  memberId: number,
): Promise<AdminMemberActionResult> {
  const admin = requireRole(actor, 'admin', ACT_REFUSAL);
  return ctx.db.transaction().execute(async (trx) => {
    const member = await findMemberForAction(trx, memberId);
    if (!member) throw notFound('The member');
    if (member.email_verified_at) throw conflict('This member has already verified their e-mail address.');
    await sendVerificationLink(trx, mailBrand(ctx), member);
    await recordAudit(trx, {
      actorId: admin.id,
      action: 'member.resendVerification',
      target: { type: 'user', id: memberId },
    });
    return { id: memberId, message: `A new verification link was sent to ${member.email}.` };
  });
}

export async function listInvitations(
  ctx: ServiceContext,
  actor: Actor,
  q: { q?: string | undefined; status?: 'pending' | 'accepted' | undefined; page: number; limit: number },
): Promise<AdminInvitationList> {
  requireRole(actor, READERS);
  const window = pageWindow(q.page, q.limit);
  const filters = { q: q.q || undefined, status: q.status };
  const { rows, total } = await listInvitationsForStaff(ctx.db, filters, window);
  return paginate(rows.map(presentInvitation), total, window);
}

const CONSENT_REFUSAL = 'Only administrators may see consent records.';
const CONSENT_CSV_COLUMNS = [
  'id',
  'at',
  'document',
  'version',
  'choice',
  'source',
  'ip_address',
  'user_agent',
  'chosen_at',
];

async function consentRecordsOf(ctx: ServiceContext, memberId: number) {
  if (!(await findUserById(ctx.db, memberId))) throw notFound('The member');
  return listConsentRecords(ctx.db, memberId);
}

/**
 * A member's consent history (which terms, privacy and cookie-policy versions, when, from which
 * address), newest first. Admins only: it holds addresses, so moderators, who read the rest of the
 * member page, do not see it.
 */
export async function getConsentHistory(ctx: ServiceContext, actor: Actor, memberId: number): Promise<ConsentHistory> {
  requireRole(actor, 'admin', CONSENT_REFUSAL);
  return { data: (await consentRecordsOf(ctx, memberId)).map(presentConsentRecord) };
}

/** The same history as CSV; taking a copy is a staff action, so it is audited. */
export async function exportConsentHistory(
  ctx: ServiceContext,
  actor: Actor,
  memberId: number,
  ip: string | null,
): Promise<string> {
  const admin = requireRole(actor, 'admin', CONSENT_REFUSAL);
  const rows = await consentRecordsOf(ctx, memberId);
  await recordAudit(ctx.db, {
    actorId: admin.id,
    action: 'consent.export',
    target: { type: 'user', id: memberId },
    details: { records: rows.length },
    ip,
  });
  return [
    csvRow(CONSENT_CSV_COLUMNS),
    ...rows.map((r) =>
      csvRow([r.id, r.created_at, r.document, r.version, r.choice, r.source, r.ip_address, r.user_agent, r.chosen_at]),
    ),
  ].join('');
}
