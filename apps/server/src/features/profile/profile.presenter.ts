import type { OwnProfile } from '@aatd/contract';
import type { User } from '../../db/tables/core.js';
import { mediaUrl } from '../media/media-url.js';

/** The member's own profile: only its owner receives it, so nothing is masked. */
export const presentOwnProfile = (u: User): OwnProfile => ({
  id: u.id,
  email: u.email,
  title: u.title as OwnProfile['title'],
  firstName: u.first_name,
  lastName: u.last_name,
  image: mediaUrl(u.image_path),
  mobileNumber: u.mobile_number,
  organisation: u.organisation,
  professionalNumber: u.professional_number,
  region: u.region as OwnProfile['region'],
  seniority: u.seniority as OwnProfile['seniority'],
  speciality: u.speciality as OwnProfile['speciality'],
  providerId: u.provider_id_user,
  customer_id: u.customer_id,
  crm_country: u.crm_country,
  digital_id: u.digital_id,
  isAdmin: u.is_admin,
  optOut: u.opted_out,
});
