import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { HcpRequestMethod } from '../../db/tables/identity-flows.js';

/** What the instant checks recorded; never a code, token or secret. */
export interface HcpEvidence {
  docCheck?: { uniqueId: string; professionId: number | null; country: string | null };
  docCheckError?: string;
  npi?: { number: string; checkDigitValid: boolean };
}

/** The key of the pending queue's kept total (core/pagination.ts): one queue, whoever reads it. */
export const PENDING_QUEUE_TOTAL_KEY = 'verification-queue';

/** Registration opens the member's request; the verification feature decides it once the e-mail is verified. */
export const createVerificationRequest = (db: Db, userId: number, method: HcpRequestMethod, evidence: HcpEvidence) =>
  db
    .insertInto('hcp_verification_requests')
    .values({ user_id: userId, status: 'awaitingEmail', method, evidence: JSON.stringify(evidence) })
    .execute();

/**
 * An admin's decision, only on a request still pending (two admins cannot both decide), applied to
 * the request and the member together; returns who to mail, or undefined when nothing was pending.
 */
export const decideRequest = (db: Db, id: number, adminId: number, decision: { approve: boolean; reason?: string }) =>
  db
    .with('r', (q) =>
      q
        .updateTable('hcp_verification_requests')
        .set({
          status: decision.approve ? 'approved' : 'rejected',
          reason: decision.reason ?? null,
          decided_by: adminId,
          decided_at: new Date(),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returning('user_id'),
    )
    .updateTable('users')
    .from('r')
    .set({
      hcp_status: decision.approve ? 'verified' : 'rejected',
      hcp_verified_at: decision.approve ? new Date() : null,
      updated_at: new Date(),
    })
    .whereRef('users.id', '=', 'r.user_id')
    .returning([
      'users.id',
      'users.email',
      'users.title',
      'users.first_name',
      'users.last_name',
      'users.locale',
      sql<boolean>`users.password_hash is not null`.as('has_password'),
    ])
    .executeTakeFirst();

export const requestExists = async (db: Db, id: number) =>
  Boolean(await db.selectFrom('hcp_verification_requests').select('id').where('id', '=', id).executeTakeFirst());

/** The member's request, if they have one (one per member). */
export const findRequestIdOfUser = async (db: Db, userId: number) =>
  (await db.selectFrom('hcp_verification_requests').select('id').where('user_id', '=', userId).executeTakeFirst())?.id;
