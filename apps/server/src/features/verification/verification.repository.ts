import { sql } from 'kysely';
import { pageWithTotal, type PageWindow } from '../../core/pagination.js';
import type { Db } from '../../db/database.js';
import type { HcpRequestMethod, HcpRequestStatus } from '../../db/tables/identity-flows.js';
import { PENDING_QUEUE_TOTAL_KEY, type HcpEvidence } from '../../core/verification/hcp-requests.repository.js';
import { countRows } from '../../db/count.js';

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

/** Pending requests, oldest first (first come, first served), and the total (core/pagination.ts). */
export const listPendingRequests = (db: Db, window: PageWindow) =>
  pageWithTotal(
    PENDING_QUEUE_TOTAL_KEY,
    window,
    () =>
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
        ])
        .where('r.status', '=', 'pending')
        .orderBy('r.updated_at')
        .orderBy('r.id')
        .limit(window.limit)
        .offset(window.offset)
        .execute(),
    // Every request has its member (not null, deleted with them): the count needs no join.
    () => countRows(db.selectFrom('hcp_verification_requests').where('status', '=', 'pending')),
  );
export type PendingRequestRow = Awaited<ReturnType<typeof listPendingRequests>>['rows'][number];

/** What the member's verification validity depends on, and whether a renewal waits in the queue. */
export const findValidityFacts = (db: Db, userId: number) =>
  db
    .selectFrom('users as u')
    .leftJoin('hcp_verification_requests as r', 'r.user_id', 'u.id')
    .select([
      'u.id',
      'u.role',
      'u.region',
      'u.hcp_status',
      'u.hcp_verified_at',
      'u.provider_id_user',
      'r.id as request_id',
      sql<boolean>`coalesce(r.status = 'pending' and r.renewal_requested_at is not null, false)`.as('renewal_pending'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();

/**
 * The member confirmed their professional details to renew their verification: the details are
 * saved and their one request re-opened as a renewal, in one statement, so the queue never shows
 * a renewal without the details it is about. An instant NPI re-check approves it at once (the
 * validity period restarts); otherwise it waits for the provider like a first request.
 */
export const reopenForRenewal = (
  db: Db,
  userId: number,
  input: {
    organisation: string;
    professionalNumber: string | null;
    method: HcpRequestMethod;
    evidence: HcpEvidence & { renewal: { confirmedAt: string; previousVerifiedAt: string | null } };
    approved: boolean;
  },
) => {
  const now = new Date();
  const status: HcpRequestStatus = input.approved ? 'approved' : 'pending';
  const request = {
    status,
    method: input.method,
    evidence: JSON.stringify(input.evidence),
    reason: null,
    decided_by: null,
    decided_at: input.approved ? now : null,
    renewal_requested_at: now,
    updated_at: now,
  };
  return db
    .with('r', (q) =>
      q
        .insertInto('hcp_verification_requests')
        .values({ user_id: userId, ...request })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(request))
        .returning(['id', 'user_id']),
    )
    .updateTable('users')
    .from('r')
    .set({
      organisation: input.organisation,
      professional_number: input.professionalNumber,
      ...(input.approved ? { hcp_verified_at: now } : {}),
      updated_at: now,
    })
    .whereRef('users.id', '=', 'r.user_id')
    .returning(['r.id as request_id'])
    .executeTakeFirstOrThrow();
};
