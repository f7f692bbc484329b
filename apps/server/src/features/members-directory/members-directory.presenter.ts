import type { MemberDetail, MemberSummary } from '@aatd/contract';
import { maskEmail, maskPhone } from '../../lib/masking.js';
import { mediaUrl } from '../media/media-url.js';
import type { MemberDetailRow, MemberSummaryRow } from './members-directory.repository.js';

export const presentMemberSummary = (row: MemberSummaryRow): MemberSummary => ({
  id: row.id,
  title: row.title,
  firstName: row.first_name,
  lastName: row.last_name,
  image: mediaUrl(row.image_path),
  isAdmin: row.is_admin,
});

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
