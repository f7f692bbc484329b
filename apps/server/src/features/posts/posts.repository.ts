import { sql, type ExpressionBuilder } from 'kysely';
import type { SortBy } from '@aatd/contract';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { NewPost, PostKind, NewsGroup } from '../../db/tables/content.js';
import { sanitizeArticleHtml } from '../../lib/sanitize-html.js';
import { commentPageSelect } from '../comments/comments.repository.js';

type PostsEb = ExpressionBuilder<Database, 'posts'>;

/** Columns a card needs: never the HTML, plaintext or search vector. */
export const CARD_COLUMNS = [
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
  'posts.access_status',
  'posts.pdf_link',
  'posts.embed_video_link',
  'posts.qr_code_image',
  'posts.published_at',
  'posts.views',
  'posts.rating_avg',
  'posts.ratings_count',
  'posts.comment_count',
] as const;

const SORT_COLUMN = {
  added: 'posts.published_at',
  views: 'posts.views',
  rating: 'posts.rating_avg',
  // No recommender exists yet: "recommended" reads as best rated, then most viewed.
  recommended: 'posts.rating_avg',
} as const satisfies Record<SortBy, string>;

export const isSavedBy = (eb: PostsEb, userId: number) =>
  eb
    .exists(
      eb
        .selectFrom('saved_posts as s')
        .select('s.post_id')
        .whereRef('s.post_id', '=', 'posts.id')
        .where('s.user_id', '=', userId),
    )
    .$castTo<boolean>();

export const hasTag = (tag: string) => sql<boolean>`posts.tags @> array[${tag}]::text[]`;

export interface ListPostsInput {
  tag?: string | undefined;
  sortBy: SortBy;
  orderBy: 'asc' | 'desc';
  page: number;
  limit: number;
  userId: number;
  kind?: PostKind;
}

/**
 * One page of posts with the tag, and the total, in ONE query (count(*) over()). Only when the page
 * lies past the end (no row to carry the total) does a second, count-only query run.
 */
export async function listPostsByTag(db: Db, input: ListPostsInput) {
  const base = db
    .selectFrom('posts')
    .$if(input.tag !== undefined, (qb) => qb.where(hasTag(input.tag!)))
    .$if(input.kind !== undefined, (qb) => qb.where('posts.kind', '=', input.kind!));
  const rows = await base
    .select(CARD_COLUMNS)
    .select((eb) => [isSavedBy(eb, input.userId).as('is_saved'), sql<string>`count(*) over()`.as('total')])
    .orderBy(SORT_COLUMN[input.sortBy], input.orderBy)
    .$if(input.sortBy === 'recommended', (qb) => qb.orderBy('posts.views', input.orderBy))
    .orderBy('posts.id', input.orderBy)
    .limit(input.limit)
    .offset((input.page - 1) * input.limit)
    .execute();
  let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && input.page > 1) {
    total = Number((await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  }
  return { rows, total };
}
export type PostCardRow = Awaited<ReturnType<typeof listPostsByTag>>['rows'][number];

/**
 * The article page in one query: the post, whether this member saved and rated it, and the first
 * page of top-level comments with their replies and the top-level total.
 */
export async function getPost(
  db: Db,
  id: number,
  userId: number,
  opts: { tag?: string | undefined; commentLimit?: number } = {},
) {
  return db
    .selectFrom('posts')
    .select(CARD_COLUMNS)
    .select(['posts.html'])
    .select((eb) => [
      isSavedBy(eb, userId).as('is_saved'),
      eb
        .selectFrom('ratings as r')
        .select('r.rating')
        .whereRef('r.post_id', '=', 'posts.id')
        .where('r.user_id', '=', userId)
        .as('user_rating'),
      ...commentPageSelect(eb, { limit: opts.commentLimit ?? 5, offset: 0 }),
    ])
    .where('posts.id', '=', id)
    .$if(opts.tag !== undefined, (qb) => qb.where(hasTag(opts.tag!)))
    .executeTakeFirst();
}
export type PostDetailRow = NonNullable<Awaited<ReturnType<typeof getPost>>>;

export const postExists = async (db: Db, id: number) =>
  (await db.selectFrom('posts').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

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
  accessStatus?: boolean;
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
    access_status: input.accessStatus ?? true,
    pdf_link: input.pdfLink ?? null,
    embed_video_link: input.embedVideoLink ?? null,
    qr_code_image: input.qrCodeImage ?? null,
    published_at: input.publishedAt ?? new Date(),
    views: input.views ?? 0,
    is_sample: input.isSample ?? false,
    search_vector: searchVector(input.title, excerpt, plaintext) as unknown as string,
  };
}

export async function insertPosts(db: Db, inputs: PostInput[]): Promise<number[]> {
  if (inputs.length === 0) return [];
  const rows = await db.insertInto('posts').values(inputs.map(toRow)).returning('id').execute();
  return rows.map((r) => r.id);
}

export const insertPost = async (db: Db, input: PostInput) => (await insertPosts(db, [input]))[0]!;

/** Replaces a post's content; the search vector and plaintext follow the new text. */
export async function updatePost(db: Db, id: number, input: PostInput) {
  const { views: _views, ...row } = toRow(input);
  return db.updateTable('posts').set(row).where('id', '=', id).returning('id').executeTakeFirst();
}

export async function incrementViews(db: Db, id: number) {
  return db
    .updateTable('posts')
    .set((eb) => ({ views: eb('views', '+', 1) }))
    .where('id', '=', id)
    .returning('views')
    .executeTakeFirst();
}
