import type { LoggedUser } from '@aatd/contract';
import type { User } from '../../db/tables/core.js';
import { mediaUrl } from '../media/media-url.js';
import type { LoggedUserRow, OWN_COLUMNS } from './current-user.repository.js';
import type { Deployment } from '../../config/deployment.js';
import { outstandingDocuments } from '../consent/consent-rules.js';
import { verificationValidity } from '../verification/validity.js';

type MemberFields = Omit<LoggedUser, 'unseenMsgCount' | 'consentOutstanding' | 'verification'>;

type OwnColumn = (typeof OWN_COLUMNS)[number] extends `users.${infer C}` ? C : never;

/** A member's own fields as they see them (never another member: nothing is masked here). */
export const presentOwnFields = (u: Pick<User, OwnColumn>): MemberFields => ({
  id: u.id,
  email: u.email,
  title: u.title as LoggedUser['title'],
  firstName: u.first_name,
  lastName: u.last_name,
  image: mediaUrl(u.image_path),
  mobileNumber: u.mobile_number,
  organisation: u.organisation,
  professionalNumber: u.professional_number,
  region: u.region as LoggedUser['region'],
  seniority: u.seniority as LoggedUser['seniority'],
  speciality: u.speciality as LoggedUser['speciality'],
  providerId: u.provider_id_user,
  customer_id: u.customer_id,
  crm_country: u.crm_country,
  digital_id: u.digital_id,
  isAdmin: u.role === 'admin',
  role: u.role,
  locale: u.locale,
});

/** The signed-in member as the web app reads them (spec part 1 §3 "Logged user"). */
export const presentLoggedUser = (
  u: LoggedUserRow,
  deployment: Pick<Deployment, 'legal' | 'hcpVerification'>,
  now = new Date(),
): LoggedUser => ({
  ...presentOwnFields(u),
  unseenMsgCount: Number(u.unseen_msg_count),
  // The same rules as the access gates, so the web app shows the page the API will insist on.
  consentOutstanding: outstandingDocuments({ terms: u.terms_version, privacy: u.privacy_version }, deployment.legal),
  verification: verificationValidity(
    { role: u.role, hcpVerifiedAt: u.hcp_verified_at, renewalPending: u.renewal_pending },
    deployment.hcpVerification,
    now,
  ),
});
