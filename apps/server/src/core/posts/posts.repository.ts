import { sql, type ExpressionBuilder } from 'kysely';
import {
  AR_CATEGORY,
  EMPTY_CONTENT_FIELDS,
  PAGE_SIZE,
  type ContentFields,
  type EducationSlug,
  type SortBy,
} from '@aatd/contract';
import { reusableQuery } from '../../db/reusable-query.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { NewPost, PostKind, NewsGroup } from '../../db/tables/content.js';
import { sanitizeArticleHtml } from '../../lib/sanitize-html.js';
import { pageWithTotal, POSITION_EVERY, seekFor, type PageWindow } from '../pagination.js';
import { afterKey, keysEvery } from '../../db/positions.js';
import { commentPageSelect, withCommentTotal } from './comment-page.repository.js';
import { publishedPosts } from './published-posts.repository.js';
import { countRows } from '../../db/count.js';

type PostsEb = ExpressionBuilder<Database, 'posts'>;

/** Columns a card needs: never the HTML, plaintext or search vector. */
const CARD_COLUMNS = [
  'posts.id',
  'posts.kind',
  'posts.tags',
  'posts.news_group',
  'posts.title',
  'posts.excerpt',
  'posts.feature_image',
  'posts.category',
  'posts.article_source',
  'posts.authors',
  'posts.article_url',
  'posts.journal',
  'posts.impact_factor',
  'posts.access_status',
  'posts.pdf_link',
  'posts.embed_video_link',
  'posts.qr_code_image',
  'posts.published_at',
  'posts.views',
  'posts.rating_avg',
  'posts.ratings_count',
  'posts.comment_count',
  'posts.is_sample',
] as const;

const SORT_COLUMN = {
  added: 'posts.published_at',
  views: 'posts.views',
  rating: 'posts.rating_avg',
  // No recommender exists yet: "recommended" reads as best rated, then most viewed.
  recommended: 'posts.rating_avg',
} as const satisfies Record<SortBy, string>;

const isSavedBy = (eb: PostsEb, userId: number) =>
  eb
    .exists(
      eb
        .selectFrom('saved_posts as s')
        .select('s.post_id')
        .whereRef('s.post_id', '=', 'posts.id')
        .where('s.user_id', '=', userId),
    )
    .$castTo<boolean>();

/** Whether the member saved the post, and their rating of it: their own part of any post read. */
const ownPartOf = (eb: PostsEb, userId: number) =>
  [
    isSavedBy(eb, userId).as('is_saved'),
    eb
      .selectFrom('ratings as r')
      .select('r.rating')
      .whereRef('r.post_id', '=', 'posts.id')
      .where('r.user_id', '=', userId)
      .as('user_rating'),
  ] as const;

const hasTag = (tag: string) => sql<boolean>`posts.tags @> array[${tag}]::text[]`;

/** Which posts a list shows (by tag or kind), in which order, and for whom (their saved flags). */
export interface ListPostsInput {
  tag?: string | undefined;
  sortBy: SortBy;
  orderBy: 'asc' | 'desc';
  userId: number;
  kind?: PostKind;
  /** A curated list: at most `perMonth` per calendar month, or the newest `top` of the last `years`. */
  curation?: { perMonth: number } | { top: number; years: number } | undefined;
}

/** What decides the form of a list's SQL: one compiled query is kept per shape (db/reusable-query.ts). */
type ListShape = Pick<ListPostsInput, 'sortBy' | 'orderBy' | 'kind' | 'curation'> & { tagged: boolean; seek?: boolean };
type ListParams = {
  tag: string | null;
  userId: number;
  limit: number;
  offset: number;
  /** The kept sort key the page starts after (shape.seek): its columns in SORT_KEY's order. */
  after0?: string | number | Date;
  after1?: string | number | Date;
  after2?: string | number | Date;
};

/** The full sort key of each order, the id last: what a kept position of a list is (core/pagination.ts seekFor). */
const SORT_KEY = {
  added: ['published_at', 'id'],
  views: ['views', 'id'],
  rating: ['rating_avg', 'id'],
  recommended: ['rating_avg', 'views', 'id'],
} as const satisfies Record<SortBy, readonly string[]>;
type SortKeyRow = Record<string, string | number | Date>;

/**
 * The order of a month's Journal Watch: by impact factor (spec part 1 §1: "the monthly top 5 by
 * impact factor"), items without one after those with one, then the newest. The console's
 * "will not be shown" notice ranks the same way (journalWatchMonth).
 */
const MONTH_RANK = sql`posts.impact_factor desc nulls last, posts.published_at desc, posts.id desc`;

/**
 * The ids a curation keeps, as a subquery over the same published posts with the tag: the top
 * `perMonth` of each month by impact factor, or the newest `top` published within the last `years`.
 */
function curatedIds(db: Db, shape: ListShape, tag: string | null) {
  const tagged = publishedPosts(db).$if(shape.tagged, (qb) => qb.where(hasTag(tag!)));
  const c = shape.curation!;
  if ('perMonth' in c) {
    const ranked = tagged.select([
      'posts.id',
      sql<number>`row_number() over (partition by date_trunc('month', posts.published_at) order by ${MONTH_RANK})`.as(
        'rn',
      ),
    ]);
    return db.selectFrom(ranked.as('r')).select('r.id').where('r.rn', '<=', c.perMonth);
  }
  return tagged
    .select('posts.id')
    .where('posts.published_at', '>=', sql<Date>`now() - make_interval(years => ${c.years})`)
    .orderBy('posts.published_at', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(c.top);
}

/** The posts a list holds, before its page is cut: by tag, kind and curation. */
const listedPosts = (db: Db, shape: ListShape, tag: string | null) =>
  publishedPosts(db)
    .$if(shape.tagged, (qb) => qb.where(hasTag(tag!)))
    .$if(shape.kind !== undefined, (qb) => qb.where('posts.kind', '=', shape.kind!))
    .$if(shape.curation !== undefined, (qb) => qb.where('posts.id', 'in', curatedIds(db, shape, tag)));

const listPage = reusableQuery((db, p: ListParams, shape: ListShape) =>
  listedPosts(db, shape, p.tag)
    .select(CARD_COLUMNS)
    .select((eb) => isSavedBy(eb, p.userId).as('is_saved'))
    // A monthly list reads month by month, newest month first; within a month the default order
    // ("just added") is its rank by impact factor, another chosen order sorts the month's top 5.
    .$if(shape.curation !== undefined && 'perMonth' in shape.curation, (qb) =>
      qb
        .orderBy(sql`date_trunc('month', posts.published_at)`, 'desc')
        .$if(shape.sortBy === 'added' && shape.orderBy === 'desc', (q) => q.orderBy(MONTH_RANK)),
    )
    .orderBy(SORT_COLUMN[shape.sortBy], shape.orderBy)
    .$if(shape.sortBy === 'recommended', (qb) => qb.orderBy('posts.views', shape.orderBy))
    .orderBy('posts.id', shape.orderBy)
    .$if(shape.seek === true, (qb) =>
      qb.where(
        afterKey(
          SORT_KEY[shape.sortBy].map((c) => `posts.${c}`),
          [p.after0, p.after1, p.after2].slice(0, SORT_KEY[shape.sortBy].length),
          shape.orderBy,
        ),
      ),
    )
    .limit(p.limit)
    .offset(p.offset),
);

/** The kept positions of a list: every POSITION_EVERY-th row's sort key, in one pass over the list's index. */
const listPositions = (db: Db, shape: ListShape, tag: string | null) => {
  const columns = SORT_KEY[shape.sortBy];
  return keysEvery<SortKeyRow>(
    db,
    listedPosts(db, shape, tag).select(columns.map((c) => `posts.${c}` as const)),
    sql.join(columns.map((c) => sql`${sql.ref(`l.${c}`)} ${sql.raw(shape.orderBy)}`)),
    POSITION_EVERY,
  );
};

/**
 * One page of posts with the tag, and the total: the page query reads only the page; the total
 * comes from a count-only query, kept briefly for long lists (core/pagination.ts).
 */
export async function listPostsByTag(db: Db, input: ListPostsInput, page: PageWindow) {
  const { tag, sortBy, orderBy, kind, curation, userId } = input;
  const shape: ListShape = { tagged: tag !== undefined, sortBy, orderBy, kind, curation };
  const key = `posts:${JSON.stringify([tag, kind, curation])}`;
  const params: ListParams = { tag: tag ?? null, userId, limit: page.limit, offset: page.offset };
  const readPage = async () => {
    // A curated list is short (a few per month) and ordered by month first: plain offsets.
    if (curation !== undefined) return listPage(db, params, shape);
    const seek = await seekFor(key, `${sortBy} ${orderBy}`, page, () => listPositions(db, shape, params.tag));
    if (seek.after === null) return listPage(db, { ...params, offset: seek.skip }, shape);
    const [after0, after1, after2] = SORT_KEY[sortBy].map((c) => seek.after![c]!);
    return listPage(db, { ...params, offset: seek.skip, after0, after1, after2 }, { ...shape, seek: true });
  };
  return pageWithTotal(key, page, readPage, () => countRows(listedPosts(db, shape, params.tag)));
}
export type PostCardRow = Awaited<ReturnType<typeof listPostsByTag>>['rows'][number];

/** The comments an article page shows with it. */
export const FIRST_COMMENT_PAGE = { limit: PAGE_SIZE.comments, offset: 0 };

const postDetail = reusableQuery(
  (db, p: { id: number; userId: number; tag: string | null }, shape: { tagged: boolean }) =>
    publishedPosts(db)
      .select(CARD_COLUMNS)
      .select(['posts.html'])
      .select((eb) => [...ownPartOf(eb, p.userId), ...commentPageSelect(eb, FIRST_COMMENT_PAGE, p.userId)])
      .where('posts.id', '=', p.id)
      .$if(shape.tagged, (qb) => qb.where(hasTag(p.tag!))),
);

/**
 * The article page in one query: the post, whether this member saved and rated it, the first
 * page of top-level comments with their replies, and their total (withCommentTotal).
 */
export async function getPost(db: Db, id: number, userId: number, tag?: string) {
  const [row] = await postDetail(db, { id, userId, tag: tag ?? null }, { tagged: tag !== undefined });
  return row && withCommentTotal(FIRST_COMMENT_PAGE, row);
}
export type PostDetailRow = NonNullable<Awaited<ReturnType<typeof getPost>>>;

const savedAmongIds = reusableQuery((db, p: { userId: number; ids: readonly number[] }) =>
  db
    .selectFrom('saved_posts')
    .select('post_id')
    .where('user_id', '=', p.userId)
    .where(sql<boolean>`post_id = any(${p.ids}::int[])`),
);

/** Which of these posts the member saved: one query by the member's saved-posts key. */
export async function savedAmong(db: Db, userId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  return new Set((await savedAmongIds(db, { userId, ids })).map((r) => r.post_id));
}

const savedPostIdsOf = reusableQuery((db, p: { userId: number; limit: number }) =>
  db.selectFrom('saved_posts').select('post_id').where('user_id', '=', p.userId).limit(p.limit),
);

/** Up to `limit` of the posts the member saved, in no order: one index-only scan of their saves. */
export async function savedPostIds(db: Db, userId: number, limit: number): Promise<number[]> {
  return (await savedPostIdsOf(db, { userId, limit })).map((r) => r.post_id);
}

const memberPart = reusableQuery((db, p: { postId: number; userId: number }) =>
  db
    .selectFrom('posts')
    .select((eb) => [
      ...ownPartOf(eb, p.userId),
      // Through comments_unlisted_all_idx (migration 0047): a literal, which a prepared statement's
      // generic plan can match to the index's predicate (a parameter cannot).
      eb
        .selectFrom('comments as o')
        .select((c) => c.fn.countAll<string>().as('n'))
        .whereRef('o.post_id', '=', 'posts.id')
        .where('o.user_id', '=', p.userId)
        .where('o.review_state', '<>', sql.lit('visible'))
        .as('unlisted_comments'),
    ])
    .where('posts.id', '=', p.postId),
);

/**
 * What of an article is one member's own: whether they saved and rated it, and how many of their
 * comments on it (replies too) only they see. One query by the post and member keys.
 */
export async function getMemberPartOfPost(db: Db, postId: number, userId: number) {
  const [row] = await memberPart(db, { postId, userId });
  return {
    isSaved: Boolean(row?.is_saved),
    userRating: row?.user_rating ?? null,
    unlisted: Number(row?.unlisted_comments ?? 0),
  };
}

/** Search text of a post, weighted so a title hit ranks above a body hit. */
const searchVector = (title: string, excerpt: string, plaintext: string) =>
  sql<string>`setweight(to_tsvector('english', ${title}), 'A') || setweight(to_tsvector('english', ${excerpt}), 'B') || setweight(to_tsvector('english', ${plaintext}), 'C')`;

const htmlToText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

export interface PostInput {
  kind: PostKind;
  tags: string[];
  newsGroup?: NewsGroup | null;
  title: string;
  excerpt?: string;
  html?: string;
  featureImage?: string | null;
  category?: string | null;
  articleSource?: string | null;
  authors?: string | null;
  articleUrl?: string | null;
  journal?: string | null;
  impactFactor?: number | null;
  /** Null or absent: not chosen, and members see no open-access badge. */
  accessStatus?: boolean | null;
  pdfLink?: string | null;
  embedVideoLink?: string | null;
  qrCodeImage?: string | null;
  publishedAt?: Date;
  views?: number;
  isSample?: boolean;
}

/** The row to write: HTML sanitized, plaintext derived from it, search vector computed in SQL. */
function toRow(input: PostInput): NewPost {
  const html = sanitizeArticleHtml(input.html ?? '');
  const plaintext = htmlToText(html);
  const excerpt = input.excerpt ?? '';
  return {
    kind: input.kind,
    tags: input.tags,
    news_group: input.newsGroup ?? null,
    title: input.title,
    excerpt,
    html,
    plaintext,
    feature_image: input.featureImage ?? null,
    category: input.category ?? null,
    article_source: input.articleSource ?? null,
    authors: input.authors ?? null,
    article_url: input.articleUrl ?? null,
    journal: input.journal ?? null,
    impact_factor: input.impactFactor ?? null,
    access_status: input.accessStatus ?? null,
    pdf_link: input.pdfLink ?? null,
    embed_video_link: input.embedVideoLink ?? null,
    qr_code_image: input.qrCodeImage ?? null,
    published_at: input.publishedAt ?? new Date(),
    views: input.views ?? 0,
    is_sample: input.isSample ?? false,
    search_vector: searchVector(input.title, excerpt, plaintext) as unknown as string,
  };
}

/** Who approved the live version, and until when it may stay live. */
export interface LiveApproval {
  approvalCode: string | null;
  /** 'YYYY-MM-DD' */
  reviewBy: string | null;
  editorId: number | null;
}

/**
 * Makes `input` what members see of post `id` (the console's publish): the same sanitizing,
 * plaintext and search vector as every write, status 'published', the approval carried over and
 * the review-by warning cleared. `publishedAt` undefined keeps the date members already see.
 */
export async function publishLivePost(db: Db, id: number, input: PostInput, approval: LiveApproval): Promise<void> {
  const row = toRow(input);
  await db
    .updateTable('posts')
    .set({
      kind: row.kind,
      tags: row.tags,
      news_group: row.news_group,
      title: row.title,
      excerpt: row.excerpt,
      html: row.html,
      plaintext: row.plaintext,
      feature_image: row.feature_image,
      category: row.category,
      article_source: row.article_source,
      authors: row.authors,
      article_url: row.article_url,
      journal: row.journal,
      impact_factor: row.impact_factor,
      access_status: row.access_status,
      pdf_link: row.pdf_link,
      embed_video_link: row.embed_video_link,
      search_vector: row.search_vector,
      ...(input.publishedAt ? { published_at: input.publishedAt } : {}),
      status: 'published',
      approval_code: approval.approvalCode,
      review_by: approval.reviewBy,
      review_warned_at: null,
      editor_id: approval.editorId,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Live posts written by the system (sample loader): each published at once, with revision 1
 * (state 'published', no author) holding its fields, as every post in the console has.
 */
export async function insertPosts(db: Db, inputs: PostInput[]): Promise<number[]> {
  if (inputs.length === 0) return [];
  const rows = await db
    .insertInto('posts')
    .values(inputs.map((input) => ({ ...toRow(input), status: 'published' as const })))
    .returning(['id', 'html', 'published_at'])
    .execute();
  await db
    .insertInto('post_revisions')
    .values(
      rows.map((row, i) => ({
        post_id: row.id,
        number: 1,
        tags: inputs[i]!.tags,
        state: 'published' as const,
        fields: JSON.stringify(fieldsOf(inputs[i]!, row.html, row.published_at)),
      })),
    )
    .execute();
  return rows.map((r) => r.id);
}

/** A system-written post's fields as the console keeps them (contract ContentFields). */
function fieldsOf(input: PostInput, html: string, publishedAt: Date): ContentFields {
  const educationCategory =
    input.kind === 'ar'
      ? AR_CATEGORY
      : ['therapy', 'resource', 'link'].includes(input.kind)
        ? ((input.tags[0] as EducationSlug | undefined) ?? null)
        : null;
  return {
    ...EMPTY_CONTENT_FIELDS,
    title: input.title,
    excerpt: input.excerpt || null,
    html: html || null,
    newsGroup: input.newsGroup ?? null,
    educationCategory,
    category: input.category ?? null,
    featureImage: input.featureImage ?? null,
    articleSource: input.articleSource ?? null,
    authors: input.authors ?? null,
    articleUrl: input.articleUrl ?? null,
    accessStatus: input.accessStatus ?? null,
    pdfLink: input.pdfLink ?? null,
    embedVideoLink: input.embedVideoLink ?? null,
    publishedAt: new Date(publishedAt).toISOString(),
  };
}

/**
 * Revision 1 ('published', by the system) for every post written in bulk by SQL (the scale seed)
 * that has none yet, holding its live fields, so the console can open it like any other.
 */
export async function addFirstRevisions(db: Db): Promise<void> {
  await sql`
    insert into post_revisions (post_id, number, tags, fields, state, created_at)
    select p.id, 1, p.tags, jsonb_build_object(
        'title', p.title,
        'excerpt', nullif(p.excerpt, ''),
        'html', nullif(p.html, ''),
        'newsGroup', p.news_group,
        'educationCategory', case
          when p.kind in ('therapy', 'resource', 'link') then p.tags[1]
          when p.kind = 'ar' then ${AR_CATEGORY}
        end,
        'category', p.category,
        'featureImage', p.feature_image,
        'articleSource', p.article_source,
        'authors', p.authors,
        'articleUrl', p.article_url,
        'accessStatus', p.access_status,
        'pdfLink', p.pdf_link,
        'embedVideoLink', p.embed_video_link,
        'publishedAt', to_char(p.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      ), 'published', p.created_at
    from posts p
    where not exists (select 1 from post_revisions r where r.post_id = p.id)`.execute(db);
}

/** Marks a post the sample loader published through the content workflow, with its starting views. */
export const markSamplePost = (db: Db, id: number, views: number) =>
  db.updateTable('posts').set({ is_sample: true, views }).where('id', '=', id).execute();

/**
 * The published Journal Watch items of the month `day` falls in, in the order that month's list
 * ranks them (MONTH_RANK): what the console compares an item with to say whether members will see it,
 * and what the monthly digest mail sends (its top items, with their summaries).
 */
export const journalWatchMonth = (db: Db, day: Date, journalWatchTag: string) =>
  publishedPosts(db)
    .select([
      'posts.id',
      'posts.title',
      'posts.impact_factor',
      'posts.published_at',
      'posts.excerpt',
      'posts.journal',
      'posts.tags',
    ])
    .where(hasTag(journalWatchTag))
    .where(sql<boolean>`date_trunc('month', posts.published_at) = date_trunc('month', ${day}::timestamptz)`)
    .orderBy(MONTH_RANK)
    .execute();
