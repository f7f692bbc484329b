import { z } from 'zod';
import {
  AR_CATEGORY,
  GHOST_IMPORT_SKIP,
  GHOST_IMPORT_TARGETS,
  type GhostImportChoices,
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
import { articleBlocks, ghostBodyToHtml } from './ghost-html.js';
import { JsonSyntaxError, parseJsonInSlices, type SliceOptions, type StreamSink } from './sliced-json.js';

/**
 * Reading a Ghost JSON export and planning what each post becomes here (import): its
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
  /** Ghost 1-2 mark pages with page: true (or 1) instead of type: 'page'. */
  page: z.union([z.boolean(), z.number(), z.string()]).nullish(),
  status: maybe,
  html: maybe,
  lexical: maybe,
  mobiledoc: maybe,
  plaintext: maybe,
  /** Ghost before 1.0 kept a post's markdown beside its html. */
  markdown: maybe,
  feature_image: maybe,
  /** Ghost before 1.0 named the feature image `image`. */
  image: maybe,
  custom_excerpt: maybe,
  canonical_url: maybe,
  published_at: maybe,
  /** Ghost before 1.22 had one author per post, here; later exports keep it next to posts_authors. */
  author_id: maybe,
});
const GhostTagSchema = z.looseObject({ id, name: maybe, slug: maybe });
const GhostUserSchema = z.looseObject({ id, name: maybe });
const GhostTagLinkSchema = z.looseObject({ post_id: id, tag_id: id, sort_order: z.number().nullish() });
const GhostAuthorLinkSchema = z.looseObject({ post_id: id, author_id: id, sort_order: z.number().nullish() });

export type GhostPost = z.infer<typeof GhostPostSchema>;

export const invalidExport = (message: string) => new AppError(400, 'invalidGhostExport', message);

// Control characters other than tab, line feed and carriage return: PostgreSQL refuses NUL in
// text, and none of them belongs in a post.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The first string in `value` with a control character, as a path, or null. Linear. */
export function controlCharacterAt(value: unknown, path = 'data'): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const at = controlCharacterAt(value[i], `${path}[${i}]`);
      if (at) return at;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (CONTROL.test(k)) return `${path} (a key)`;
      const at = controlCharacterAt(v, `${path}.${k}`);
      if (at) return at;
    }
  }
  return null;
}

export const controlCharacterError = (at: string) =>
  invalidExport(
    `The export contains a control character (such as NUL) at ${at}; such characters are not text. Remove them from the file and import it again.`,
  );

/** The `data` section of a parsed export: `db[0].data`, or a bare `data`. */
function dataSection(input: unknown): object {
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
  return data;
}

const tooManyPosts = (count: number, maxPosts: number) =>
  invalidExport(
    `The export holds ${count} posts; at most ${maxPosts} are imported at once. Split it (for example by year) and import each part.`,
  );

// --- reading an export's bytes in two passes ------------------------------------------------------

/** One author or tag link of a post, kept small: the other side's id and its order. */
type Link = { id: string; order: number };

/**
 * What planning needs besides the posts themselves, compact, by id: the tags, the authors and
 * the links between them and the posts. An export's lists come in any order (Ghost writes posts
 * first), so this is read in a first pass over the bytes, and the posts in a second.
 */
export interface GhostIndex {
  tagsById: Map<string, { slug: string; name: string }>;
  usersById: Map<string, string>;
  tagLinks: Map<string, Link[]>;
  authorLinks: Map<string, Link[]>;
  /** How many posts (and pages) the export holds. */
  posts: number;
  /** Where its data section is: `db[0].data` or a bare `data`. */
  bare: boolean;
}

const addLink = (byPost: Map<string, Link[]>, postId: string, link: Link) => {
  const list = byPost.get(postId);
  if (list) list.push(link);
  else byPost.set(postId, [link]);
};

/** The list a streamed array is, when it is one of the export's data section: its key, and which form. */
function dataList(path: ReadonlyArray<string | number>): { key: string; bare: boolean } | null {
  if (path.length === 4 && path[0] === 'db' && path[1] === 0 && path[2] === 'data') {
    return { key: String(path[3]), bare: false };
  }
  if (path.length === 2 && path[0] === 'data') return { key: String(path[1]), bare: true };
  return null;
}

/** One element of a list, checked as the console's reader checks it (400 naming where it failed). */
function checked<T>(key: string, schema: z.ZodType<T>, value: unknown, i: number): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = [key, i, ...issue.path];
    throw invalidExport(`The Ghost export cannot be read: ${issue.message} (at data.${where.join('.')}).`);
  }
  const bad = controlCharacterAt(value, `data.${key}[${i}]`);
  if (bad) throw controlCharacterError(bad);
  return parsed.data;
}

async function parseExport(bytes: Uint8Array, stream: SliceOptions['stream']): Promise<unknown> {
  try {
    return await parseJsonInSlices(bytes, { stream });
  } catch (err) {
    if (!(err instanceof JsonSyntaxError)) throw err;
    throw invalidExport(`The export is not valid JSON (${err.message}).`);
  }
}

/**
 * The first pass over an export's bytes (UTF-8 JSON): every tag, author and link checked and
 * kept by id, every post checked and counted (at most `maxPosts`), so a file that cannot be read
 * is refused whole before any post is planned or written. The heap never holds the export: each
 * list element is parsed alone and dropped once indexed; lists planning does not use are skipped.
 */
export async function indexGhostExport(bytes: Uint8Array, maxPosts = Infinity): Promise<GhostIndex> {
  const index: GhostIndex = {
    tagsById: new Map(),
    usersById: new Map(),
    tagLinks: new Map(),
    authorLinks: new Map(),
    posts: 0,
    bare: false,
  };
  let form: boolean | null = null;
  const sinks: Record<string, StreamSink> = {
    // Past the limit the file is refused with its count: its posts need no checking.
    posts: (v, i) => {
      if (i < maxPosts) checked('posts', GhostPostSchema, v, i);
    },
    tags: (v, i) => {
      const t = checked('tags', GhostTagSchema, v, i);
      index.tagsById.set(t.id, { slug: t.slug ?? t.id, name: t.name ?? t.slug ?? t.id });
    },
    users: (v, i) => {
      const u = checked('users', GhostUserSchema, v, i);
      index.usersById.set(u.id, u.name ?? '');
    },
    posts_tags: (v, i) => {
      const l = checked('posts_tags', GhostTagLinkSchema, v, i);
      addLink(index.tagLinks, l.post_id, { id: l.tag_id, order: l.sort_order ?? 0 });
    },
    posts_authors: (v, i) => {
      const l = checked('posts_authors', GhostAuthorLinkSchema, v, i);
      addLink(index.authorLinks, l.post_id, { id: l.author_id, order: l.sort_order ?? 0 });
    },
  };
  const root = await parseExport(bytes, (path) => {
    const list = dataList(path);
    if (!list) return undefined;
    form ??= list.bare;
    if (list.bare !== form) return 'skip';
    return sinks[list.key] ?? 'skip';
  });
  const data = dataSection(root);
  index.bare = !(root as { db?: unknown }).db;
  if (form !== null && form !== index.bare) {
    throw invalidExport('The export holds two data sections (db[0].data and data); export it again from Ghost.');
  }
  const { posts } = data as { posts?: unknown };
  if (!Array.isArray(posts)) throw invalidExport('The export has no list of posts (db[0].data.posts).');
  for (const key of Object.keys(sinks)) {
    const value = (data as Record<string, unknown>)[key];
    if (value !== undefined && value !== null && !Array.isArray(value)) {
      throw invalidExport(`The Ghost export cannot be read: data.${key} is not a list.`);
    }
  }
  // A skipped list comes back as an array of its length, without its elements.
  index.posts = posts.length;
  if (index.posts > maxPosts) throw tooManyPosts(index.posts, maxPosts);
  for (const links of [index.tagLinks, index.authorLinks]) {
    for (const list of links.values()) if (list.length > 1) list.sort((a, b) => a.order - b.order);
  }
  return index;
}

/**
 * The second pass: each post of the export, checked, handed to `onPost` one at a time and then
 * dropped, so the heap holds one post at a time and whatever `onPost` keeps of it.
 */
async function eachGhostPost(
  bytes: Uint8Array,
  index: GhostIndex,
  onPost: (post: GhostPost, i: number) => void | Promise<void>,
): Promise<void> {
  await parseExport(bytes, (path) => {
    const list = dataList(path);
    if (!list) return undefined;
    if (list.bare !== index.bare || list.key !== 'posts') return 'skip';
    return (v, i) => onPost(checked('posts', GhostPostSchema, v, i), i);
  });
}

/** The export's bytes planned post by post (see postPlanner); each plan goes to `onPlanned`. */
export async function planGhostPosts(
  bytes: Uint8Array,
  index: GhostIndex,
  options: PlanOptions,
  onPlanned: (plan: PlannedPost) => void | Promise<void>,
): Promise<void> {
  const plan = postPlanner(index, options);
  await eachGhostPost(bytes, index, (post) => onPlanned(plan(post)));
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

export interface PlannedImage {
  /** The address as the report shows it (absolute when the old site's address is known). */
  url: string;
  /** Its path under content/images in the ZIP, when the ZIP has it. */
  archivePath: string | null;
  /** Alt text: the card's, else the post's title. */
  alt: string;
}

/** In a planned body, where the media library address of an image from the ZIP goes. */
export const archiveImageRef = (path: string) => `ghost-archive:${path}`;
/** In a planned body, an image on another site the import fetches into the library (or leaves out). */
export const remoteImageRef = (url: string) => `ghost-remote:${encodeURIComponent(url)}`;
/** Every remote image reference in a planned body, with its whole <img> tag. */
export const REMOTE_IMAGE_TAG = /<img src="ghost-remote:([^"]*)"[^>]*>/g;
/** Whether the import may fetch the image itself: an absolute https address. */
export const isFetchable = (url: string) => /^https:\/\/[^/\s]+/i.test(url);

export interface PlanOptions {
  choices?: Partial<GhostImportChoices>;
  /** The paths under content/images of the images in the ZIP. */
  archiveImages?: ReadonlySet<string>;
}

export interface PlannedPost {
  ghostId: string;
  uuid: string | null;
  title: string;
  target: ImportTarget | null;
  fields: ContentFields;
  publishedAt: string | null;
  /** Images the post uses (feature image and body): from the ZIP, or to upload. */
  images: PlannedImage[];
  isPage: boolean;
  /** The feature image's path in the ZIP: the import puts its library file in the field. */
  featureArchivePath: string | null;
  /** The feature image's address on another site, fetched by the import, when it is not in the ZIP. */
  featureRemoteUrl: string | null;
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

const targetByValue = new Map(GHOST_IMPORT_TARGETS.map((t) => [t.value, t]));
/** A choice (GHOST_IMPORT_TARGETS value or `skip`) as a target; null for skip. */
const chosen = (value: string): ImportTarget | null => {
  const t = targetByValue.get(value);
  return t ? { kind: t.kind, newsGroup: t.newsGroup, educationCategory: t.educationCategory } : null;
};

type Decision = { target: ImportTarget | null; skip: string | null };

/**
 * The post's kind: the editor's mapping of one of its tags, else the spec's tags, in Ghost's tag
 * order (the primary tag first); a page follows the choice for pages first.
 */
function targetOf(
  tags: Array<{ slug: string; name: string }>,
  isPage: boolean,
  choices: Partial<GhostImportChoices>,
): Decision & { unknown: Array<{ slug: string; name: string }>; problems: string[] } {
  const unknown: Array<{ slug: string; name: string }> = [];
  const problems: string[] = [];
  const map = choices.map ?? {};
  let decision: Decision | null = null;
  let byTag: ImportTarget | null = null;
  let newsOnly = false;
  if (isPage && choices.pages) {
    decision =
      choices.pages === GHOST_IMPORT_SKIP
        ? { target: null, skip: 'A Ghost page: pages are skipped, as chosen.' }
        : { target: chosen(choices.pages), skip: null };
  }
  for (const tag of tags) {
    const mapped = map[tag.slug];
    if (mapped !== undefined) {
      decision ??=
        mapped === GHOST_IMPORT_SKIP
          ? { target: null, skip: `Skipped, as chosen for the tag "${tag.slug}".` }
          : { target: chosen(mapped), skip: null };
      continue;
    }
    const t = GHOST_TAG_TARGETS[tag.slug];
    if (t) {
      if (!byTag) byTag = t;
      else if (
        t.kind !== byTag.kind ||
        t.newsGroup !== byTag.newsGroup ||
        t.educationCategory !== byTag.educationCategory
      ) {
        problems.push(`Tag "${tag.slug}" points elsewhere; the first matching tag decided the kind.`);
      }
    } else if (NEWS_ONLY_TAGS.has(tag.slug)) newsOnly = true;
    else unknown.push(tag);
  }
  if (!decision && byTag) decision = { target: byTag, skip: null };
  if (!decision && newsOnly) {
    decision = { target: { kind: 'news', newsGroup: null, educationCategory: null }, skip: null };
    problems.push('Only the "information" tag: choose the news group.');
  }
  if (!decision && choices.defaultKind) {
    decision =
      choices.defaultKind === GHOST_IMPORT_SKIP
        ? { target: null, skip: 'No tag places it, and such posts are skipped, as chosen.' }
        : { target: chosen(choices.defaultKind), skip: null };
    if (decision.target) problems.push('No tag places it: it takes the default kind.');
  }
  decision ??= {
    target: null,
    skip: isPage
      ? 'A Ghost page: choose what pages become (or a default kind).'
      : tags.length
        ? `None of its tags (${tags.map((t) => t.slug).join(', ')}) maps to a kind here: map one, or choose a default kind.`
        : 'It has no tags: choose a default kind.',
  };
  return { ...decision, unknown, problems };
}

const CONTENT_IMAGES =
  /^(?:https?:\/\/[^/]+)?(?:\/[^/?#]+)*?\/content\/images\/(?:size\/w\d+(?:h\d+)?\/)?(?:format\/\w+\/)?([^?#]+)/i;

/**
 * Where an image of a post comes from: the ZIP's content/images when the ZIP has it (Ghost's
 * resized copies under size/w…/ are the same file), else an address to upload from.
 */
function imageOf(src: string, alt: string, siteUrl: string | null, archive: ReadonlySet<string>): PlannedImage {
  const resolved = src.replace(/^__GHOST_URL__/, siteUrl ?? '');
  const m = CONTENT_IMAGES.exec(resolved);
  let archivePath: string | null = null;
  if (m) {
    let path = m[1]!;
    try {
      path = decodeURIComponent(path);
    } catch {
      // Kept as written.
    }
    if (archive.has(path)) archivePath = path;
  }
  let url = resolved;
  if (siteUrl && resolved.startsWith('/')) url = `${siteUrl}${resolved}`;
  return { url, archivePath, alt };
}

const IMG_TAG = /<img\b[^>]*>/gi;
/** href="/…" but not "//host": a link relative to the old blog. */
const SITE_RELATIVE_HREF = /href=(["'])\/(?!\/)/g;
const attrOf = (tag: string, name: string) => {
  const m = new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i').exec(tag);
  return (m?.[2] ?? m?.[3] ?? '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .trim();
};

/**
 * The body's images: those in the ZIP point at the media library (filled in when the import
 * stores them), the others are taken out (members' browsers load no third-party image) and listed.
 */
function placeImages(
  html: string,
  title: string,
  siteUrl: string | null,
  archive: ReadonlySet<string>,
  images: PlannedImage[],
): string {
  const placed = html.replace(IMG_TAG, (tag) => {
    const src = attrOf(tag, 'src');
    if (!src) return '';
    const image = imageOf(src, attrOf(tag, 'alt') || title, siteUrl, archive);
    images.push(image);
    const alt = image.alt.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    if (image.archivePath) return `<img src="${archiveImageRef(image.archivePath)}" alt="${alt}">`;
    // Fetched into the library when the import runs; never left pointing at the other site.
    return isFetchable(image.url) ? `<img src="${remoteImageRef(image.url)}" alt="${alt}">` : '';
  });
  // A figure whose image was left out would show its caption alone.
  return withoutEmptyWrappers(placed.replace(/<figure>\s*(?:<figcaption>[\s\S]*?<\/figcaption>)?\s*<\/figure>/g, ''));
}

/**
 * The body without the links and paragraphs an image left empty when it was taken out (Ghost's
 * markdown wraps a linked image as <p><a><img></a></p>): members would get an empty link.
 */
export const withoutEmptyWrappers = (html: string) =>
  html.replace(/<a\b[^>]*>\s*<\/a>/gi, '').replace(/<p>\s*<\/p>/gi, '');

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

/**
 * What one post or page becomes, given the export's index: its kind from its tags and the
 * editor's choices, its fields and images. A post id seen before is planned as a duplicate.
 */
export function postPlanner(index: GhostIndex, options: PlanOptions = {}): (post: GhostPost) => PlannedPost {
  const choices = options.choices ?? {};
  const archive = options.archiveImages ?? new Set<string>();
  const siteUrl = choices.siteUrl ? choices.siteUrl.replace(/\/+$/, '') : null;
  const { tagsById, usersById } = index;
  const tagLinks = (postId: string) => index.tagLinks.get(postId) ?? [];
  const authorLinks = (postId: string) => index.authorLinks.get(postId) ?? [];
  const seen = new Set<string>();
  const seenUuids = new Set<string>();
  return planPost;

  function planPost(post: GhostPost): PlannedPost {
    const title = post.title?.trim() || post.slug || `Ghost post ${post.id}`;
    const problems: string[] = [];
    const isPage = post.type === 'page' || post.page === true || post.page === 1 || post.page === '1';
    const base = {
      ghostId: post.id,
      uuid: post.uuid,
      title,
      publishedAt: ghostDate(post.published_at),
      images: [] as PlannedImage[],
      problems,
      isPage,
    };
    const tags = tagLinks(post.id).map(
      (l) =>
        tagsById.get(l.id) ?? {
          slug: l.id,
          name: `(tag ${l.id} not in the export)`,
        },
    );
    const decision = targetOf(tags, isPage, choices);
    const { target, unknown } = decision;
    const skipped = (skip: string): PlannedPost => ({
      ...base,
      target,
      fields: ContentFieldsSchema.parse({}),
      featureArchivePath: null,
      featureRemoteUrl: null,
      unknownTags: unknown,
      skip,
    });
    if (seen.has(post.id)) return skipped('The export holds this post twice; imported once.');
    seen.add(post.id);
    // A uuid names one post even under two ids: the import would refuse the second copy anyway.
    if (post.uuid && seenUuids.has(post.uuid)) {
      return skipped('The export holds another post with the same uuid; the first one is imported.');
    }
    if (post.uuid) seenUuids.add(post.uuid);
    if (decision.skip || !target) return skipped(decision.skip ?? 'No kind.');
    problems.push(...decision.problems);

    let body;
    try {
      body = ghostBodyToHtml(post);
    } catch (err) {
      problems.push(`The body could not be read (${(err as Error).message}); falling back to its HTML.`);
      body = { html: post.html ?? '', dropped: [] };
    }
    if (/<pre\b/i.test(body.html)) {
      problems.push('Code blocks keep their text and lines but not their formatting (articles have no code style).');
    }
    if (body.dropped.length > 0) problems.push(`Changed or left out of the body: ${body.dropped.join('; ')}.`);

    let html = articleBlocks(placeImages(body.html, title, siteUrl, archive, base.images)).replaceAll(
      '__GHOST_URL__',
      siteUrl ?? '',
    );
    // Ghost before 4 wrote links to its own pages as "/slug/": here they would point at this site.
    if (siteUrl) html = html.replace(SITE_RELATIVE_HREF, (_, q: string) => `href=${q}${siteUrl}/`);
    else if (html.search(SITE_RELATIVE_HREF) >= 0) {
      problems.push(
        'Links to the old blog\'s own pages ("/…") stay relative and would point at this site: give the old blog\'s address (site URL) to keep them.',
      );
    }
    const featureSrc = post.feature_image ?? post.image;
    const feature = featureSrc ? imageOf(featureSrc, title, siteUrl, archive) : null;
    if (feature) base.images.unshift(feature);
    const elsewhere = base.images.filter((i) => !i.archivePath);
    const fetchable = [...new Set(elsewhere.filter((i) => isFetchable(i.url)).map((i) => i.url))];
    const missing = [...new Set(elsewhere.filter((i) => !isFetchable(i.url)).map((i) => i.url))];
    if (fetchable.length > 0) {
      problems.push(
        `Images on other sites, fetched into the media library when the import runs (left out if they cannot be): ${fetchable.join(', ')}.`,
      );
    }
    if (missing.length > 0) {
      problems.push(`Images to upload (left out, members never load them from elsewhere): ${missing.join(', ')}.`);
    }
    let excerpt = post.custom_excerpt;
    if (!excerpt) {
      // From the body as members will get it, so no script or style text becomes the excerpt.
      excerpt = excerptFrom(post.plaintext ?? textOf(sanitizeArticleHtml(html)));
      if (excerpt) problems.push('No custom excerpt: the excerpt is the start of the body.');
    }
    const links = authorLinks(post.id);
    // Exports repeat a link now and then; an author not in the export is named in the problems.
    const authorIds = [...new Set(links.length > 0 ? links.map((l) => l.id) : post.author_id ? [post.author_id] : [])];
    const unknownAuthors = authorIds.filter((a) => !usersById.has(a));
    if (unknownAuthors.length > 0) {
      problems.push(`Authors not in the export, left out: ${unknownAuthors.join(', ')}.`);
    }
    const authors = [...new Set(authorIds.map((a) => usersById.get(a)).filter(Boolean))].join(', ');
    const fields = checkedFields(
      target.kind,
      {
        title: post.title,
        excerpt,
        html: html || null,
        newsGroup: target.newsGroup,
        educationCategory: target.educationCategory,
        authors: authors || null,
        articleUrl: post.canonical_url,
        publishedAt: base.publishedAt,
      },
      problems,
    );
    if (isPage) problems.push('A Ghost page, imported as chosen.');
    if (post.status && post.status !== 'published') problems.push(`It was ${post.status} in Ghost.`);
    return {
      ...base,
      target,
      fields,
      featureArchivePath: feature?.archivePath ?? null,
      featureRemoteUrl: feature && !feature.archivePath && isFetchable(feature.url) ? feature.url : null,
      unknownTags: unknown,
      skip: null,
    };
  }
}
