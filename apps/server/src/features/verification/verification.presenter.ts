import type { HcpVerificationItem } from '@aatd/contract';
import { mediaUrl } from '../../core/media/media-url.js';
import type { PendingRequestRow } from './verification.repository.js';
import type { HcpEvidence } from '../../core/verification/hcp-requests.repository.js';

/** A line for the reviewer about what an automatic check found, if one ran. */
const noteFor = (evidence: HcpEvidence & { renewal?: { previousVerifiedAt: string | null } }): string | null => {
  // A renewal is a member who was verified before and confirmed their details again.
  if (evidence.renewal) {
    const since = evidence.renewal.previousVerifiedAt?.slice(0, 10) ?? 'unknown';
    const npi = evidence.npi && !evidence.npi.checkDigitValid ? ' The NPI check digit is not valid.' : '';
    return `Re-verification: verified since ${since}; the member confirmed their professional details.${npi}`;
  }
  if (evidence.docCheckError) return `DocCheck login could not be confirmed (${evidence.docCheckError}).`;
  if (evidence.npi && !evidence.npi.checkDigitValid) return 'The NPI check digit is not valid.';
  return null;
};

const iso = (d: Date | string) => new Date(d).toISOString();

export const presentPendingRequest = (r: PendingRequestRow): HcpVerificationItem => ({
  id: r.id,
  method: r.method,
  requestedAt: iso(r.requested_at),
  registeredAt: iso(r.registered_at),
  note: noteFor(r.evidence as HcpEvidence),
  member: {
    id: r.user_id,
    email: r.email,
    title: r.title as HcpVerificationItem['member']['title'],
    firstName: r.first_name,
    lastName: r.last_name,
    region: r.region as HcpVerificationItem['member']['region'],
    organisation: r.organisation,
    seniority: r.seniority as HcpVerificationItem['member']['seniority'],
    speciality: r.speciality as HcpVerificationItem['member']['speciality'],
    professionalNumber: r.professional_number,
    mobileNumber: r.mobile_number,
    image: mediaUrl(r.image_path),
    providerId: r.provider_id_user,
  },
});
