import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import type { ContentFields, Locale, ReviewComments, RevisionState } from '@aatd/contract';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { PostKind, PostStatus } from '../../db/tables/content.js';
import { pageWithTotal, POSITION_EVERY, seekFor, type PageWindow } from '../../core/pagination.js';
import { keysEvery } from '../../db/positions.js';
import { containsPattern } from '../../db/like.js';
import { staffNameOf } from '../../core/users/users.repository.js';
import { countRows } from '../../db/count.js';

const day = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** The working copy: the post's highest revision number (the unique index answers it). */
type WithRevision = Database & { r: Database['post_revisions'] };
const isWorking = (eb: ExpressionBuilder<WithRevision, 'posts' | 'r'>) =>
  eb(
    'r.number',
    '=',
    eb
      .selectFrom('post_revisions as m')
      .select((m) => m.fn.max('m.number').as('n'))
      .whereRef('m.post_id', '=', 'posts.id'),
  );

/** The state the console shows: the working revision's, or the live one once that is the working copy. */
export const itemStateSql = sql<string>`case when r.state = 'published' then posts.status else r.state end`;

// --- writes (called inside the service's transaction) ------------------------------------------

/** The post row, locked so two workflow steps on one item apply one after the other. */
export const lockPost = (db: Db, id: number) =>
  db
    .selectFrom('posts')
    .select(['id', 'kind', 'status', 'editor_id', 'title'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export const findWorkingRevision = (db: Db, postId: number) =>
  db
    .selectFrom('post_revisions')
    .selectAll()
    .select([day('review_by').as('review_by_day')])
    .where('post_id', '=', postId)
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
export type RevisionRow = NonNullable<Awaited<ReturnType<typeof findWorkingRevision>>>;

export const findRevision = (db: Db, postId: number, number: number) =>
  db
    .selectFrom('post_revisions')
    .selectAll()
    .select([day('review_by').as('review_by_day')])
    .where('post_id', '=', postId)
    .where('number', '=', number)
    .executeTakeFirst();

/** A new item: its post row stays a hidden draft until a revision is published. */
export const insertDraftPost = (db: Db, input: { kind: PostKind; tags: string[]; title: string }) =>
  db
    .insertInto('posts')
    .values({ kind: input.kind, tags: input.tags, title: input.title, status: 'draft' })
    .returning('id')
    .executeTakeFirstOrThrow();

export async function insertRevision(
  db: Db,
  input: { postId: number; number: number; tags: string[]; fields: ContentFields; authorId: number | null },
) {
  const row = await db
    .insertInto('post_revisions')
    .values({
      post_id: input.postId,
      number: input.number,
      tags: input.tags,
      fields: JSON.stringify(input.fields),
      state: 'draft',
      author_id: input.authorId,
    })
    .returning(['id', 'number', 'created_at'])
    .executeTakeFirstOrThrow();
  await db.updateTable('posts').set({ updated_at: row.created_at }).where('id', '=', input.postId).execute();
  return row;
}

export interface RevisionChange {
  state: RevisionState;
  submitted_at?: Date;
  reviewer_id?: number;
  reviewed_at?: Date;
  review_comments?: ReviewComments;
  approval_code?: string;
  review_by?: string;
  publish_at?: Date | null;
}

/** A workflow step on one revision; the post's last change moves with it. */
export async function changeRevision(db: Db, postId: number, revisionId: number, change: RevisionChange) {
  const { review_comments, ...rest } = change;
  await db
    .updateTable('post_revisions')
    .set({ ...rest, ...(review_comments ? { review_comments: JSON.stringify(review_comments) } : {}) })
    .where('id', '=', revisionId)
    .execute();
  await db.updateTable('posts').set({ updated_at: new Date() }).where('id', '=', postId).execute();
}

/** Cancels every scheduled publication of the post (back to approved); their numbers. */
export async function cancelSchedules(db: Db, postId: number): Promise<number[]> {
  const rows = await db
    .updateTable('post_revisions')
    .set({ state: 'approved', publish_at: null })
    .where('post_id', '=', postId)
    .where('state', '=', 'scheduled')
    .returning('number')
    .execute();
  return rows.map((r) => r.number);
}

export const setPostStatus = (db: Db, id: number, status: PostStatus) =>
  db.updateTable('posts').set({ status, updated_at: new Date() }).where('id', '=', id).execute();

// --- reads ------------------------------------------------------------------------------------

/**
 * The facts the workflow needs beyond the working revision, in one query: the last approved
 * revision, who wrote revisions since, the scheduled publication, the last send-back's comments
 * since that approval, and the live revision's number and fields.
 */
export async function workflowFacts(db: Db, postId: number) {
  const { rows } = await sql<{
    last_approved: number;
    authors_since: number[];
    publish_at: Date | null;
    comments: ReviewComments | null;
    live_number: number | null;
    live_fields: ContentFields | null;
  }>`
    with last as (
      select coalesce(max(number), 0) as n from post_revisions where post_id = ${postId} and approval_code is not null
    )
    select (select n from last) as last_approved,
      coalesce((select array_agg(distinct author_id) from post_revisions
        where post_id = ${postId} and author_id is not null and number > (select n from last)), '{}') as authors_since,
      (select publish_at from post_revisions where post_id = ${postId} and state = 'scheduled'
        order by number desc limit 1) as publish_at,
      (select review_comments from post_revisions where post_id = ${postId} and review_comments is not null
        and number > (select n from last) order by number desc limit 1) as comments,
      live.number as live_number, live.fields as live_fields
    from (select 1) one
    left join lateral (
      select r.number, r.fields from post_revisions r join posts p on p.id = r.post_id
      where r.post_id = ${postId} and r.state = 'published' and p.status <> 'draft'
      order by r.number desc limit 1
    ) live on true`.execute(db);
  const row = rows[0]!;
  return { ...row, authors_since: row.authors_since.map(Number) };
}
export type WorkflowFacts = Awaited<ReturnType<typeof workflowFacts>>;

/** The item with its working revision and the names of its author and reviewer. */
export const findItem = (db: Db, id: number) =>
  db
    .selectFrom('posts')
    .innerJoin('post_revisions as r', (join) => join.onRef('r.post_id', '=', 'posts.id').on(isWorking))
    .leftJoin('users as a', 'a.id', 'r.author_id')
    .leftJoin('users as v', 'v.id', 'r.reviewer_id')
    .select([
      'posts.id',
      'posts.kind',
      'posts.status',
      'posts.published_at as live_published_at',
      'posts.approval_code as live_approval_code',
      day('posts.review_by').as('live_review_by'),
      'r.id as revision_id',
      'r.number',
      'r.state',
      'r.fields',
      'r.tags',
      'r.author_id',
      'r.created_at',
      'r.submitted_at',
      'r.reviewer_id',
      'r.reviewed_at',
      'r.review_comments',
      'r.approval_code',
      day('r.review_by').as('review_by'),
      'r.publish_at',
      staffNameOf('a').as('author_name'),
      staffNameOf('v').as('reviewer_name'),
    ])
    .where('posts.id', '=', id)
    .executeTakeFirst();
export type ItemRow = NonNullable<Awaited<ReturnType<typeof findItem>>>;

/** The revisions of a post with the names and the live mark (the one members see now). */
const revisionsOf = (db: Db, postId: number) =>
  db
    .selectFrom('post_revisions as r')
    .innerJoin('posts', 'posts.id', 'r.post_id')
    .leftJoin('users as a', 'a.id', 'r.author_id')
    .leftJoin('users as v', 'v.id', 'r.reviewer_id')
    .select([
      'r.number',
      'r.state',
      'r.created_at',
      'r.submitted_at',
      'r.reviewed_at',
      'r.approval_code',
      'r.publish_at',
      'r.author_id',
      'r.reviewer_id',
      day('r.review_by').as('review_by'),
      sql<boolean>`posts.status <> 'draft' and r.number = (select max(l.number) from post_revisions l
        where l.post_id = r.post_id and l.state = 'published')`.as('live'),
      staffNameOf('a').as('author_name'),
      staffNameOf('v').as('reviewer_name'),
    ])
    .where('r.post_id', '=', postId);

/** Every revision of a post without its fields, newest first. */
export const listRevisions = (db: Db, postId: number) =>
  revisionsOf(db, postId)
    .select(sql<boolean>`r.review_comments is not null`.as('has_comments'))
    .orderBy('r.number', 'desc')
    .execute();
export type RevisionSummaryRow = Awaited<ReturnType<typeof listRevisions>>[number];

/** One revision with its fields and the comments made on it. */
export const findRevisionDetail = (db: Db, postId: number, number: number) =>
  revisionsOf(db, postId).select(['r.fields', 'r.review_comments']).where('r.number', '=', number).executeTakeFirst();

export interface ListFilters {
  kind?: PostKind | undefined;
  state?: string | undefined;
  tag?: string | undefined;
  authorId?: number | undefined;
  reviewBefore?: string | undefined;
  q?: string | undefined;
  sort: 'updated' | 'created' | 'title' | 'reviewBy' | 'state';
  order: 'asc' | 'desc';
}

const workingTitle = sql<string>`coalesce(r.fields->>'title', '')`;

/** The posts joined to their working revision, filtered: shared by the page and its count. */
const filteredItems = (db: Db, f: ListFilters) =>
  db
    .selectFrom('posts')
    .innerJoin('post_revisions as r', (join) => join.onRef('r.post_id', '=', 'posts.id').on(isWorking))
    .innerJoin('post_console_keys as k', 'k.post_id', 'posts.id')
    .$if(f.kind !== undefined, (qb) => qb.where('posts.kind', '=', f.kind!))
    .$if(f.state !== undefined, (qb) => qb.where('k.state', '=', f.state!))
    .$if(f.tag !== undefined, (qb) => qb.where(sql<boolean>`r.tags @> array[${f.tag!}]::text[]`))
    .$if(f.authorId !== undefined, (qb) =>
      qb.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('post_revisions as w')
            .select('w.id')
            .whereRef('w.post_id', '=', 'posts.id')
            .where('w.author_id', '=', f.authorId!),
        ),
      ),
    )
    .$if(f.reviewBefore !== undefined, (qb) => qb.where(sql<boolean>`k.review_by <= ${f.reviewBefore!}::date`))
    .$if(f.q !== undefined, (qb) => {
      const pattern = containsPattern(f.q!);
      return qb.where(sql<boolean>`(${workingTitle} ilike ${pattern} or posts.title ilike ${pattern})`);
    });

/** The key of a console list's kept total: its filters, not its sort, page or viewer. */
const contentTotalKey = (f: Omit<ListFilters, 'sort' | 'order'>) =>
  `console-content:${JSON.stringify([f.kind, f.state, f.tag, f.authorId, f.reviewBefore, f.q].map((v) => v ?? null))}`;

/**
 * The kept totals an item of this kind moving between these states changes, that a writer can
 * name: every item, the kind's, and each state's with and without the kind (not the searches).
 */
export const contentTotalKeys = (kind: PostKind, states: readonly (string | undefined)[]) =>
  [undefined, ...states].flatMap((state) => [contentTotalKey({ state }), contentTotalKey({ kind, state })]);

/**
 * Each order's sort key, never null so a kept position is one row comparison: review-by dates
 * missing sort last either way, as the list always showed them. Updated and created read through
 * posts_updated_idx and posts_created_idx (migration 0098), the working copy's keys through
 * post_console_keys' indexes (migration 0106), each with the id of the same table after it.
 */
const sortKey = (f: ListFilters): RawBuilder<unknown> =>
  ({
    updated: sql`posts.updated_at`,
    created: sql`posts.created_at`,
    title: sql`k.title`,
    reviewBy: sql`coalesce(k.review_by, ${sql.raw(f.order === 'asc' ? "'infinity'" : "'-infinity'")}::date)`,
    state: sql`k.state`,
  })[f.sort];
const sortId = (f: ListFilters) => sql.ref(f.sort === 'updated' || f.sort === 'created' ? 'posts.id' : 'k.post_id');

/** Every POSITION_EVERY-th item of the list in its order (core/pagination.ts seekFor). */
const contentPositions = (db: Db, f: ListFilters) =>
  keysEvery<{ k: unknown; id: number }>(
    db,
    filteredItems(db, f).select([sortKey(f).as('k'), sortId(f).as('id')]),
    sql`l.k ${sql.raw(f.order)}, l.id ${sql.raw(f.order)}`,
    POSITION_EVERY,
  );

/**
 * One page of console items and the total (core/pagination.ts): each post joined to its working
 * revision (and its author's name); filters and sort on the working copy, review-by on the
 * working approval or else the live one. The total is counted apart, only when the page is full;
 * a deep page starts from the nearest kept position instead of past every item before it.
 */
export async function listItems(db: Db, f: ListFilters, page: PageWindow) {
  const key = sortKey(f);
  const readPage = async () => {
    const seek = await seekFor(contentTotalKey(f), `${f.sort} ${f.order}`, page, () => contentPositions(db, f));
    return filteredItems(db, f)
      .leftJoin('users as a', 'a.id', 'r.author_id')
      .select([
        'posts.id',
        'posts.kind',
        'posts.status',
        'r.number',
        'r.state',
        'r.fields',
        'r.tags',
        'r.author_id',
        'r.approval_code',
        'posts.approval_code as live_approval_code',
        'posts.updated_at',
        day('r.review_by').as('review_by'),
        day('posts.review_by').as('live_review_by'),
        sql<Date | null>`(select s.publish_at from post_revisions s where s.post_id = posts.id and s.state = 'scheduled'
        order by s.number desc limit 1)`.as('publish_at'),
        staffNameOf('a').as('author_name'),
        itemStateSql.as('item_state'),
      ])
      .$if(seek.after !== null, (qb) =>
        qb.where(
          sql<boolean>`(${key}, ${sortId(f)}) ${sql.raw(f.order === 'asc' ? '>' : '<')} (${seek.after!.k}, ${seek.after!.id}::int)`,
        ),
      )
      .orderBy(sql`${key} ${sql.raw(f.order)}`)
      .orderBy(sortId(f), f.order)
      .limit(page.limit)
      .offset(seek.skip)
      .execute();
  };
  return pageWithTotal(contentTotalKey(f), page, readPage, () => countRows(filteredItems(db, f)));
}
export type ListItemRow = Awaited<ReturnType<typeof listItems>>['rows'][number];

// --- the schedule job -------------------------------------------------------------------------

/** Scheduled revisions whose time has come, oldest first. */
export const findDueRevisions = (db: Db, now: Date, limit: number) =>
  db
    .selectFrom('post_revisions')
    .select(['id', 'post_id', 'number'])
    .where('state', '=', 'scheduled')
    .where('publish_at', '<=', now)
    .orderBy('publish_at')
    .limit(limit)
    .execute();

/**
 * Live posts whose review-by date is within `days` and whose editor was not warned yet; each is
 * flagged in the same statement, so two workers never warn twice. With the editor's address.
 */
export async function flagReviewWarnings(db: Db, now: Date, days: number, limit: number) {
  const { rows } = await sql<{
    id: number;
    title: string;
    review_by: string;
    email: string | null;
    title_prefix: string | null;
    first_name: string | null;
    last_name: string | null;
    locale: Locale | null;
    editor_id: number | null;
  }>`
    with due as (
      select id from posts
      where status = 'published' and review_warned_at is null
        and review_by <= (${now}::timestamptz at time zone 'utc')::date + ${days}::int
      order by review_by limit ${limit}
      for update skip locked
    ), flagged as (
      update posts p set review_warned_at = ${now} from due where p.id = due.id
      returning p.id, p.title, to_char(p.review_by, 'YYYY-MM-DD') as review_by, p.editor_id
    )
    select f.*, u.email, u.title as title_prefix, u.first_name, u.last_name, u.locale
    from flagged f left join users u on u.id = f.editor_id`.execute(db);
  return rows;
}

/** Live posts whose review-by date has come are taken off the site; their ids, kinds, titles and dates. */
export async function expireOverdue(db: Db, now: Date) {
  const { rows } = await sql<{ id: number; kind: string; title: string; review_by: string; number: number | null }>`
    update posts p set status = 'expired', updated_at = ${now}
    where p.status = 'published' and p.review_by <= (${now}::timestamptz at time zone 'utc')::date
    returning p.id, p.kind, p.title, to_char(p.review_by, 'YYYY-MM-DD') as review_by,
      (select max(r.number) from post_revisions r where r.post_id = p.id and r.state = 'published') as number`.execute(
    db,
  );
  return rows;
}
