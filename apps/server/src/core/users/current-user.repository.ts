import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { reusableQuery } from '../../db/reusable-query.js';
import { unseenMessagesOf } from './unseen-messages.js';

/** What a member sees of their own account, and what their access gates read: no secrets. */
export const OWN_COLUMNS = [
  'users.id',
  'users.email',
  'users.title',
  'users.first_name',
  'users.last_name',
  'users.image_path',
  'users.mobile_number',
  'users.organisation',
  'users.professional_number',
  'users.region',
  'users.seniority',
  'users.speciality',
  'users.provider_id_user',
  'users.customer_id',
  'users.crm_country',
  'users.digital_id',
  'users.role',
  'users.locale',
] as const;

const loggedUserRow = reusableQuery((db: Db, p: { id: number }) =>
  db
    .selectFrom('users')
    .select(OWN_COLUMNS)
    .select(['users.terms_version', 'users.privacy_version', 'users.hcp_verified_at'])
    .select((eb) => unseenMessagesOf(eb).as('unseen_msg_count'))
    .select(
      sql<boolean>`exists (select 1 from hcp_verification_requests r where r.user_id = users.id
        and r.status = 'pending' and r.renewal_requested_at is not null)`.as('renewal_pending'),
    )
    .where('users.id', '=', p.id),
);
/** The signed-in member's profile with the unseen-message count and a waiting renewal, in one query. */
export const findLoggedUserRow = async (db: Db, id: number) => (await loggedUserRow(db, { id }))[0];

export type LoggedUserRow = NonNullable<Awaited<ReturnType<typeof findLoggedUserRow>>>;
