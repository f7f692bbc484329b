import type {
  AdminAuditEntry,
  AdminInvitation,
  AdminMemberDetail,
  AdminMemberListItem,
  ConsentRecord,
  HcpVerificationItem,
} from '@aatd/contract';
import type { Selectable } from 'kysely';
import type { Deployment } from '../../config/deployment.js';
import type { ConsentRecordsTable } from '../../db/tables/compliance.js';
import { verificationValidity } from '../../core/verification/validity.js';
import type { HcpEvidence } from '../../core/verification/hcp-requests.repository.js';
import type { StaffInvitationRow, StaffMemberDetailRow, StaffMemberRow } from './admin-members.repository.js';

type ValiditySettings = Deployment['hcpVerification'];

/** Dates come as Date from columns and as text from json sub-selects; the API sends ISO text. */
const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null | undefined) => (d ? iso(d) : null);
const person = (id: number | null | undefined, name: string | null | undefined) =>
  id ? { id, name: name ?? 'unknown' } : null;

/** The verification's validity against this deployment's period (members only; staff have none). */
function validityOf(
  r: Pick<StaffMemberRow, 'role' | 'hcp_verified_at' | 'renewal_pending'>,
  settings: ValiditySettings,
  now: Date,
) {
  const v = verificationValidity(
    { role: r.role, hcpVerifiedAt: r.hcp_verified_at, renewalPending: r.renewal_pending },
    settings,
    now,
  );
  return { verificationExpiresAt: v.expiresAt, verificationState: v.state };
}

export const presentMemberRow = (
  r: StaffMemberRow,
  settings: ValiditySettings,
  now = new Date(),
): AdminMemberListItem => ({
  id: r.id,
  title: r.title as AdminMemberListItem['title'],
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  country: r.region as AdminMemberListItem['country'],
  role: r.role,
  status: r.status,
  registeredAt: iso(r.created_at),
  lastSignInAt: isoOrNull(r.last_sign_in_at as Date | null),
  ...validityOf(r, settings, now),
});

type Json<T> = T extends Date ? string : T;
interface AuditJson {
  id: string | number;
  at: string;
  actor_id: number | null;
  actor_label: string;
  action: string;
  target_type: string;
  target_id: string;
  from_state: string | null;
  to_state: string | null;
  details: Record<string, unknown> | null;
}

export const presentAuditEntry = (a: AuditJson | Json<AuditJson>): AdminAuditEntry => ({
  id: String(a.id),
  at: iso(a.at),
  actorId: a.actor_id,
  actorLabel: a.actor_label,
  action: a.action,
  targetType: a.target_type,
  targetId: a.target_id,
  fromState: a.from_state,
  toState: a.to_state,
  details: a.details ?? {},
});

const docCheckNote = (e: HcpEvidence) =>
  e.docCheck
    ? `Confirmed (DocCheck user ${e.docCheck.uniqueId}${e.docCheck.professionId !== null ? `, profession ${e.docCheck.professionId}` : ''})`
    : e.docCheckError
      ? `Could not be confirmed (${e.docCheckError})`
      : null;
const npiNote = (e: HcpEvidence) =>
  e.npi ? `${e.npi.number} (check digit ${e.npi.checkDigitValid ? 'valid' : 'not valid'})` : null;

export function presentMemberDetail(r: StaffMemberDetailRow, settings: ValiditySettings): AdminMemberDetail {
  const v = r.verification;
  const evidence = (v?.evidence ?? {}) as HcpEvidence;
  return {
    member: {
      ...presentMemberRow(r, settings),
      organisation: r.organisation,
      seniority: r.seniority,
      speciality: r.speciality,
      professionalNumber: r.professional_number,
      mobileNumber: r.mobile_number,
      providerId: r.provider_id_user,
      optedOut: r.opted_out,
      emailVerifiedAt: isoOrNull(r.email_verified_at),
      hcpVerifiedAt: isoOrNull(r.hcp_verified_at),
      eraseAfter: isoOrNull(r.erase_after),
    },
    verification: v
      ? {
          id: v.id,
          status: v.status,
          method: v.method as HcpVerificationItem['method'],
          docCheck: docCheckNote(evidence),
          npi: npiNote(evidence),
          reason: v.reason,
          decidedBy: person(v.decided_by, v.decided_by_name),
          decidedAt: isoOrNull(v.decided_at),
          requestedAt: iso(v.updated_at),
        }
      : null,
    sessions: r.sessions.map((s) => ({
      id: s.id,
      startedAt: iso(s.started_at),
      lastSeenAt: iso(s.last_seen_at),
      endedAt: isoOrNull(s.ended_at),
    })),
    liveTokens: Number(r.live_tokens ?? 0),
    invitedBy: r.invited_by.map((i) => ({
      inviter: person(i.inviter_id, i.inviter_name),
      sentAt: iso(i.created_at),
      acceptedAt: isoOrNull(i.accepted_at),
    })),
    invitationsSent: r.invitations_sent.map((i) => ({
      id: i.id,
      email: i.email,
      sentAt: iso(i.created_at),
      acceptedAt: isoOrNull(i.accepted_at),
      member: person(i.member_id, i.member_name),
    })),
    history: r.history.map((a) => presentAuditEntry(a as unknown as AuditJson)),
    reports: r.reports.map((q) => ({
      id: q.id,
      as: q.author_id === r.id ? ('author' as const) : ('reporter' as const),
      source: q.source,
      reason: q.reason,
      excerpt: q.excerpt,
      state: q.state,
      resolution: q.resolution,
      createdAt: new Date(q.created_at).toISOString(),
    })),
  };
}

export const presentInvitation = (r: StaffInvitationRow): AdminInvitation => ({
  id: r.id,
  email: r.email,
  sentAt: iso(r.created_at),
  acceptedAt: isoOrNull(r.accepted_at),
  inviter: person(r.inviter_id, r.inviter_name),
  member: r.member_id ? { id: r.member_id, name: r.member_name ?? 'unknown', status: r.member_status } : null,
});

/** One consent record as the console shows it. */
export const presentConsentRecord = (r: Selectable<ConsentRecordsTable>): ConsentRecord => ({
  id: Number(r.id),
  document: r.document,
  version: r.version,
  choice: r.choice,
  source: r.source,
  ipAddress: r.ip_address,
  userAgent: r.user_agent,
  chosenAt: r.chosen_at === null ? null : iso(r.chosen_at),
  createdAt: iso(r.created_at),
});
