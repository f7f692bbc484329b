import type { MemberDetail } from '@aatd/contract';
import { maskEmail, maskPhone } from '../../lib/masking.js';
import { presentMemberSummary } from '../../core/users/member-summary.presenter.js';
import type { MemberDetailRow } from './members.repository.js';

/** Another member's e-mail and mobile number are masked; a member sees their own in full. */
export const presentMemberDetail = (row: MemberDetailRow, viewerId: number): MemberDetail => {
  const own = row.id === viewerId;
  return {
    ...presentMemberSummary(row),
    email: own ? row.email : maskEmail(row.email),
    mobileNumber: own ? row.mobile_number : maskPhone(row.mobile_number),
    region: row.region,
    organisation: row.organisation,
    speciality: row.speciality,
    seniority: row.seniority,
    professionalNumber: row.professional_number,
  };
};
