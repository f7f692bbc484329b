import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { HcpRequestMethod, HcpRequestStatus } from '../../db/tables/identity-flows.js';

/** What the instant checks recorded; never a code, token or secret. */
export interface HcpEvidence {
  docCheck?: { uniqueId: string; professionId: number | null; country: string | null };
  docCheckError?: string;
  npi?: { number: string; checkDigitValid: boolean };
}

export const createVerificationRequest = (db: Db, userId: number, method: HcpRequestMethod, evidence: HcpEvidence) =>
  db
    .insertInto('hcp_verification_requests')
    .values({ user_id: userId, status: 'awaitingEmail', method, evidence: JSON.stringify(evidence) })
    .execute();

/** The member behind a spent e-mail token, with their verification request, in one query. */
export const findUserWithRequest = (db: Db, userId: number) =>
  db
    .selectFrom('users as u')
    .leftJoin('hcp_verification_requests as r', 'r.user_id', 'u.id')
    .select([
      'u.id',
      'u.region',
      'u.professional_number',
      'u.provider_id_user',
      'u.email_verified_at',
      'u.hcp_status',
      'r.id as request_id',
      'r.method',
      'r.evidence',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();

/**
 * E-mail verified: the member is verified at once or waits in the queue. Both rows change in one
 * statement (a data-modifying CTE), so a member is never verified without their request saying so.
 */
export async function recordEmailVerified(
  db: Db,
  userId: number,
  outcome: { verified: boolean; method: HcpRequestMethod; evidence: HcpEvidence },
): Promise<void> {
  const status: HcpRequestStatus = outcome.verified ? 'approved' : 'pending';
  await db
    .with('r', (q) =>
      q
        .insertInto('hcp_verification_requests')
        .values({
          user_id: userId,
          status,
          method: outcome.method,
          evidence: JSON.stringify(outcome.evidence),
          decided_at: outcome.verified ? new Date() : null,
        })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            status,
            method: outcome.method,
            evidence: JSON.stringify(outcome.evidence),
            decided_at: outcome.verified ? new Date() : null,
            updated_at: new Date(),
          }),
        )
        .returning('user_id'),
    )
    .updateTable('users')
    .set({
      email_verified_at: sql<Date>`now()`,
      hcp_status: outcome.verified ? 'verified' : 'pending',
      hcp_verified_at: outcome.verified ? new Date() : null,
      updated_at: new Date(),
    })
    .where('users.id', '=', (eb) => eb.selectFrom('r').select('r.user_id'))
    .execute();
}

/** Pending requests, oldest first (first come, first served), with the total in the same query. */
export const listPendingRequests = (db: Db, page: number, limit: number) =>
  db
    .selectFrom('hcp_verification_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.method',
      'r.evidence',
      'r.updated_at as requested_at',
      'u.created_at as registered_at',
      'u.id as user_id',
      'u.email',
      'u.title',
      'u.first_name',
      'u.last_name',
      'u.region',
      'u.organisation',
      'u.seniority',
      'u.speciality',
      'u.professional_number',
      'u.mobile_number',
      'u.image_path',
      'u.provider_id_user',
      sql<string>`count(*) over ()`.as('total'),
    ])
    .where('r.status', '=', 'pending')
    .orderBy('r.updated_at')
    .orderBy('r.id')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
export type PendingRequestRow = Awaited<ReturnType<typeof listPendingRequests>>[number];

export const countPendingRequests = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('hcp_verification_requests')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow()
    ).n,
  );

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
      'users.email',
      'users.title',
      'users.first_name',
      'users.last_name',
      sql<boolean>`users.password_hash is not null`.as('has_password'),
    ])
    .executeTakeFirst();

export const requestExists = async (db: Db, id: number) =>
  Boolean(await db.selectFrom('hcp_verification_requests').select('id').where('id', '=', id).executeTakeFirst());
