import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { pageWithTotal, POSITION_EVERY, seekFor, type PageWindow } from '../../core/pagination.js';
import { keysEvery } from '../../db/positions.js';
import type {
  CannedReplyAction,
  ModerationActionKind,
  ModerationItemState,
  ModerationSource,
  WatchAction,
  WordList,
} from '../../db/tables/moderation.js';
import { countRows } from '../../db/count.js';

const fullName = (alias: string) =>
  sql<string>`${sql.ref(`${alias}.title`)} || ' ' || ${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}`;

// ---- Members' reports and notices ---------------------------------------------------------------

/**
 * Files a member's report of a comment they can see, in one statement. `authorId` is null when
 * there is no such comment; `id` is the report (a repeated report answers the first one's id).
 */
export async function insertCommentReport(
  db: Db,
  r: { commentId: number; reporterId: number; reason: string; details: string | null },
): Promise<{ authorId: number | null; id: number | null }> {
  const { rows } = await sql<{ author_id: number | null; id: number | null }>`
    with c as (
      select id, post_id, user_id, text from comments
      where id = ${r.commentId} and (review_state = 'visible' or user_id = ${r.reporterId})
    ), ins as (
      insert into moderation_items (source, reason, details, comment_id, post_id, reporter_id, author_id, excerpt)
      select 'commentReport', ${r.reason}, ${r.details}, id, post_id, ${r.reporterId}, user_id, text
      from c where user_id <> ${r.reporterId}
      on conflict (comment_id, reporter_id) where source = 'commentReport' do nothing
      returning id
    )
    select (select user_id from c) as author_id,
      coalesce((select id from ins), (select m.id from moderation_items m
        where m.source = 'commentReport' and m.comment_id = ${r.commentId} and m.reporter_id = ${r.reporterId})) as id`.execute(
    db,
  );
  return { authorId: rows[0]?.author_id ?? null, id: rows[0]?.id ?? null };
}

/** The reported comment and the reporter's name, for the safety case a report opens. */
export const findReportedComment = (db: Db, commentId: number, reporterId: number) =>
  db
    .selectFrom('comments as c')
    .innerJoin('users as r', (j) => j.on('r.id', '=', reporterId))
    .select([
      'c.id',
      'c.user_id',
      'c.post_id',
      'c.parent_id',
      'c.text',
      'c.created_at',
      sql<string>`r.title || ' ' || r.first_name || ' ' || r.last_name`.as('reporter_name'),
      'r.email as reporter_email',
    ])
    .where('c.id', '=', commentId)
    .executeTakeFirst();

/** The member's unread notices, newest first. */
export const listUnreadNotices = (db: Db, userId: number) =>
  db
    .selectFrom('member_notices')
    .select(['id', 'kind', 'text', 'created_at'])
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(20)
    .execute();

export const markNoticeRead = (db: Db, userId: number, id: number) =>
  db
    .updateTable('member_notices')
    .set({ read_at: new Date() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();

export const insertNotice = (db: Db, n: { userId: number; kind: 'warning' | 'contentHidden'; text: string }) =>
  db.insertInto('member_notices').values({ user_id: n.userId, kind: n.kind, text: n.text }).execute();

// ---- The queue ----------------------------------------------------------------------------------

export interface QueueFilters {
  state: ModerationItemState;
  source?: ModerationSource | undefined;
  reason?: string | undefined;
  /** Only the items this moderator claimed, or only the unclaimed ones. */
  assigned?: { mine: number } | 'unclaimed' | undefined;
  sort?: 'waiting' | 'priority' | undefined;
}

/** The key of a queue's kept total: its state, source and reason (never the page or moderator). */
const queueTotalKey = (q: QueueFilters) =>
  `moderation:${JSON.stringify([q.state, q.source ?? null, q.reason ?? null])}`;

/** Every queue an item of this source and reason is counted in, open or closed. */
export const queueTotalKeys = (item: { source: ModerationSource; reason: string }) =>
  (['open', 'closed'] as const).flatMap((state) =>
    [undefined, item.source].flatMap((source) =>
      [undefined, item.reason].map((reason) => queueTotalKey({ state, source, reason })),
    ),
  );

const matchingItems = (db: Db, q: QueueFilters) =>
  db
    .selectFrom('moderation_items as i')
    .where('i.state', '=', q.state)
    .$if(q.source !== undefined, (qb) => qb.where('i.source', '=', q.source!))
    .$if(q.reason !== undefined, (qb) => qb.where('i.reason', '=', q.reason!))
    .$if(q.assigned === 'unclaimed', (qb) => qb.where('i.claimed_by', 'is', null))
    .$if(typeof q.assigned === 'object', (qb) => qb.where('i.claimed_by', '=', (q.assigned as { mine: number }).mine));

/**
 * The queue's order as one ascending sort key, so a kept position is a row comparison the queue's
 * indexes seek to (migration 0098). Open items: possible adverse events first (`not_ae` false),
 * [the highest priority first], then the longest waiting; closed items: the latest decision first.
 */
const NOT_AE = sql<boolean>`(i.reason <> 'adverseEvent')`;
const NEG_PRIORITY = sql<number>`(-i.priority)`;
type QueueKey = {
  not_ae?: boolean;
  neg_priority?: number;
  created_at?: Date | string;
  resolved_at?: Date | string;
  id: number;
};
const queueOrder = (q: QueueFilters) =>
  q.state === 'closed'
    ? { columns: ['resolved_at', 'id'], direction: 'desc' as const }
    : q.sort === 'priority'
      ? { columns: ['not_ae', 'neg_priority', 'created_at', 'id'], direction: 'asc' as const }
      : { columns: ['not_ae', 'created_at', 'id'], direction: 'asc' as const };
const keyColumn: Record<string, RawBuilder<unknown>> = {
  not_ae: NOT_AE,
  neg_priority: NEG_PRIORITY,
  created_at: sql`i.created_at`,
  resolved_at: sql`i.resolved_at`,
  id: sql`i.id`,
};

/** Every POSITION_EVERY-th item of the queue in its order (core/pagination.ts seekFor). */
const queuePositions = (db: Db, q: QueueFilters) => {
  const { columns, direction } = queueOrder(q);
  return keysEvery<QueueKey>(
    db,
    matchingItems(db, q).select(columns.map((c) => keyColumn[c]!.as(c))),
    sql.join(columns.map((c) => sql`${sql.ref(`l.${c}`)} ${sql.raw(direction)}`)),
    POSITION_EVERY,
  );
};

/** The key of a queue view's kept positions: its total's, and whose claims it shows. */
const queuePositionsKey = (q: QueueFilters) =>
  q.assigned === undefined ? queueTotalKey(q) : `${queueTotalKey(q)}:${JSON.stringify(q.assigned)}`;

/**
 * One page of the queue and its total (core/pagination.ts), read in the order of the queue's
 * index; a deep page from the nearest kept position instead of past every item before it.
 */
export const listItems = async (db: Db, q: QueueFilters, page: PageWindow) => {
  const { columns, direction } = queueOrder(q);
  const readPage = async () => {
    const seek = await seekFor(queuePositionsKey(q), columns.join(','), page, () => queuePositions(db, q));
    // A closed item decided before decisions were dated has no key to seek by: it is read by offset.
    const after = seek.after && columns.every((c) => seek.after![c as keyof QueueKey] != null) ? seek.after : null;
    let items = matchingItems(db, q)
      .select([
        'i.priority',
        'i.claimed_by',
        'i.id',
        'i.source',
        'i.reason',
        'i.details',
        'i.excerpt',
        'i.state',
        'i.resolution',
        'i.created_at',
        'i.resolved_at',
        'i.author_id',
        'i.reporter_id',
      ])
      .$if(after !== null, (qb) =>
        qb.where(
          sql<boolean>`(${sql.join(columns.map((c) => keyColumn[c]!))}) ${sql.raw(
            direction === 'desc' ? '<' : '>',
          )} (${sql.join(columns.map((c) => sql`${after![c as keyof QueueKey]}`))})`,
        ),
      );
    for (const c of columns) items = items.orderBy(keyColumn[c]!, direction);
    // The page's items first, then their people: joined before the limit, the planner may read
    // every member to merge them with the queue.
    let query = db
      .selectFrom(
        items
          .limit(page.limit)
          .offset(after === null ? page.offset : seek.skip)
          .as('i'),
      )
      .innerJoin('users as a', 'a.id', 'i.author_id')
      .leftJoin('users as r', 'r.id', 'i.reporter_id')
      .leftJoin('users as cb', 'cb.id', 'i.claimed_by')
      .select([
        'i.priority',
        'i.claimed_by',
        sql<string | null>`${fullName('cb')}`.as('claimed_by_name'),
        'i.id',
        'i.source',
        'i.reason',
        'i.details',
        'i.excerpt',
        'i.state',
        'i.resolution',
        'i.created_at',
        'i.author_id',
        'i.reporter_id',
        fullName('a').as('author_name'),
        sql<string | null>`${fullName('r')}`.as('reporter_name'),
      ]);
    for (const c of columns) query = query.orderBy(keyColumn[c]!, direction);
    return query.execute();
  };
  // Every item has its author (not null, deleted with them): the count needs no join.
  const count = () => countRows(matchingItems(db, q));
  // Claims change all day and per moderator: those views count afresh instead of keeping a total.
  if (q.assigned !== undefined) {
    const rows = await readPage();
    return { rows, total: Number(await count()) };
  }
  return pageWithTotal(queueTotalKey(q), page, readPage, count);
};
export type ItemListRow = Awaited<ReturnType<typeof listItems>>['rows'][number];

export interface ContextRow {
  id: number;
  author_id: number;
  author_name: string;
  text: string;
  created_at: string;
  is_subject: boolean;
  review_state?: 'visible' | 'held' | 'hidden';
}
export interface HistoryRow {
  kind: 'item' | 'action';
  id: number;
  label: string;
  reason: string | null;
  by: string | null;
  at: string;
}

/**
 * One item with everything a moderator decides on, in one query: the item, its people, the
 * article, the thread around the comment (its top-level comment and every reply) or the last
 * messages between reporter and author, and the author's earlier reports and the actions taken.
 */
export async function findItemDetail(db: Db, id: number) {
  const { rows } = await sql<{
    id: number;
    source: ModerationSource;
    reason: string;
    details: string | null;
    excerpt: string | null;
    state: ModerationItemState;
    resolution: ModerationActionKind | null;
    resolution_reason: string | null;
    resolved_at: Date | null;
    resolved_by_name: string | null;
    created_at: Date;
    comment_id: number | null;
    comment_exists: boolean;
    comment_state: 'visible' | 'held' | 'hidden' | null;
    message_id: number | null;
    message_exists: boolean;
    author_id: number;
    author_name: string;
    author_since: Date;
    suspended_at: Date | null;
    suspended_until: Date | null;
    silenced_until: Date | null;
    author_role: string;
    priority: number;
    claimed_by: number | null;
    claimed_by_name: string | null;
    actions: Array<{ action: ModerationActionKind; reason: string | null }> | null;
    reporter_id: number | null;
    reporter_name: string | null;
    post_id: number | null;
    post_title: string | null;
    context: ContextRow[] | null;
    history: HistoryRow[] | null;
  }>`
    select i.id, i.source, i.reason, i.details, i.excerpt, i.state, i.resolution, i.resolution_reason,
      i.resolved_at, ${fullName('rb')} as resolved_by_name, i.created_at, i.comment_id,
      (c.id is not null) as comment_exists, c.review_state as comment_state,
      i.message_id, (msg.id is not null) as message_exists,
      i.author_id, ${fullName('a')} as author_name, a.created_at as author_since,
      a.suspended_at, a.suspended_until, a.silenced_until, a.role as author_role,
      i.priority, i.claimed_by, ${fullName('cb')} as claimed_by_name,
      (select json_agg(json_build_object('action', ia.action, 'reason', ia.reason) order by ia.id)
        from moderation_actions ia where ia.item_id = i.id) as actions,
      i.reporter_id, ${fullName('r')} as reporter_name,
      p.id as post_id, p.title as post_title,
      case when c.id is not null then (
        select json_agg(t order by t.created_at, t.id) from (
          select tc.id, tc.user_id as author_id, tu.title || ' ' || tu.first_name || ' ' || tu.last_name as author_name,
            tc.text, tc.created_at, tc.id = c.id as is_subject, tc.review_state
          from comments tc join users tu on tu.id = tc.user_id
          where tc.id = coalesce(c.parent_id, c.id) or tc.parent_id = coalesce(c.parent_id, c.id)
          order by tc.created_at desc, tc.id desc limit 50) t)
      when msg.id is not null then (
        -- The conversation around the held or flagged message: what came before it and just after.
        select json_agg(t order by t.created_at, t.id) from (
          (select m.id, m.sender_id as author_id, mu.title || ' ' || mu.first_name || ' ' || mu.last_name as author_name,
            m.text, m.created_at, m.id = msg.id as is_subject, m.review_state
          from messages m join users mu on mu.id = m.sender_id
          where least(m.sender_id, m.receiver_id) = least(msg.sender_id, msg.receiver_id)
            and greatest(m.sender_id, m.receiver_id) = greatest(msg.sender_id, msg.receiver_id)
            and (m.created_at, m.id) <= (msg.created_at, msg.id)
          order by m.created_at desc, m.id desc limit 15)
          union all
          (select m.id, m.sender_id, mu.title || ' ' || mu.first_name || ' ' || mu.last_name,
            m.text, m.created_at, false, m.review_state
          from messages m join users mu on mu.id = m.sender_id
          where least(m.sender_id, m.receiver_id) = least(msg.sender_id, msg.receiver_id)
            and greatest(m.sender_id, m.receiver_id) = greatest(msg.sender_id, msg.receiver_id)
            and (m.created_at, m.id) > (msg.created_at, msg.id)
          order by m.created_at, m.id limit 5)) t)
      when i.message_report_id is not null then (
        select json_agg(t order by t.created_at, t.id) from (
          select m.id, m.sender_id as author_id, mu.title || ' ' || mu.first_name || ' ' || mu.last_name as author_name,
            m.text, m.created_at, m.sender_id = i.author_id as is_subject, m.review_state
          from messages m join users mu on mu.id = m.sender_id
          where (m.sender_id = i.author_id and m.receiver_id = i.reporter_id)
             or (m.sender_id = i.reporter_id and m.receiver_id = i.author_id)
          order by m.created_at desc, m.id desc limit 20) t)
      end as context,
      (select json_agg(h order by h.at desc) from (
        (select 'item' as kind, hi.id, hi.reason as label, hi.details as reason, null::text as by, hi.created_at as at
          from moderation_items hi where hi.author_id = i.author_id and hi.id <> i.id
          order by hi.created_at desc limit 20)
        union all
        (select 'action', ma.id, ma.action, ma.reason, au.title || ' ' || au.first_name || ' ' || au.last_name, ma.created_at
          from moderation_actions ma left join users au on au.id = ma.actor_id
          where ma.member_id = i.author_id order by ma.created_at desc limit 20)) h) as history
    from moderation_items i
    join users a on a.id = i.author_id
    left join users r on r.id = i.reporter_id
    left join users rb on rb.id = i.resolved_by
    left join users cb on cb.id = i.claimed_by
    left join comments c on c.id = i.comment_id
    left join messages msg on msg.id = i.message_id
    left join posts p on p.id = coalesce(c.post_id, i.post_id)
    where i.id = ${id}`.execute(db);
  return rows[0];
}
export type ItemDetailRow = NonNullable<Awaited<ReturnType<typeof findItemDetail>>>;

/** The item as an action needs it, locked so two moderators cannot decide it at once. */
export const lockItem = (db: Db, id: number) =>
  db
    .selectFrom('moderation_items as i')
    .leftJoin('comments as c', 'c.id', 'i.comment_id')
    .leftJoin('messages as msg', 'msg.id', 'i.message_id')
    .innerJoin('users as a', 'a.id', 'i.author_id')
    .select([
      'i.id',
      'i.state',
      'i.source',
      'i.comment_id',
      'i.message_id',
      'i.post_id',
      'i.author_id',
      'i.reporter_id',
      'i.excerpt',
      'i.details',
      'i.created_at',
      'c.id as live_comment_id',
      'c.review_state as comment_state',
      'c.parent_id as comment_parent_id',
      'msg.id as live_message_id',
      'msg.review_state as message_state',
      'a.role as author_role',
    ])
    .where('i.id', '=', id)
    .forUpdate('i')
    .executeTakeFirst();

/**
 * Closes the item and every other open item about the same comment or message with the same
 * decision; their sources and reasons (the queues they leave).
 */
export const closeItems = (
  db: Db,
  item: { id: number; comment_id: number | null; message_id: number | null },
  d: { resolution: ModerationActionKind; reason: string | null; actorId: number },
) =>
  db
    .updateTable('moderation_items')
    .set({
      state: 'closed',
      resolution: d.resolution,
      resolution_reason: d.reason,
      resolved_by: d.actorId,
      resolved_at: new Date(),
    })
    .where('state', '=', 'open')
    .where((eb) =>
      eb.or([
        eb('id', '=', item.id),
        ...(item.comment_id === null ? [] : [eb('comment_id', '=', item.comment_id)]),
        ...(item.message_id === null ? [] : [eb('message_id', '=', item.message_id)]),
      ]),
    )
    .returning(['id', 'source', 'reason'])
    .execute();

export const insertAction = (
  db: Db,
  a: {
    itemId: number | null;
    memberId: number;
    action: ModerationActionKind;
    reason: string | null;
    until?: Date | null;
    safetyCaseId?: number | null;
    actorId: number;
  },
) =>
  db
    .insertInto('moderation_actions')
    .values({
      item_id: a.itemId,
      member_id: a.memberId,
      action: a.action,
      reason: a.reason,
      until: a.until ?? null,
      safety_case_id: a.safetyCaseId ?? null,
      actor_id: a.actorId,
    })
    .execute();

/**
 * Hides a comment (from 'visible' or 'held'); a visible one leaves the post's counts by trigger
 * (migration 0108). Returns the state it had, or undefined when it is gone or already hidden.
 */
export async function hideComment(db: Db, commentId: number, reason: string) {
  const { rows } = await sql<{ was: 'visible' | 'held' }>`
    with old as (
      select id, post_id, review_state from comments where id = ${commentId} and review_state <> 'hidden' for update
    ), hidden as (
      update comments set review_state = 'hidden', hidden_reason = ${reason} where id in (select id from old) returning id
    )
    select review_state as was from old`.execute(db);
  return rows[0]?.was;
}

/** Releases a held (or hidden) comment to everyone; the post's counts follow by trigger (migration 0108). */
export async function releaseComment(db: Db, commentId: number) {
  const { rows } = await sql<{ id: number; parent_id: number | null; user_id: number; was_held: boolean }>`
    with old as (
      select id, post_id, parent_id, user_id, review_state from comments
      where id = ${commentId} and review_state <> 'visible' for update
    ), released as (
      update comments set review_state = 'visible', hidden_reason = null where id in (select id from old) returning id
    )
    select id, parent_id, user_id, review_state = 'held' as was_held from old`.execute(db);
  return rows[0];
}

/** The messages the reported member wrote to the reporter, oldest first (an escalation's verbatim). */
export const messagesBetween = (db: Db, authorId: number, reporterId: number) =>
  db
    .selectFrom('messages')
    .select(['text', 'created_at'])
    .where('sender_id', '=', authorId)
    .where('receiver_id', '=', reporterId)
    .orderBy('created_at', 'desc')
    .limit(20)
    .execute();

// ---- Suspension ----------------------------------------------------------------------------------

export const findMemberForSuspension = (db: Db, id: number) =>
  db
    .selectFrom('users')
    .select(['id', 'role', 'suspended_at', 'suspended_until', 'silenced_until'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export const setSuspension = (db: Db, userId: number, s: { until: Date | null; reason: string } | null) =>
  db
    .updateTable('users')
    .set(
      s
        ? { suspended_at: new Date(), suspended_until: s.until, suspension_reason: s.reason }
        : { suspended_at: null, suspended_until: null, suspension_reason: null },
    )
    .where('id', '=', userId)
    .returning(['id', 'suspended_at', 'suspended_until'])
    .executeTakeFirstOrThrow();

/** Silences the member (read-only) until the time with the reason they are told, or lifts it (null). */
export const setSilence = (db: Db, userId: number, s: { until: Date; reason: string } | null) =>
  db
    .updateTable('users')
    .set(s ? { silenced_until: s.until, silence_reason: s.reason } : { silenced_until: null, silence_reason: null })
    .where('id', '=', userId)
    .execute();

// ---- Claims and priority ----------------------------------------------------------------------------

/** Whether the user may work the queue (a moderator or an admin): only they can be assigned an item. */
export const isModerator = async (db: Db, userId: number) =>
  (await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('role', 'in', ['moderator', 'admin'])
    .executeTakeFirst()) !== undefined;

export const updateClaimAndPriority = (
  db: Db,
  id: number,
  u: { claimedBy?: number | null | undefined; priority?: number | undefined },
) =>
  db
    .updateTable('moderation_items')
    .set({
      ...(u.claimedBy !== undefined
        ? { claimed_by: u.claimedBy, claimed_at: u.claimedBy === null ? null : new Date() }
        : {}),
      ...(u.priority !== undefined ? { priority: u.priority } : {}),
    })
    .where('id', '=', id)
    .execute();

/** The item's claim and priority before a change, locked; undefined when there is no such item. */
export const lockClaim = (db: Db, id: number) =>
  db
    .selectFrom('moderation_items')
    .select(['id', 'state', 'claimed_by', 'priority'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

// ---- Canned replies -----------------------------------------------------------------------------------

const cannedColumns = [
  'c.id',
  'c.action',
  'c.title',
  'c.text',
  'c.updated_at',
  sql<string | null>`${fullName('u')}`.as('updated_by_name'),
] as const;

export const listCannedReplies = (db: Db) =>
  db
    .selectFrom('moderation_canned_replies as c')
    .leftJoin('users as u', 'u.id', 'c.updated_by')
    .select(cannedColumns)
    .orderBy('c.action')
    .orderBy(sql`lower(c.title)`)
    .limit(500)
    .execute();
export type CannedReplyRow = Awaited<ReturnType<typeof listCannedReplies>>[number];

export const findCannedReply = (db: Db, id: number) =>
  db
    .selectFrom('moderation_canned_replies as c')
    .leftJoin('users as u', 'u.id', 'c.updated_by')
    .select(cannedColumns)
    .where('c.id', '=', id)
    .executeTakeFirst();

/** undefined when a reply of that action already has the title (any casing). */
export const insertCannedReply = (db: Db, r: { action: CannedReplyAction; title: string; text: string; by: number }) =>
  db
    .insertInto('moderation_canned_replies')
    .values({ action: r.action, title: r.title, text: r.text, updated_by: r.by })
    .onConflict((oc) => oc.expression(sql`action, lower(title)`).doNothing())
    .returning('id')
    .executeTakeFirst();

export const updateCannedReply = (
  db: Db,
  id: number,
  r: { action: CannedReplyAction; title: string; text: string; by: number },
) =>
  db
    .updateTable('moderation_canned_replies')
    .set({ action: r.action, title: r.title, text: r.text, updated_by: r.by, updated_at: new Date() })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();

export const deleteCannedReply = (db: Db, id: number) =>
  db
    .deleteFrom('moderation_canned_replies')
    .where('id', '=', id)
    .returning(['id', 'action', 'title'])
    .executeTakeFirst();

// ---- Staff notes --------------------------------------------------------------------------------------

export const listStaffNotes = (db: Db, memberId: number) =>
  db
    .selectFrom('member_staff_notes as n')
    .leftJoin('users as u', 'u.id', 'n.author_id')
    .select(['n.id', 'n.text', 'n.created_at', sql<string | null>`${fullName('u')}`.as('by_name')])
    .where('n.member_id', '=', memberId)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(100)
    .execute();
export type StaffNoteRow = Awaited<ReturnType<typeof listStaffNotes>>[number];

export const memberExists = async (db: Db, id: number) =>
  (await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

export const insertStaffNote = (db: Db, n: { memberId: number; authorId: number; text: string }) =>
  db
    .insertInto('member_staff_notes')
    .values({ member_id: n.memberId, author_id: n.authorId, text: n.text })
    .returning('id')
    .executeTakeFirstOrThrow();

/** Deletes a note of the member; undefined when there is none with that id. */
export const deleteStaffNote = (db: Db, memberId: number, id: number) =>
  db
    .deleteFrom('member_staff_notes')
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .returning(['id', 'author_id'])
    .executeTakeFirst();

// ---- Word lists -----------------------------------------------------------------------------------

export const listWords = (db: Db) =>
  db
    .selectFrom('moderation_words')
    .select(['id', 'list', 'term', 'action', 'created_at'])
    .orderBy('list')
    .orderBy('term')
    .execute();

/** Adds a term; undefined when the list already holds it (any casing). */
export const insertWord = (
  db: Db,
  w: { list: WordList; term: string; action: WatchAction | null; createdBy: number },
) =>
  db
    .insertInto('moderation_words')
    .values({ list: w.list, term: w.term, action: w.action, created_by: w.createdBy })
    .onConflict((oc) => oc.expression(sql`list, lower(term)`).doNothing())
    .returning(['id', 'list', 'term', 'action', 'created_at'])
    .executeTakeFirst();

export const deleteWord = (db: Db, id: number) =>
  db.deleteFrom('moderation_words').where('id', '=', id).returning(['id', 'list', 'term', 'action']).executeTakeFirst();

export const readSetting = async (db: Db, key: string) =>
  (await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst())?.value ?? null;

export const writeSetting = (db: Db, key: string, value: string) =>
  db
    .insertInto('app_settings')
    .values({ key, value, updated_at: new Date() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: new Date() }))
    .execute();
