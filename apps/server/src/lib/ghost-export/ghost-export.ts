import { z } from 'zod';
import {
  AR_CATEGORY,
  CONFERENCE_TAG,
  ContentFieldsSchema,
  EDUCATION_CATEGORIES,
  FIELDS_BY_KIND,
  NEWS_TAGS,
  type ContentField,
  type ContentFields,
  type ContentKind,
  type EducationSlug,
  type NewsGroup,
} from '@aatd/contract';
import { AppError } from '../app-error.js';
import { sanitizeArticleHtml } from '../sanitize-html.js';
import { ghostBodyToHtml, imageSources } from './ghost-html.js';

/**
 * Reading a Ghost JSON export and planning what each post becomes here (issue 11, import): its
 * kind, news group or education category from its tags (the spec's slugs), and its fields. Pure:
 * the console-content feature creates the items.
 */

const id = z.union([z.string(), z.number()]).transform(String);
const maybe = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === '' ? null : String(v)));

const GhostPostSchema = z.looseObject({
  id,
  uuid: maybe,
  title: maybe,
  slug: maybe,
  type: maybe,
  status: maybe,
  html: maybe,
  lexical: maybe,
  mobiledoc: maybe,
  plaintext: maybe,
  feature_image: maybe,
  custom_excerpt: maybe,
  canonical_url: maybe,
  published_at: maybe,
});
const GhostTagSchema = z.looseObject({ id, name: maybe, slug: maybe });
const GhostUserSchema = z.looseObject({ id, name: maybe });
const GhostLinkSchema = (other: 'tag_id' | 'author_id') =>
  z.looseObject({ post_id: id, [other]: id, sort_order: z.number().nullish() });

const GhostDataSchema = z.object({
  posts: z.array(GhostPostSchema, { error: 'The export has no list of posts (db[0].data.posts).' }),
  tags: z.array(GhostTagSchema).default([]),
  posts_tags: z.array(GhostLinkSchema('tag_id')).default([]),
  users: z.array(GhostUserSchema).default([]),
  posts_authors: z.array(GhostLinkSchema('author_id')).default([]),
});
export type GhostData = z.infer<typeof GhostDataSchema>;
type GhostPost = GhostData['posts'][number];

export const invalidExport = (message: string) => new AppError(400, 'invalidGhostExport', message);

/** The `data` of an export: `{ db: [{ data }] }` as Ghost writes it (or a bare `{ data }`). */
export function readGhostExport(input: unknown): GhostData {
  const root = input as { db?: unknown; data?: unknown } | null;
  const data =
    root && typeof root === 'object'
      ? Array.isArray(root.db)
        ? (root.db[0] as { data?: unknown } | undefined)?.data
        : root.data
      : undefined;
  if (!data || typeof data !== 'object') {
    throw invalidExport('This is not a Ghost JSON export: it has no db[0].data section.');
  }
  const parsed = GhostDataSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? ` (at data.${issue.path.join('.')})` : '';
    throw invalidExport(`The Ghost export cannot be read: ${issue.message}${where}.`);
  }
  return parsed.data;
}

// --- tags -----------------------------------------------------------------------------------------

export interface ImportTarget {
  kind: ContentKind;
  newsGroup: NewsGroup | null;
  educationCategory: EducationSlug | null;
}

const news = (newsGroup: NewsGroup): ImportTarget => ({ kind: 'news', newsGroup, educationCategory: null });

/** The spec's tag slugs and what a post carrying one becomes (docs/spec, news and education tags). */
export const GHOST_TAG_TARGETS: Readonly<Record<string, ImportTarget>> = {
  [NEWS_TAGS.clinicalNews]: news('CLINICAL_NEWS'),
  [NEWS_TAGS.journalWatch]: news('JOURNAL_WATCH'),
  [NEWS_TAGS.journalWatchShort]: news('JOURNAL_WATCH'),
  [NEWS_TAGS.keyReviewArticles]: news('KEY_REVIEW_ARTICLES'),
  [NEWS_TAGS.otherResources]: news('OTHER_RESOURCES'),
  [CONFERENCE_TAG]: { kind: 'conference', newsGroup: null, educationCategory: null },
  ...Object.fromEntries(
    EDUCATION_CATEGORIES.map((c) => [
      c.slug,
      c.slug === AR_CATEGORY
        ? { kind: 'ar', newsGroup: null, educationCategory: null }
        : { kind: c.kind, newsGroup: null, educationCategory: c.slug },
    ]),
  ),
};

/** Known tags that say "news" but not which group: the post becomes news with the group to choose. */
const NEWS_ONLY_TAGS = new Set<string>([NEWS_TAGS.information]);

// --- planning -------------------------------------------------------------------------------------

export interface PlannedPost {
  ghostId: string;
  uuid: string | null;
  title: string;
  target: ImportTarget | null;
  fields: ContentFields;
  publishedAt: string | null;
  /** Image addresses the post uses (feature image and body), to upload. */
  images: string[];
  unknownTags: Array<{ slug: string; name: string }>;
  problems: string[];
  /** Set when the post is not imported at all. */
  skip: string | null;
}

/** Ghost dates: ISO 8601, or "2019-01-31 10:00:00" (UTC) in older exports, or milliseconds. */
export function ghostDate(value: string | null): string | null {
  if (!value) return null;
  const v = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value)
    ? `${value.replace(' ', 'T')}Z`
    : /^\d{12,}$/.test(value)
      ? Number(value)
      : value;
  const date = new Date(v);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The first words of the body's text, for a post without an excerpt of its own. */
function excerptFrom(text: string): string | null {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return null;
  if (clean.length <= 300) return clean;
  const cut = clean.slice(0, 300);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 200 ? cut.lastIndexOf(' ') : 300)}…`;
}
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The post's kind from its tags, in Ghost's tag order (the primary tag first). */
function targetOf(tags: Array<{ slug: string; name: string }>): {
  target: ImportTarget | null;
  unknown: Array<{ slug: string; name: string }>;
  problems: string[];
} {
  const unknown: Array<{ slug: string; name: string }> = [];
  const problems: string[] = [];
  let target: ImportTarget | null = null;
  let newsOnly = false;
  for (const tag of tags) {
    const t = GHOST_TAG_TARGETS[tag.slug];
    if (t) {
      if (!target) target = t;
      else if (
        t.kind !== target.kind ||
        t.newsGroup !== target.newsGroup ||
        t.educationCategory !== target.educationCategory
      ) {
        problems.push(`Tag "${tag.slug}" points elsewhere; the first matching tag decided the kind.`);
      }
    } else if (NEWS_ONLY_TAGS.has(tag.slug)) newsOnly = true;
    else unknown.push(tag);
  }
  if (!target && newsOnly) {
    target = { kind: 'news', newsGroup: null, educationCategory: null };
    problems.push('Only the "information" tag: choose the news group.');
  }
  return { target, unknown, problems };
}

/** Only the fields this kind uses, checked like a console save; refused values are reported and left empty. */
function checkedFields(
  kind: ContentKind,
  raw: Partial<Record<ContentField, unknown>>,
  problems: string[],
): ContentFields {
  const used = Object.fromEntries(
    Object.entries(raw).filter(([f, v]) => FIELDS_BY_KIND[kind].includes(f as ContentField) && v !== null),
  );
  const parsed = ContentFieldsSchema.safeParse(used);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])));
  for (const issue of parsed.error.issues) problems.push(`${String(issue.path[0])}: ${issue.message} (left empty).`);
  return ContentFieldsSchema.parse(Object.fromEntries(Object.entries(used).filter(([f]) => !bad.has(f))));
}

/** What every post of the export becomes (nothing written). */
export function planGhostImport(data: GhostData): PlannedPost[] {
  const tagsById = new Map(data.tags.map((t) => [t.id, { slug: t.slug ?? t.id, name: t.name ?? t.slug ?? t.id }]));
  const usersById = new Map(data.users.map((u) => [u.id, u.name ?? '']));
  const byOrder = (a: { sort_order?: number | null }, b: { sort_order?: number | null }) =>
    (a.sort_order ?? 0) - (b.sort_order ?? 0);
  const seen = new Set<string>();

  return data.posts.map((post: GhostPost): PlannedPost => {
    const title = post.title?.trim() || post.slug || `Ghost post ${post.id}`;
    const problems: string[] = [];
    const base = {
      ghostId: post.id,
      uuid: post.uuid,
      title,
      publishedAt: ghostDate(post.published_at),
      images: [] as string[],
      problems,
    };
    const tags = data.posts_tags
      .filter((l) => l.post_id === post.id)
      .sort(byOrder)
      .map(
        (l) =>
          tagsById.get(String(l.tag_id)) ?? {
            slug: String(l.tag_id),
            name: `(tag ${String(l.tag_id)} not in the export)`,
          },
      );
    const { target, unknown, problems: tagProblems } = targetOf(tags);
    const skipped = (skip: string): PlannedPost => ({
      ...base,
      target,
      fields: ContentFieldsSchema.parse({}),
      unknownTags: unknown,
      skip,
    });
    if (seen.has(post.id)) return skipped('The export holds this post twice; imported once.');
    seen.add(post.id);
    if (post.type === 'page') return skipped('A Ghost page, not a post.');
    if (!target) return skipped('None of its tags maps to a kind of content here.');
    problems.push(...tagProblems);

    let body;
    try {
      body = ghostBodyToHtml(post);
    } catch (err) {
      problems.push(`The body could not be read (${(err as Error).message}); falling back to its HTML.`);
      body = { html: post.html ?? '', dropped: [] };
    }
    if (/<pre\b/i.test(body.html)) {
      problems.push('Code blocks keep their text but not their formatting (articles have no code style).');
    }
    if (body.dropped.length > 0) problems.push(`Left out of the body: ${body.dropped.join(', ')}.`);

    const featureImage = post.feature_image;
    const bodyImages = imageSources(body.html);
    base.images = [...new Set([...(featureImage ? [featureImage] : []), ...bodyImages])];
    // Ghost writes its own site's address as __GHOST_URL__: such an image shows nowhere here.
    const unreachable = bodyImages.filter((src) => !/^https:\/\//i.test(src));
    if (unreachable.length > 0) {
      problems.push(`Body images to upload and replace in the body: ${unreachable.join(', ')}.`);
    }
    let excerpt = post.custom_excerpt;
    if (!excerpt) {
      // From the body as members will get it, so no script or style text becomes the excerpt.
      excerpt = excerptFrom(post.plaintext ?? textOf(sanitizeArticleHtml(body.html)));
      if (excerpt) problems.push('No custom excerpt: the excerpt is the start of the body.');
    }
    const authors = data.posts_authors
      .filter((l) => l.post_id === post.id)
      .sort(byOrder)
      .map((l) => usersById.get(String(l.author_id)))
      .filter(Boolean)
      .join(', ');
    if (featureImage && !/^https:\/\//i.test(featureImage)) {
      problems.push('The feature image is not an https address: upload it and choose it from the media library.');
    }
    const fields = checkedFields(
      target.kind,
      {
        title: post.title,
        excerpt,
        html: body.html || null,
        newsGroup: target.newsGroup,
        educationCategory: target.educationCategory,
        featureImage: featureImage && /^https:\/\//i.test(featureImage) ? featureImage : null,
        authors: authors || null,
        articleUrl: post.canonical_url,
        publishedAt: base.publishedAt,
      },
      problems,
    );
    if (post.status && post.status !== 'published') problems.push(`It was ${post.status} in Ghost.`);
    return { ...base, target, fields, unknownTags: unknown, skip: null };
  });
}
