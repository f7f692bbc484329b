/** Tables owned by the content features (their migrations live in ../migrations, 0005_content). */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ContentFields, ReviewComments, RevisionState } from '@aatd/contract';
import type { NullableTimestamp, Timestamp } from './core.js';

/**
 * Every kind of content of both spec documents lives in `posts`; lists address it by tag. A
 * 'module' row is only an education module's workflow anchor (decision 0050): members never see it.
 */
export const POST_KINDS = ['article', 'therapy', 'conference', 'resource', 'link', 'ar', 'module'] as const;
export type PostKind = (typeof POST_KINDS)[number];

export const NEWS_GROUPS = ['CLINICAL_NEWS', 'JOURNAL_WATCH', 'KEY_REVIEW_ARTICLES', 'OTHER_RESOURCES'] as const;
export type NewsGroup = (typeof NEWS_GROUPS)[number];

export interface PostsTable {
  id: Generated<number>;
  kind: PostKind;
  /** Slugs of the spec's calls: clinical-news, aatd-information-journal-watch, oncology, ... */
  tags: ColumnType<string[], string[] | undefined, string[]>;
  news_group: NewsGroup | null;
  title: string;
  excerpt: Generated<string>;
  /** Sanitized on write (lib/sanitize-html.ts). */
  html: Generated<string>;
  plaintext: Generated<string>;
  feature_image: string | null;
  category: string | null;
  article_source: string | null;
  authors: string | null;
  article_url: string | null;
  /** Journal Watch: the journal and its impact factor, by which each month's top 5 is chosen (migration 0088). */
  journal: string | null;
  impact_factor: number | null;
  /** false = no open access (the API shows the strings 'true' / 'false'). */
  /** Null: not chosen (no open-access badge). */
  access_status: Generated<boolean | null>;
  pdf_link: string | null;
  embed_video_link: string | null;
  qr_code_image: string | null;
  published_at: Timestamp;
  views: Generated<number>;
  rating_avg: Generated<number>;
  ratings_count: Generated<number>;
  comment_count: Generated<number>;
  /**
   * Top-level comments everyone sees (review_state 'visible'), the comment pager's total: kept by
   * triggers on comments (migration 0107), written by the database only.
   */
  thread_count: Generated<number>;
  /** Maintained by posts.repository on every insert/update from title, excerpt and plaintext. */
  search_vector: ColumnType<string, string | undefined, string>;
  is_sample: Generated<boolean>;
  created_at: Timestamp;
  /** Members see a post only when 'published' (core/posts/published-posts.repository.ts); migrations/0015. */
  status: Generated<PostStatus>;
  /** A `date`: read it with to_char (pg would make a local-midnight Date of it). */
  review_by: DateColumn;
  /** When the editor was warned that review_by is near (once per approval). */
  review_warned_at: NullableTimestamp;
  approval_code: string | null;
  /** The author of the live revision, warned before review_by. */
  editor_id: number | null;
  updated_at: Timestamp;
}
export type Post = Selectable<PostsTable>;
export type NewPost = Insertable<PostsTable>;
export type PostUpdate = Updateable<PostsTable>;

export const POST_STATUSES = ['draft', 'published', 'withdrawn', 'expired'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** A nullable `date` column, written as 'YYYY-MM-DD'. */
type DateColumn = ColumnType<Date | string | null, string | null | undefined, string | null>;

/**
 * Every save of a post in the console (migrations/0015): numbered per post, the highest is the
 * working copy. `fields` holds the contract's ContentFields.
 */
export interface PostRevisionsTable {
  id: Generated<number>;
  post_id: number;
  number: number;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  fields: ColumnType<ContentFields, string, string>;
  state: RevisionState;
  author_id: number | null;
  created_at: Timestamp;
  submitted_at: NullableTimestamp;
  reviewer_id: number | null;
  reviewed_at: NullableTimestamp;
  review_comments: ColumnType<ReviewComments | null, string | null | undefined, string | null>;
  approval_code: string | null;
  review_by: DateColumn;
  publish_at: NullableTimestamp;
}
export type PostRevision = Selectable<PostRevisionsTable>;
export type NewPostRevision = Insertable<PostRevisionsTable>;

export interface CommentsTable {
  id: Generated<number>;
  post_id: number;
  user_id: number;
  /** null for a top-level comment; a reply's parent is always top-level. */
  parent_id: number | null;
  text: string;
  /** 'held' shows only to its author until released; 'hidden' was taken down (migrations/0020_moderation). */
  review_state: Generated<'visible' | 'held' | 'hidden'>;
  hidden_reason: string | null;
  is_sample: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type CommentRow = Selectable<CommentsTable>;

export interface RatingsTable {
  id: Generated<number>;
  post_id: number;
  user_id: number;
  rating: number;
  module_type: string | null;
  created_at: Timestamp;
}

export interface SavedPostsTable {
  user_id: number;
  post_id: number;
  created_at: Timestamp;
}

/** One row per member, item and day viewed (migrations/0011_post_views). */
export interface PostViewsTable {
  post_id: number;
  user_id: number;
  day: ColumnType<string, string, never>;
}

/**
 * Each post's console sort keys from its working revision, kept by triggers (migration 0106):
 * written by the database only.
 */
export interface PostConsoleKeysTable {
  post_id: number;
  /** The working title, lower-cased. */
  title: string;
  review_by: DateColumn;
  state: string;
}

export interface ContentTables {
  posts: PostsTable;
  comments: CommentsTable;
  ratings: RatingsTable;
  saved_posts: SavedPostsTable;
  post_views: PostViewsTable;
  post_revisions: PostRevisionsTable;
  post_console_keys: PostConsoleKeysTable;
}

export type { NullableTimestamp };
