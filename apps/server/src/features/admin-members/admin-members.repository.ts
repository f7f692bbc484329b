import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { AdminMemberSort, MemberStatus, Role } from '@aatd/contract';
import { pageWithTotal, type PageWindow } from '../../core/pagination.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { escapeLike } from '../../db/like.js';
import { AUDIT_ROW_COLUMNS } from '../../core/audit/audit.repository.js';
import { countRows } from '../../db/count.js';

/** Where a member stands in registration, from the users row under `alias`. */
const statusOf = (alias: string): RawBuilder<MemberStatus> =>
  sql<MemberStatus>`case
    when ${sql.ref(`${alias}.email_verified_at`)} is null then 'pendingEmail'
    when ${sql.ref(`${alias}.hcp_status`)} = 'verified' then 'verified'
    when ${sql.ref(`${alias}.hcp_status`)} = 'rejected' then 'rejected'
    else 'pendingHcp' end`;

const nameOf = (alias: string) =>
  sql<string>`${sql.ref(`${alias}.title`)} || ' ' || ${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}`;

/** The same rules as statusOf, as a filter each index can serve (0026_member_admin). */
const statusFilter = (status: MemberStatus) => (eb: ExpressionBuilder<Database, 'users'>) => {
  switch (status) {
    case 'pendingEmail':
      return eb('users.email_verified_at', 'is', null);
    case 'verified':
      return eb('users.hcp_status', '=', 'verified');
    case 'rejected':
      return eb.and([eb('users.hcp_status', '=', 'rejected'), eb('users.email_verified_at', 'is not', null)]);
    case 'pendingHcp':
      return eb.and([eb('users.hcp_status', 'in', ['pending', 'none']), eb('users.email_verified_at', 'is not', null)]);
  }
};

/** A re-verification the member raised waits in the queue. */
const renewalPending = (alias: string) =>
  sql<boolean>`exists (select 1 from hcp_verification_requests rr where rr.user_id = ${sql.ref(`${alias}.id`)}
    and rr.status = 'pending' and rr.renewal_requested_at is not null)`;

export interface MemberFilters {
  q?: string | undefined;
  country?: string | undefined;
  role?: Role | undefined;
  status?: MemberStatus | undefined;
}

const SORT_COLUMNS: Record<AdminMemberSort, (alias: string) => RawBuilder<unknown>[]> = {
  name: (a) => [sql.ref(`${a}.last_name`), sql.ref(`${a}.first_name`)],
  email: (a) => [sql`lower(${sql.ref(`${a}.email`)})`],
  country: (a) => [sql.ref(`${a}.region`), sql.ref(`${a}.last_name`), sql.ref(`${a}.first_name`)],
  registered: (a) => [sql.ref(`${a}.created_at`)],
};
const orderBy = (alias: string, sort: AdminMemberSort, order: 'asc' | 'desc') =>
  sql.join(
    [...SORT_COLUMNS[sort](alias), sql.ref(`${alias}.id`)].map((c) => sql`${c} ${sql.raw(order)}`),
    sql`, `,
  );

/** What the list and the member page both show of a member (users as u): status and last sign-in. */
const memberSummary = [
  'u.id',
  'u.title',
  'u.first_name',
  'u.last_name',
  'u.email',
  'u.region',
  'u.role',
  'u.created_at',
  'u.hcp_verified_at',
  renewalPending('u').as('renewal_pending'),
  statusOf('u').as('status'),
  (eb: ExpressionBuilder<Database & { u: Database['users'] }, 'u'>) =>
    eb
      .selectFrom('member_sessions as s')
      .select((s) => s.fn.max('s.started_at').as('at'))
      .whereRef('s.user_id', '=', 'u.id')
      .as('last_sign_in_at'),
] as const;

/**
 * The members matching the console's filters, over users alone (each filter has an index); from
 * the database, or from an outer query's builder to nest it in that one statement.
 */
const matchingMembers = (from: Pick<ExpressionBuilder<Database, never>, 'selectFrom'>, filters: MemberFilters) =>
  from
    .selectFrom('users')
    .$if(Boolean(filters.q), (qb) => {
      const like = `%${escapeLike(filters.q!.toLowerCase())}%`;
      return qb.where((eb) =>
        eb.or([
          eb(sql<string>`(users.first_name || ' ' || users.last_name)`, 'ilike', like),
          eb(sql<string>`lower(users.email)`, 'like', like),
        ]),
      );
    })
    .$if(Boolean(filters.country), (qb) => qb.where('users.region', '=', filters.country!))
    .$if(Boolean(filters.role), (qb) => qb.where('users.role', '=', filters.role!))
    .$if(Boolean(filters.status), (qb) => qb.where(statusFilter(filters.status!)));

/** The key of the member list's kept total: its filters (not the sort, page or viewer). */
const membersTotalKey = (f: MemberFilters) =>
  `staff-members:${JSON.stringify([f.q ?? null, f.country ?? null, f.role ?? null, f.status ?? null])}`;

/**
 * One page of members for the console and the total (core/pagination.ts): the inner query filters
 * and sorts over users alone; the outer one adds the page's last sign-in, so the session lookup
 * runs for the page's rows only. The total is counted apart, only when the page is full.
 */
export function listMembersForStaff(
  db: Db,
  filters: MemberFilters,
  sort: AdminMemberSort,
  order: 'asc' | 'desc',
  window: PageWindow,
) {
  const readPage = () =>
    db
      .selectFrom((eb) =>
        matchingMembers(eb, filters)
          .select('users.id')
          .orderBy(orderBy('users', sort, order))
          .limit(window.limit)
          .offset(window.offset)
          .as('p'),
      )
      .innerJoin('users as u', 'u.id', 'p.id')
      .select(memberSummary)
      .orderBy(orderBy('u', sort, order))
      .execute();
  return pageWithTotal(membersTotalKey(filters), window, readPage, () => countRows(matchingMembers(db, filters)));
}
export type StaffMemberRow = Awaited<ReturnType<typeof listMembersForStaff>>['rows'][number];

/** Everything the member page shows, in one statement (json sub-selects, each on an index). */
export const findMemberForStaff = (db: Db, id: number) =>
  db
    .selectFrom('users as u')
    .select([
      ...memberSummary,
      'u.organisation',
      'u.seniority',
      'u.speciality',
      'u.professional_number',
      'u.mobile_number',
      'u.provider_id_user',
      'u.opted_out',
      'u.email_verified_at',
      'u.erase_after',
      (eb) =>
        jsonObjectFrom(
          eb
            .selectFrom('hcp_verification_requests as r')
            .leftJoin('users as d', 'd.id', 'r.decided_by')
            .select([
              'r.id',
              'r.status',
              'r.method',
              'r.evidence',
              'r.reason',
              'r.decided_at',
              'r.updated_at',
              'r.decided_by',
              nameOf('d').as('decided_by_name'),
            ])
            .whereRef('r.user_id', '=', 'u.id'),
        ).as('verification'),
      (eb) =>
        jsonArrayFrom(
          eb
            .selectFrom('member_sessions as s')
            .select(['s.id', 's.started_at', 's.last_seen_at', 's.ended_at'])
            .whereRef('s.user_id', '=', 'u.id')
            .orderBy('s.started_at', 'desc')
            .orderBy('s.id', 'desc')
            .limit(20),
        ).as('sessions'),
      (eb) =>
        eb
          .selectFrom('oidc_payloads as o')
          .select((o) => o.fn.countAll<string>().as('n'))
          .whereRef('o.account_id', '=', 'u.id')
          .where('o.type', 'in', ['AccessToken', 'RefreshToken', 'Session'])
          .where((o) => o.or([o('o.expires_at', 'is', null), o('o.expires_at', '>', sql<Date>`now()`)]))
          .as('live_tokens'),
      (eb) =>
        jsonArrayFrom(
          eb
            .selectFrom('invitations as i')
            .leftJoin('users as v', 'v.id', 'i.inviter_id')
            .select(['i.created_at', 'i.accepted_at', 'v.id as inviter_id', nameOf('v').as('inviter_name')])
            .where(sql<string>`lower(i.email)`, '=', sql<string>`lower(u.email)`)
            .orderBy('i.created_at', 'desc')
            .limit(10),
        ).as('invited_by'),
      (eb) =>
        jsonArrayFrom(
          eb
            .selectFrom('invitations as i')
            .leftJoin('users as m', (j) => j.on(sql<string>`lower(m.email)`, '=', sql<string>`lower(i.email)`))
            .select([
              'i.id',
              'i.email',
              'i.created_at',
              'i.accepted_at',
              'm.id as member_id',
              nameOf('m').as('member_name'),
            ])
            .whereRef('i.inviter_id', '=', 'u.id')
            .orderBy('i.created_at', 'desc')
            .orderBy('i.id', 'desc')
            .limit(50),
        ).as('invitations_sent'),
      (eb) =>
        jsonArrayFrom(
          eb
            .selectFrom('audit_log as a')
            .select(AUDIT_ROW_COLUMNS)
            .where('a.target_type', '=', 'user')
            .where('a.target_id', '=', sql<string>`u.id::text`)
            .orderBy('a.at', 'desc')
            .orderBy('a.id', 'desc')
            .limit(50),
        ).as('history'),
      (eb) =>
        jsonArrayFrom(
          eb
            .selectFrom('moderation_items as q')
            .select([
              'q.id',
              'q.source',
              'q.reason',
              'q.excerpt',
              'q.state',
              'q.resolution',
              'q.created_at',
              'q.author_id',
            ])
            .where((q) => q.or([q('q.author_id', '=', q.ref('u.id')), q('q.reporter_id', '=', q.ref('u.id'))]))
            .orderBy('q.created_at', 'desc')
            .orderBy('q.id', 'desc')
            .limit(50),
        ).as('reports'),
    ])
    .where('u.id', '=', id)
    .executeTakeFirst();
export type StaffMemberDetailRow = NonNullable<Awaited<ReturnType<typeof findMemberForStaff>>>;

/** What an action on a member needs to know about them. */
export const findMemberForAction = (db: Db, id: number) =>
  db
    .selectFrom('users')
    .select(['id', 'email', 'title', 'first_name', 'last_name', 'locale', 'email_verified_at', 'role'])
    .where('id', '=', id)
    .executeTakeFirst();

export interface InvitationFilters {
  q?: string | undefined;
  status?: 'pending' | 'accepted' | undefined;
}

/** The invitations matching the filters: the address invited, or the inviter's address or name. */
const matchingInvitations = (db: Db, f: InvitationFilters) =>
  db
    .selectFrom('invitations as i')
    .$if(Boolean(f.q), (qb) => {
      const like = `%${escapeLike(f.q!.toLowerCase())}%`;
      return qb.where((eb) =>
        eb.or([
          eb(sql<string>`lower(i.email)`, 'like', like),
          eb.exists(
            eb
              .selectFrom('users as v')
              .select('v.id')
              .whereRef('v.id', '=', 'i.inviter_id')
              .where((v) =>
                v.or([
                  v(sql<string>`lower(v.email)`, 'like', like),
                  v(sql<string>`(v.first_name || ' ' || v.last_name)`, 'ilike', like),
                ]),
              ),
          ),
        ]),
      );
    })
    .$if(f.status === 'pending', (qb) => qb.where('i.accepted_at', 'is', null))
    .$if(f.status === 'accepted', (qb) => qb.where('i.accepted_at', 'is not', null));

/** Who invited whom, newest first, with what became of each invitation, and the total (core/pagination.ts). */
export function listInvitationsForStaff(db: Db, filters: InvitationFilters, window: PageWindow) {
  const readPage = () =>
    matchingInvitations(db, filters)
      .leftJoin('users as v', 'v.id', 'i.inviter_id')
      .leftJoin('users as m', (j) => j.on(sql<string>`lower(m.email)`, '=', sql<string>`lower(i.email)`))
      .select([
        'i.id',
        'i.email',
        'i.created_at',
        'i.accepted_at',
        'v.id as inviter_id',
        nameOf('v').as('inviter_name'),
        'm.id as member_id',
        nameOf('m').as('member_name'),
        statusOf('m').as('member_status'),
      ])
      .orderBy('i.created_at', 'desc')
      .orderBy('i.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute();
  const count = async () =>
    (
      await matchingInvitations(db, filters)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  return pageWithTotal(
    `staff-invitations:${JSON.stringify([filters.q ?? null, filters.status ?? null])}`,
    window,
    readPage,
    count,
  );
}
export type StaffInvitationRow = Awaited<ReturnType<typeof listInvitationsForStaff>>['rows'][number];
